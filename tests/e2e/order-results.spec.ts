import { E2E_ADMIN_EMAIL_RESULTS } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

test("the client sees the order's results: start, now, change, a chart a screen reader can read, and every point", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerAndConfirm(page, { name: "Results Client", email: "results-client@example.com" });
  const placed = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.79.0.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "starter",
      projectName: "Results walk",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Results Client",
      contactEmail: "results-client@example.com",
      contactPhone: "",
    },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()).order as { code: string };

  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_RESULTS);
  const metric = await staff.request.post(`/api/admin/orders/${code}/metrics`, {
    data: { kind: "subscribers", platform: "youtube", baseline: 1200 },
  });
  expect(metric.status()).toBe(201);
  const id = (await metric.json()).id as number;
  for (const [value, measuredAt] of [
    [1500, "2026-10-01"],
    [1800, "2026-11-01"],
  ] as const) {
    const point = await staff.request.post(`/api/admin/orders/${code}/metrics/${id}/points`, {
      data: { value, measuredAt, note: "", evidenceUrl: "" },
    });
    expect(point.status()).toBe(201);
  }
  await staffContext.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/orders/${code}`);
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByText("Subscribers on YouTube")).toBeVisible();
  await expect(results.getByRole("definition").nth(0)).toHaveText("1,200");
  await expect(results.getByRole("definition").nth(1)).toHaveText("1,800");
  await expect(results.getByRole("definition").nth(2)).toContainText("+600");
  await expect(results.getByRole("definition").nth(2)).toContainText("+50 %");
  await expect(results.getByRole("img")).toHaveAttribute(
    "aria-label",
    "Subscribers on YouTube: 1,200 at the start, 1,800 now (+600), from 2 measurements between Oct 1, 2026 and Nov 1, 2026.",
  );
  await results.getByText("Every measurement").click();
  await expect(results.getByRole("row")).toHaveCount(3);
  await expect(results.getByRole("row").nth(2)).toContainText("1,800");

  for (const lng of ["de", "ja"] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lng}/dashboard/orders/${code}`);
      const title = lng === "de" ? "Ergebnisse" : "成果";
      const region = page.getByRole("region", { name: title });
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("img")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`results-${lng}-${width}.png`) });
    }
  }
});
