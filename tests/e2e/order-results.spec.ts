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
  // Staff, on a phone, add the metric, one measurement by hand and one from a CSV on the order sheet.
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto(`/admin/orders?q=${code}`);
  await staff.getByRole("button", { name: `Open order ${code}` }).click();
  const board = staff.getByRole("dialog").getByTestId("metrics-board");
  await expect(board.getByText("No metrics yet.", { exact: false })).toBeVisible();
  await board.getByRole("button", { name: "Add metric" }).click();
  const add = staff.getByRole("dialog", { name: "Add a metric" });
  await add.getByRole("combobox", { name: "What is measured" }).click();
  await staff.getByRole("option", { name: "Subscribers (suggested for this service)" }).click();
  await add.getByRole("combobox", { name: "Platform" }).click();
  await staff.getByRole("option", { name: "YouTube" }).click();
  await add.getByRole("textbox", { name: "Value at the start" }).fill("1200");
  await add.getByRole("button", { name: "Add metric" }).click();
  await expect(add).toBeHidden();
  const row = board.getByTestId("board-metric");
  await expect(row.getByText("Subscribers on YouTube")).toBeVisible();

  await row.getByRole("button", { name: "Add measurement · Subscribers on YouTube" }).click();
  const point = staff.getByRole("dialog", { name: "A measurement of Subscribers on YouTube" });
  await point.getByRole("textbox", { name: "Value" }).fill("abc");
  await point.getByRole("button", { name: "Add measurement" }).click();
  await expect(point.getByText("Enter a number.")).toBeVisible();
  await point.getByRole("textbox", { name: "Value" }).fill("1800");
  await point.getByLabel("Measured on").fill("2026-11-01");
  await point.getByRole("button", { name: "Add measurement" }).click();
  await expect(point).toBeHidden();
  await expect(row.getByText("1 measurement")).toBeVisible();

  await board.getByRole("button", { name: "Import CSV" }).click();
  const csv = staff.getByRole("dialog", { name: "Import measurements from a CSV" });
  await expect(csv.getByText("subscribers:youtube", { exact: true })).toBeVisible();
  const rows = csv.getByRole("textbox", { name: "The file's rows (or paste them)" });
  await rows.fill("date,metric,value\n2026-10-01,subscribers:youtube,1500\n2026-10-02,likes,7");
  await csv.getByRole("button", { name: "Check the file" }).click();
  await expect(csv.getByText("1 row has a problem: nothing is imported until it is fixed.")).toBeVisible();
  await expect(csv.getByRole("row").nth(1)).toContainText("No metric of this order has this name.");
  await rows.fill("date,metric,value\n2026-10-01,subscribers:youtube,1500");
  await csv.getByRole("button", { name: "Check the file" }).click();
  await expect(csv.getByText("1 row is ready to import.")).toBeVisible();
  await csv.getByRole("button", { name: "Import 1 row" }).click();
  await expect(csv).toBeHidden();
  await expect(row.getByText("2 measurements")).toBeVisible();
  await expect(row.getByRole("definition").nth(2)).toContainText("+600");
  await staff.screenshot({ path: testInfo.outputPath("results-staff-390.png") });
  for (const lng of ["de", "ja"] as const) {
    await staff.goto(`/${lng}/admin/orders?q=${code}`);
    await staff
      .getByRole("button", { name: new RegExp(code) })
      .first()
      .click();
    const titled = staff.getByRole("dialog").getByTestId("metrics-board");
    await titled.getByRole("button", { name: lng === "de" ? "Kennzahl hinzufügen" : "指標を追加" }).click();
    await expect(
      staff.getByRole("dialog", { name: lng === "de" ? "Kennzahl hinzufügen" : "指標を追加" }),
    ).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath(`results-staff-dialog-${lng}-390.png`) });
  }
  await staffContext.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/orders/${code}`);
  const results = page.getByRole("region", { name: "Results", exact: true });
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

  // The dashboard shows the same numbers and leads to the order page's chart.
  await page.goto("/dashboard");
  const card = page.getByTestId("dashboard-results");
  await expect(card).toContainText("1,200 at the start, 1,800 now: +600 (+50 %)");
  await card.getByRole("link", { name: "Subscribers on YouTube" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${code}#results$`));
  await expect(page.getByRole("region", { name: "Results", exact: true })).toBeVisible();

  for (const lng of ["de", "ja"] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lng}/dashboard/orders/${code}`);
      const title = lng === "de" ? "Ergebnisse" : "成果";
      const region = page.getByRole("region", { name: title, exact: true });
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("img")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`results-${lng}-${width}.png`) });
      await page.goto(`/${lng}/dashboard`);
      await page.getByTestId("dashboard-results").scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`dashboard-results-${lng}-${width}.png`) });
    }
  }
});
