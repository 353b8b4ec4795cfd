import fs from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEFAULT_SELLER_SETTINGS } from "../../common/billing";
import { E2E_ADMIN_EMAIL_PAYMENTS, E2E_PAYPAL_URL, E2E_STRIPE_URL } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";
import { readableMail } from "./requests-outbox";

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

/** A signed-in client's order with an invoice issued by staff (setup completed first: invoicing needs it). */
async function invoicedOrder(page: Page, staff: APIRequestContext, name: string) {
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
  const setup = await staff.put("/api/admin/billing/settings", {
    data: { ...DEFAULT_SELLER_SETTINGS, address: "12 Shadow Lane, 10115 Berlin", taxIdNone: true },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const issued = await staff.post(`/api/admin/orders/${code}/invoices`, {
    data: { lines: [{ description: "Launch campaign", quantity: 1, unitPriceCents: 42_49 }] },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const number = (JSON.stringify(await issued.json()).match(/INV-\d{4}-\d{4,6}/) ?? [""])[0];
  return { client, code, number };
}

test("a client pays an invoice by card on the Stripe stand-in's page and by PayPal on the PayPal stand-in's, and gets receipts", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  const { context: staffContext, page: staffPage } = await newHydratingPage(browser);
  await signInAsAdmin(staffPage, E2E_ADMIN_EMAIL_PAYMENTS);

  // Card: "Pay now by card" → Stripe's hosted page → Pay → back on the order page, paid by the signed webhook.
  const card = await invoicedOrder(page, staffPage.request, "Cara Card");
  await page.goto(`/dashboard/orders/${card.code}`);
  const billing = page.getByRole("region", { name: "Billing" });
  await billing.getByRole("button", { name: "Pay now by card" }).click();
  await page.waitForURL(`${E2E_STRIPE_URL}/c/pay/**`);
  await expect(page.getByText("42.49 USD")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL(new RegExp(`/dashboard/orders/${card.code}\\?payment=done$`));
  await expect(page.getByRole("region", { name: "Billing" }).getByText("Paid").first()).toBeVisible();
  expect(await receiptFor(card.client.email, card.number)).toContain("42.49");

  // Wallet (the order page has no PayPal button yet: its checkout call is made as the page would make it).
  // Another client, in a browser of their own.
  const { context: walletContext, page: walletPage } = await newHydratingPage(browser);
  await skipCookieBanner(walletPage);
  const wallet = await invoicedOrder(walletPage, staffPage.request, "Walt Wallet");
  const opened = await walletPage.request.post(`/api/invoices/${wallet.number}/checkout`, {
    data: { method: "wallet" },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  await walletPage.goto(((await opened.json()) as { url: string }).url);
  expect(walletPage.url().startsWith(`${E2E_PAYPAL_URL}/checkoutnow?token=`)).toBe(true);
  await walletPage.getByRole("button", { name: "Approve" }).click();
  await walletPage.waitForURL(new RegExp(`/dashboard/orders/${wallet.code}\\?payment=done$`));
  // The capture's webhook comes a moment after the return: the page shows it paid once reloaded.
  await expect(async () => {
    await walletPage.reload();
    await expect(walletPage.getByRole("region", { name: "Billing" }).getByText("Paid").first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  expect(await receiptFor(wallet.client.email, wallet.number)).toContain("PayPal");
  await walletContext.close();
  await staffContext.close();
});
