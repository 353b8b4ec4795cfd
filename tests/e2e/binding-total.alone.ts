import { E2E_ADMIN_EMAIL_TAX } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

/*
 * The "alone" project (playwright.config.ts): this walk sets the seller's tax rate to 19 % while it sends its quote,
 * so it runs after setup and before every other walk, none of which expects tax on its documents.
 */

const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test("the binding acceptance shows net, tax and the gross total, and the invoice it issues carries that total", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  const client = await registerAndConfirm(page, { name: "Tara Tax" });
  const created = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.44.0.9", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "professional",
      projectName: "Channel relaunch",
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

  // Staff send the quote while the seller charges 19 % tax; the quote keeps that rate.
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_TAX);
  const settings = (await (await staff.request.get("/api/admin/billing/settings")).json()) as Record<string, unknown>;
  const put = (taxRateBp: number) =>
    staff.request.put("/api/admin/billing/settings", { data: { ...settings, taxRateBp } });
  expect((await put(1900)).status()).toBe(200);
  try {
    const sent = await staff.request.post(`/api/admin/orders/${code}/quotes`, {
      data: {
        lines: [{ description: "Channel relaunch, eight weeks", quantity: 1, unitPriceCents: 424_900 }],
        validUntil: dayFromToday(30),
        note: "",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    expect((await put(Number(settings.taxRateBp ?? 0))).status()).toBe(200);
  }
  await staffContext.close();

  // The order header states net, tax and gross as soon as the quote is there (not the plan's list price).
  await page.goto(`/dashboard/orders/${code}`);
  await expect(page.getByTestId("order-price")).toHaveText("$4,249.00 + 19% tax ($807.31) = $5,056.31");

  const billing = page.getByRole("region", { name: "Billing" });
  await billing.getByRole("button", { name: "Accept quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept quote version 1?" });
  await expect(dialog.getByRole("rowheader", { name: "Subtotal" })).toBeVisible();
  await expect(dialog.getByRole("rowheader", { name: "Tax (19%)" })).toBeVisible();
  const gross = dialog.getByTestId("grand-total");
  await expect(gross).toHaveText("$5,056.31");
  await expect(dialog).toContainText("Its invoice will be for $5,056.31, including 19% tax ($807.31).");
  const accepted = (await gross.textContent())!;
  await dialog.getByRole("button", { name: "Accept and issue the invoice" }).click();
  await expect(dialog).toBeHidden();

  // The invoice it issued carries exactly the total the dialog showed, and so does the header.
  const invoice = billing
    .getByRole("listitem")
    .filter({ hasText: /INV-\d{4}-\d{4}/ })
    .first();
  await expect(invoice.getByTestId("grand-total")).toHaveText(accepted);
  await page.reload();
  await expect(page.getByTestId("order-price")).toHaveText("$4,249.00 + 19% tax ($807.31) = $5,056.31");
  await expect(
    page
      .getByRole("region", { name: "Billing" })
      .getByRole("listitem")
      .filter({ hasText: /INV-/ })
      .first()
      .getByTestId("grand-total"),
  ).toHaveText(accepted);
});
