import { PDFParse } from "pdf-parse";
import { E2E_ADMIN_EMAIL_REPORTS } from "../../playwright.config";
import { linkFromOutbox, registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";
import { skipCookieBanner } from "./consent";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";

const CLIENT = "reports-client@example.com";
const SUMMARY = "December brought the first 600 subscribers of the campaign.";

/**
 * Issue 43 at 390 px: the month's report is drafted by the due-check (run on the server's test clock as of 1 January),
 * staff write its summary and send it; the client gets the e-mail, opens the report from it and downloads its PDF
 * (whose text carries the portal's numbers); the client makes a password link, a visitor opens it and reads the
 * results, the client revokes it and the link says so.
 */
test("the client opens the month's report, and makes, shares and revokes a read-only link", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await skipCookieBanner(page);
  await page.context().addInitScript({ path: AXE_SOURCE });
  await registerAndConfirm(page, { name: "Reports Client", email: CLIENT });
  const placed = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.80.0.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "starter",
      projectName: "Reports walk",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Reports Client",
      contactEmail: CLIENT,
      contactPhone: "",
    },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()).order as { code: string };

  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_REPORTS);
  await staff.setViewportSize({ width: 390, height: 844 });
  // The work runs, with a metric and a December measurement (the order-results walk enters them by hand).
  expect((await staff.request.patch(`/api/admin/orders/${code}`, { data: { status: "in_progress" } })).status()).toBe(
    200,
  );
  const metric = await staff.request.post(`/api/admin/orders/${code}/metrics`, {
    data: { kind: "subscribers", platform: "youtube", baseline: 1200 },
  });
  expect(metric.status()).toBe(201);
  const { id: metricId } = (await metric.json()) as { id: number };
  const point = await staff.request.post(`/api/admin/orders/${code}/metrics/${metricId}/points`, {
    data: { value: 1800, measuredAt: "2026-12-02" },
  });
  expect(point.ok()).toBe(true);
  // 1 January: the due-check drafts December's report of every running order, this one included.
  const check = await staff.request.post("/api/test-clock/reports", { data: { now: "2027-01-01T12:00:00Z" } });
  expect(check.status()).toBe(200);
  const drafted = ((await check.json()) as { made: { month: string }[] }).made;
  expect(drafted.some((m) => m.month === "2026-12")).toBe(true);

  await staff.goto(`/admin/orders?q=${code}`);
  await staff.getByRole("button", { name: `Open order ${code}` }).click();
  const board = staff.getByRole("dialog").getByTestId("reports-board");
  await expect(board.getByText("December 2026")).toBeVisible();
  await expect(board.getByText("Draft · goes out on Jan 2, 2027")).toBeVisible();
  await board.getByRole("textbox", { name: "Summary for the client" }).fill(SUMMARY);
  await board.getByRole("button", { name: "Send now" }).click();
  await expect(staff.getByText("The report was e-mailed to the client with its PDF.")).toBeVisible();
  await expect(board.getByText(/^Sent /)).toBeVisible();
  await expect(board.getByText(SUMMARY)).toBeVisible();
  await expect(board.getByRole("button", { name: "Send now" })).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath("reports-staff-390.png") });
  await staffContext.close();

  // The e-mail leads to the report on the order page.
  const link = await linkFromOutbox(CLIENT, "#reports", 20_000);
  await page.goto(new URL(link).pathname + "#reports");
  const reports = page.getByRole("region", { name: "Monthly reports" });
  await expect(reports.getByText("December 2026")).toBeVisible();
  // The link lands on the reports, which load after the page: scrolled to and focused.
  await expect(reports).toBeFocused();
  await expect(reports).toBeInViewport();
  const download = reports.getByRole("link", { name: "Download the report of December 2026 (PDF)" });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(`results-${code}-2026-12.pdf`);
  const pdf = await new PDFParse({ data: await readAll(await file.createReadStream()) }).getText();
  expect(pdf.text).toContain(SUMMARY);
  expect(pdf.text).toContain("1,200");
  expect(pdf.text).toContain("1,800");
  expect(pdf.text).toContain("+600");

  // The results' chart and its table alternative, as the client reads them on the phone.
  const results = page.getByRole("region", { name: "Results", exact: true });
  await expect(results.getByRole("img")).toHaveAttribute("aria-label", /1,200 at the start, 1,800 now \(\+600\)/);
  await results.getByText("Every measurement").click();
  await expect(results.getByRole("row").nth(1)).toContainText("1,800");

  // A read-only link with a password.
  const shares = page.getByRole("region", { name: "Share these results" });
  await expect(shares.getByText("No links yet.")).toBeVisible();
  await shares.getByRole("button", { name: "Make a link" }).click();
  const make = page.getByRole("dialog", { name: "Make a read-only link" });
  await make.getByRole("textbox", { name: "Valid for (days)" }).fill("400");
  await make.getByLabel("Password (optional)").fill("short");
  await make.getByRole("button", { name: "Make the link" }).click();
  await expect(make.getByText("Choose from 1 to 365 days.")).toBeVisible();
  await expect(make.getByText("The password needs 8 to 128 characters, or leave it empty.")).toBeVisible();
  await make.getByRole("textbox", { name: "Valid for (days)" }).fill("30");
  await make.getByLabel("Password (optional)").fill("harbour-lights-7");
  await make.getByRole("button", { name: "Make the link" }).click();
  const made = page.getByRole("dialog", { name: "Your link" });
  const url = await made.getByRole("textbox", { name: "Link" }).inputValue();
  expect(url).toMatch(/\/shared\/results#[A-Za-z0-9_-]{22,}$/);
  await page.screenshot({ path: testInfo.outputPath("share-made-390.png") });
  await made.getByRole("button", { name: "Done" }).click();
  await expect(shares.getByText("Active", { exact: true })).toBeVisible();
  await expect(shares.getByText("0 views · with password · made by the client")).toBeVisible();

  // A visitor without an account opens it: the password first, then this order's results and nothing of the client.
  const { context: visitorContext, page: visitor } = await newHydratingPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await skipCookieBanner(visitor);
  await visitor.goto(url);
  await expect(visitor.getByText("This link needs a password.")).toBeVisible();
  await visitor.getByLabel("Password").fill("wrong-password");
  await visitor.getByRole("button", { name: "Show the results" }).click();
  await expect(visitor.getByText("That is not the link's password.")).toBeVisible();
  await visitor.getByLabel("Password").fill("harbour-lights-7");
  await visitor.getByRole("button", { name: "Show the results" }).click();
  await expect(visitor.getByRole("heading", { name: "Campaign results", level: 1 })).toBeVisible();
  await expect(visitor.getByText("Subscribers on YouTube").first()).toBeVisible();
  await expect(visitor.getByRole("img").first()).toHaveAttribute("aria-label", /1,200 at the start, 1,800 now/);
  await expect(visitor.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  await expect(visitor.getByText("Reports Client")).toHaveCount(0);
  await expect(visitor.getByText(CLIENT)).toHaveCount(0);
  await expect(visitor.getByText(code)).toHaveCount(0);
  await visitor.screenshot({ path: testInfo.outputPath("shared-390.png"), fullPage: true });

  // The view is counted; the client revokes the link, and it no longer opens.
  // Without the e-mail's #reports: the jump to the reports, once they load, would move the page under a click.
  await page.goto(`/dashboard/orders/${code}`);
  await expect(shares.getByText("1 view · with password · made by the client")).toBeVisible();
  await shares.getByRole("button", { name: /^Revoke · / }).click();
  await expect(page.getByText("Link revoked: it no longer opens.")).toBeVisible();
  await expect(shares.getByText("Revoked", { exact: true })).toBeVisible();
  // Revoked is said at once: the password is not asked for a link that no longer opens.
  await visitor.reload();
  await expect(visitor.getByText("This link was revoked by whoever made it.")).toBeVisible();
  await visitorContext.close();

  // The sweep (a11y.spec.ts) covers the results, the links and the shared page in six languages; the reports here.
  const tally: AxeTally = { checks: 0, violations: [] };
  for (const lng of ["de", "ja"] as const) {
    await page.goto(`/${lng}/dashboard/orders/${code}#reports`);
    const titled = page.getByRole("region", { name: lng === "de" ? "Monatsberichte" : "月次レポート" });
    // Landed: scrolled to and focused, so nothing moves under the clicks below.
    await expect(titled).toBeFocused();
    await expect(titled).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`reports-${lng}-390.png`) });
    await axe(page, `${lng} 390 /dashboard/orders/:code, a report sent, a link revoked`, tally);
    await page
      .getByTestId("share-links")
      .getByRole("button", { name: lng === "de" ? "Link erstellen" : "リンクを作成" })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`share-dialog-${lng}-390.png`) });
    await axe(page, `${lng} 390 /dashboard/orders/:code + make a link`, tally);
    await page.keyboard.press("Escape");
  }
  expect(tally.checks).toBe(4);
  expect(tally.violations).toEqual([]);
});

async function readAll(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}
