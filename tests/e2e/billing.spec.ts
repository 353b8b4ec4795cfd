import fs from "node:fs/promises";
import { E2E_ADMIN_EMAIL_BILLING } from "../../playwright.config";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

/** "$1,234.56" → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

test("staff quote a custom-quote order, the client accepts it and downloads the invoice, a bank transfer adds exactly its amount to revenue", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  // axe-core checks each billing state on both sides as it appears.
  const tally: AxeTally = { checks: 0, violations: [] };
  await page.context().addInitScript({ path: AXE_SOURCE });

  // A signed-in client orders the custom service's "Custom Quote" plan: no price yet.
  const client = await registerAndConfirm(page, { name: "Quinn Quote" });
  const created = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.42.0.9", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "custom",
      servicePlan: "enterprise",
      projectName: "Relaunch",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: client.name,
      contactEmail: client.email,
      contactPhone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = ((await created.json()) as { order: { code: string } }).order;

  // Staff: the dashboard's revenue before, then the order sheet's quote editor (empty for a custom quote).
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await staffContext.addInitScript({ path: AXE_SOURCE });
  await skipCookieBanner(staff);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_BILLING);
  await staff.goto("/admin");
  const revenueCard = staff.getByRole("link", { name: /Monthly Revenue/ });
  await expect(revenueCard).toContainText("$");
  const revenueBefore = cents((await revenueCard.textContent())!.replace(/^\D*Monthly Revenue/, ""));

  await staff.goto(`/admin/orders/${code}`);
  const sheet = staff.getByRole("dialog");
  const billing = sheet.getByRole("region", { name: "Billing" });
  await expect(billing.getByText("No quote has been sent yet.")).toBeVisible();
  await billing.getByRole("button", { name: "Write a quote" }).click();
  await expect(billing.getByRole("textbox", { name: "Description, line 1" })).toHaveValue("");
  await billing.getByRole("textbox", { name: "Description, line 1" }).fill("Relaunch campaign, six weeks");
  await billing.getByRole("textbox", { name: "Quantity, line 1" }).fill("1");
  await billing.getByRole("textbox", { name: "Unit price (USD), line 1" }).fill("1234.56");
  await axe(staff, "admin order sheet, quote editor", tally);
  await billing.getByRole("button", { name: "Send the quote" }).click();
  await expect(staff.getByText("Quote sent to the client.")).toBeVisible();
  await expect(billing.getByText("Quote v1", { exact: true })).toBeVisible();

  // The client accepts it in the portal: an invoice is issued at once and downloads as a PDF.
  await page.goto(`/dashboard/orders/${code}`);
  const section = page.getByRole("region", { name: "Billing" });
  await expect(section.getByText("Relaunch campaign, six weeks")).toBeVisible();
  await expect(section.getByTestId("grand-total")).toHaveText("$1,234.56");
  await axe(page, "client order page, open quote", tally);
  await section.getByRole("button", { name: "Accept quote" }).click();
  const download = section.getByRole("link", { name: /Download invoice INV-\d{4}-\d{4} as PDF/ });
  await expect(download).toBeVisible();
  const number = (await download.getAttribute("aria-label"))!.match(/INV-\d{4}-\d{4}/)![0];
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await fs.readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await axe(page, "client order page, invoice to pay", tally);

  // Staff record the bank transfer; the invoice is paid and the revenue grows by exactly its amount.
  await staff.reload();
  const sheetAgain = staff.getByRole("dialog").getByRole("region", { name: "Billing" });
  await expect(sheetAgain.getByText(number).first()).toBeVisible();
  await sheetAgain.getByRole("button", { name: "Record a payment" }).click();
  const payment = staff.getByRole("dialog", { name: `Payment for ${number}` });
  await expect(payment.getByRole("textbox", { name: "Amount (USD)" })).toHaveValue(/1,?234\.56/);
  await payment.getByRole("textbox", { name: "Reference" }).fill("SEPA 2026-11-25");
  await axe(staff, "admin record-payment dialog", tally);
  await payment.getByRole("button", { name: "Record the payment" }).click();
  await expect(staff.getByText(`Payment recorded: ${number} is paid in full.`)).toBeVisible();

  await staff.goto("/admin");
  await expect
    .poll(async () => cents((await revenueCard.textContent())!.replace(/^\D*Monthly Revenue/, "")))
    .toBe(revenueBefore + 123_456);

  // The client sees it paid.
  await page.reload();
  await expect(page.getByRole("region", { name: "Billing" }).getByText("Paid").first()).toBeVisible();
  await axe(page, "client order page, paid invoice", tally);
  expect(tally.violations).toEqual([]);
  await staffContext.close();
});
