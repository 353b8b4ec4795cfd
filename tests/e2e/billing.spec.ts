import fs from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  E2E_ADMIN_EMAIL_BILLING,
  E2E_ADMIN_EMAIL_PAYMENTS,
  E2E_ADMIN_EMAIL_REFUNDS,
  E2E_PAYPAL_URL,
  E2E_STRIPE_URL,
} from "../../playwright.config";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";
import { readableMail, waitForMail } from "./requests-outbox";

// axe measures these screens: in reduced motion a toast shows at once, never half-faded (sonner drops its transitions).
test.use({ contextOptions: { reducedMotion: "reduce" } });

// Every walk here moves the Monthly Revenue and checks it moved by exactly its own amount: they run one after the
// other (no other e2e walk records money), so none sees another's payment or refund.
test.describe.configure({ mode: "serial" });

/** "$1,234.56" → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

test("staff quote a custom-quote order, the client accepts it and downloads the invoice, a bank transfer adds exactly its amount to revenue", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
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
  // Accepting opens its summary first (lines, total, payment terms, the terms of service), then issues the invoice.
  await section.getByRole("button", { name: "Accept quote" }).click();
  const summary = page.getByRole("dialog", { name: "Accept quote version 1?" });
  await expect(summary.getByTestId("grand-total")).toHaveText("$1,234.56");
  await summary.getByRole("button", { name: "Accept and issue the invoice" }).click();
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

/** A receipt for this invoice in the e2e server's outbox (DATA_DIR/outbox/*.eml), once it has arrived. */
async function receiptFor(email: string, invoiceNumber: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  for (let i = 0; i < 50; i++) {
    for (const file of (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${safe}.eml`))) {
      const text = readableMail(await fs.readFile(path.join(dir, file), "utf8"));
      if (text.includes(invoiceNumber) && /received|Payment/.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no receipt for ${invoiceNumber} to ${email}`);
}

/** A signed-in client's order with an invoice issued by staff (the "setup" project completed the checklist). */
async function invoicedOrder(page: Page, staff: APIRequestContext, name: string, unitPriceCents = 42_49) {
  const client = await registerAndConfirm(page, { name });
  const created = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": `10.43.${Math.floor(Math.random() * 250)}.9`, ...(await powHeaders(page.request)) },
    data: {
      serviceId: "custom",
      servicePlan: "enterprise",
      projectName: "Launch",
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
  const issued = await staff.post(`/api/admin/orders/${code}/invoices`, {
    data: { lines: [{ description: "Launch campaign", quantity: 1, unitPriceCents }] },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const number = (JSON.stringify(await issued.json()).match(/INV-\d{4}-\d{4,6}/) ?? [""])[0];
  return { client, code, number };
}

test("a client pays an invoice by card on the Stripe stand-in's page and by PayPal on the PayPal stand-in's, and gets receipts", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  const { context: staffContext, page: staffPage } = await newHydratingPage(browser);
  await signInAsAdmin(staffPage, E2E_ADMIN_EMAIL_PAYMENTS);

  // Card: "Pay by card" → Stripe's hosted page → Pay → back on the order page, paid by the signed webhook.
  const card = await invoicedOrder(page, staffPage.request, "Cara Card");
  await page.goto(`/dashboard/orders/${card.code}`);
  const billing = page.getByRole("region", { name: "Billing" });
  await billing.getByRole("button", { name: "Pay by card" }).click();
  await page.waitForURL(`${E2E_STRIPE_URL}/c/pay/**`);
  await expect(page.getByText("42.49 USD")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(new RegExp(`/dashboard/orders/${card.code}\\?payment=done$`));
  await expect(page.getByRole("region", { name: "Billing" }).getByText("Paid").first()).toBeVisible();
  expect(await receiptFor(card.client.email, card.number)).toContain("42.49");

  // Wallet: another client, in a browser of their own: "Pay with PayPal" → PayPal's approval page → back.
  const { context: walletContext, page: walletPage } = await newHydratingPage(browser);
  await skipCookieBanner(walletPage);
  const wallet = await invoicedOrder(walletPage, staffPage.request, "Walt Wallet");
  await walletPage.goto(`/dashboard/orders/${wallet.code}`);
  await walletPage.getByRole("region", { name: "Billing" }).getByRole("button", { name: "Pay with PayPal" }).click();
  await walletPage.waitForURL(`${E2E_PAYPAL_URL}/checkoutnow?token=**`);
  await walletPage.getByRole("button", { name: "Approve" }).click();
  await walletPage.waitForURL(new RegExp(`/dashboard/orders/${wallet.code}\\?payment=done$`));
  // The capture's webhook comes a moment after the return: the page, asking again every 4 s while it waits,
  // shows it paid without a reload (a reload every second left a slow machine no time to load the billing).
  await expect(walletPage.getByRole("region", { name: "Billing" }).getByText("Paid").first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await receiptFor(wallet.client.email, wallet.number)).toContain("PayPal");
  await walletContext.close();
  await staffContext.close();
});

test("a client cancels within 48 hours and sees 75 %, staff approve, the credit note is e-mailed and Monthly Revenue drops by exactly that amount", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  const tally: AxeTally = { checks: 0, violations: [] };
  await page.context().addInitScript({ path: AXE_SOURCE });
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await staffContext.addInitScript({ path: AXE_SOURCE });
  await skipCookieBanner(staff);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_REFUNDS);

  // An invoice of $1,000.00, paid by bank transfer today; staff then start the work (money never starts it).
  const order = await invoicedOrder(page, staff.request, "Cleo Cancel", 100_000);
  const paid = await staff.request.post(`/api/admin/invoices/${order.number}/payments`, {
    data: { method: "bank_transfer", receivedOn: new Date().toISOString().slice(0, 10), reference: "SEPA in" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const started = await staff.request.patch(`/api/admin/orders/${order.code}`, { data: { status: "in_progress" } });
  expect(started.status(), await started.text()).toBe(200);
  await staff.goto("/admin");
  const revenueCard = staff.getByRole("link", { name: /Monthly Revenue/ });
  await expect(revenueCard).toContainText("$");
  const revenue = async () => cents((await revenueCard.textContent())!.replace(/^\D*Monthly Revenue/, ""));
  const revenueBefore = await revenue();

  // The client asks to cancel: before confirming, the page says what the policy gives back and why.
  await page.goto(`/dashboard/orders/${order.code}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${order.code}?` });
  await expect(dialog).toContainText("The work started less than 48 hours ago");
  await expect(dialog).toContainText("$750.00 of $1,000.00");
  await axe(page, "client cancel dialog, within 48 hours", tally);
  await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill("Our launch moved to next year.");
  await dialog.getByRole("button", { name: "Ask to cancel" }).click();
  await expect(page.getByText(/Cancellation requested on .+\. We will answer by .+\./)).toBeVisible();
  await expect(page.getByText("Refund under the Refund Policy: $750.00.")).toBeVisible();

  // Staff see it in needs-attention, then approve the computed amount in the order sheet.
  await staff.goto(`/admin/orders?view=attention&q=${order.code}`);
  await expect(
    staff.getByRole("row").filter({ has: staff.getByRole("button", { name: `Open order ${order.code}` }) }),
  ).toContainText(/Cancellation requested — answer by/);
  await staff.goto(`/admin/orders/${order.code}`);
  const sheet = staff.getByRole("dialog").first();
  await expect(sheet.getByText("Our launch moved to next year.")).toBeVisible();
  await axe(staff, "admin order sheet, cancellation request", tally);
  await sheet.getByRole("button", { name: "Approve $750.00" }).click();
  const confirm = staff.getByRole("dialog", { name: /Approve a refund of \$750\.00 for/ });
  await confirm.getByRole("button", { name: "Approve $750.00" }).click();
  await expect(staff.getByText(`Cancellation of ${order.code} approved: $750.00 will be refunded.`)).toBeVisible();

  // The credit note reaches the client's outbox with its PDF attached.
  const mail = await waitForMail(order.client.email, (m) => /Credit note CN-\d{4}-\d{4}/.test(m));
  const creditNote = mail.match(/CN-\d{4}-\d{4}/)![0];
  expect(mail).toContain(order.number);
  expect(mail).toContain("$750.00");
  expect(mail).toMatch(new RegExp(`filename="?${creditNote}\\.pdf`));
  expect(mail).toMatch(/Content-Type: application\/pdf/i);

  // Monthly Revenue drops by exactly the refund.
  await staff.goto("/admin");
  await expect.poll(revenue).toBe(revenueBefore - 75_000);

  // The client sees the order cancelled, the credit note and the refund on its way.
  await page.reload();
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByText(creditNote).first()).toBeVisible();
  await expect(billing.getByText("Refund on its way").first()).toBeVisible();
  await expect(page.getByText("Cancelled. Refund: $750.00")).toBeVisible();
  await axe(page, "client order page, cancelled with a credit note", tally);

  // A bank refund asks the client where the money goes, on the order page (never by e-mail): a wrong IBAN is
  // refused by its check digits, a right one saved; staff see it in full on the order sheet.
  const ask = billing.getByRole("form", { name: /Where should we send your refund/ });
  await ask.getByRole("textbox", { name: "Account holder" }).fill("Cleo Cancel");
  await ask.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 01");
  await ask.getByRole("button", { name: "Save refund details" }).click();
  await expect(ask.getByText("This is not a valid IBAN.", { exact: false })).toBeVisible();
  await ask.getByRole("textbox", { name: "IBAN" }).fill("DE89 3704 0044 0532 0130 00");
  await ask.getByRole("button", { name: "Save refund details" }).click();
  await expect(billing.getByText("Goes to Cleo Cancel, IBAN DE89370400440532013000")).toBeVisible();
  await expect(ask).toHaveCount(0);
  await staff.goto(`/admin/orders/${order.code}`);
  await expect(staff.getByText("Send to Cleo Cancel, IBAN DE89370400440532013000")).toBeVisible();
  expect(tally.violations).toEqual([]);
  await staffContext.close();
});
