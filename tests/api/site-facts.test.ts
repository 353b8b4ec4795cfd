import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "@common/locales";
import { getSellerSettings } from "../../server/services/billing/settings";
import { loadSiteFacts } from "../../server/services/site/site-facts";
import { render } from "../../src/entry-server";
import { acceptedPaymentSentence } from "../../src/content/payment-methods";
import { createI18n } from "../../src/i18n/i18n";
import { signedInUser } from "./auth-helpers";
import { COMPLETE_SETUP } from "./billing-helpers";
import { createTestApp, testConfig, type TestApp } from "./test-app";
import { getJson, post } from "./workspace-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
}, 120_000);
afterAll(() => t?.close());

/** The text a visitor reads in some server-rendered HTML (tags and React's text separators gone, entities decoded). */
function textOf(html: string) {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** A public page as the server renders it with this install's facts, in a language. */
async function page(appPath: string, lng: Language, config = t.config) {
  const facts = await loadSiteFacts(t.database.db, config);
  return textOf((await render(appPath, lng, { data: { facts } })).html);
}

/** The FAQ's payment answer as a visitor opens it (the accordion renders answers only when opened). */
async function faqPaymentAnswer(lng: Language, config = t.config) {
  const facts = await loadSiteFacts(t.database.db, config);
  const i18n = createI18n(lng);
  return i18n.t("items.payment.answer", {
    ns: "faq",
    accepted: acceptedPaymentSentence(i18n.t, lng, facts.paymentMethods),
  });
}

const saveSettings = (overrides: Record<string, unknown>) =>
  post(t, "/api/admin/billing/settings", admin.cookie, { ...COMPLETE_SETUP, ...overrides }, "PUT");

describe("sentences built from the install's facts", () => {
  it("a fresh install names no payment method and no company, and its checklist lacks the seller's name", async () => {
    expect(await loadSiteFacts(t.database.db, t.config)).toEqual({ paymentMethods: [] });

    const faq = await page("/faq", "en");
    expect(faq).toContain("What payment methods do you accept?");
    expect(faq).not.toContain("Accepted payment methods");
    expect(faq).not.toMatch(/PayPal|Bitcoin|credit and debit/);
    expect(await faqPaymentAnswer("en")).toBe(
      "You receive the payment details with your invoice. Pricing is customised and quoted after a free consultation, with no contracts or lengthy commitments.",
    );
    const terms = await page("/terms", "en");
    expect(terms).toContain(
      "Fees are due as stated in your proposal. You receive the payment details with your invoice. Work may be paused while an invoice is overdue.",
    );
    expect(terms).not.toMatch(/We accept/);
    expect(await page("/terms", "de")).toContain("Die Zahlungsinformationen erhalten Sie mit Ihrer Rechnung.");

    const setup = await getJson(t, "/api/admin/billing/setup", admin.cookie);
    expect(setup.body.items).toContainEqual({ id: "legalName", done: false });
    expect(setup.body.missing).toContain("legalName");
    const pub = (await t.request("/api/settings/public").then((r) => r.json())) as { seller: { legalName: string } };
    expect(pub.seller.legalName).toBe("");
  });

  it("one method configured: exactly that one, in every language", async () => {
    // Crypto switched on without addresses is not offered; bank transfer with its details is.
    expect((await saveSettings({ cryptoEnabled: true, cryptoAddresses: "" })).status).toBe(200);
    expect((await loadSiteFacts(t.database.db, t.config)).paymentMethods).toEqual(["bank_transfer"]);

    const faq = await page("/faq", "en");
    expect(faq).toContain("Accepted payment methods Bank transfer");
    expect(faq).not.toMatch(/PayPal|Cryptocurrency|Credit & debit/);
    expect(await faqPaymentAnswer("en")).toMatch(/^We accept bank transfer\. Pricing is customised/);
    expect(await faqPaymentAnswer("de")).toMatch(/^Wir akzeptieren Banküberweisung\. Die Preise/);
    expect(await faqPaymentAnswer("ja")).toMatch(/^銀行振込でのお支払いに対応しています。料金/);
    expect(await page("/terms", "fr")).toContain("Nous acceptons le virement bancaire. Les travaux");
    expect(await page("/terms", "zh")).toContain("我们接受银行转账付款。");
  });

  it("three methods configured: those three, as a list of the reader's language", async () => {
    expect((await saveSettings({ cryptoEnabled: true, cryptoAddresses: "BTC bc1qexample" })).status).toBe(200);
    // Card through Stripe, configured on this server (the loader reads the configuration as the server has it).
    const withCard = testConfig(t.dataDir, {
      STRIPE_SECRET_KEY: "sk_test_standin_0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_standin_0123456789abcdef",
    });
    expect((await loadSiteFacts(t.database.db, withCard)).paymentMethods).toEqual(["card", "bank_transfer", "crypto"]);

    const faq = await page("/faq", "en", withCard);
    expect(faq).toContain("Accepted payment methods Credit & debit cards Bank transfer Cryptocurrency");
    expect(faq).not.toContain("PayPal");
    expect(await faqPaymentAnswer("en", withCard)).toMatch(
      /^We accept credit and debit cards, bank transfer, and cryptocurrency\. Pricing/,
    );
    expect(await faqPaymentAnswer("es", withCard)).toMatch(
      /^Aceptamos tarjetas de crédito y débito, transferencia bancaria y criptomonedas\. Los precios/,
    );
    expect(await page("/terms", "de", withCard)).toContain(
      "Wir akzeptieren Kredit- und Debitkarten, Banküberweisung und Kryptowährungen. Solange",
    );
    expect(await page("/faq", "ja", withCard)).toContain("クレジットカード・デビットカード 銀行振込 暗号資産");
  });

  it("the seller's name counts once staff entered it, and is then a fact of the site", async () => {
    expect((await saveSettings({ legalName: "Northwind Media Ltd." })).status).toBe(200);
    const setup = await getJson(t, "/api/admin/billing/setup", admin.cookie);
    expect(setup.body.items).toContainEqual({ id: "legalName", done: true });
    expect((await loadSiteFacts(t.database.db, t.config)).companyName).toBe("Northwind Media Ltd.");

    expect((await saveSettings({ legalName: "  " })).status).toBe(200);
    expect((await getJson(t, "/api/admin/billing/setup", admin.cookie)).body.missing).toContain("legalName");
    expect(await loadSiteFacts(t.database.db, t.config)).not.toHaveProperty("companyName");
  });

  it("an install upgraded with the template's name stored as the seller's gets it cleared (migration 0018)", async () => {
    const stored = JSON.stringify({ ...COMPLETE_SETUP, legalName: "Umbra Agency Ltd." });
    await t.database.db.execute(sql`UPDATE app_settings SET value = ${stored} WHERE key = 'seller'`);
    expect((await getSellerSettings(t.database.db)).legalName).toBe("Umbra Agency Ltd.");
    const migration = await fs.readFile(
      path.join(__dirname, "../../server/db/migrations/0018_seller_name_unset.sql"),
      "utf8",
    );
    await t.database.db.execute(sql.raw(migration));
    const seller = await getSellerSettings(t.database.db);
    expect(seller.legalName).toBe("");
    expect(seller.address).toBe(COMPLETE_SETUP.address);
    expect((await getJson(t, "/api/admin/billing/setup", admin.cookie)).body.missing).toEqual(["legalName"]);
  });
});
