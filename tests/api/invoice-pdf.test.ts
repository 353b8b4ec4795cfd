import fs from "node:fs/promises";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "@common/billing";
import { creditNotes } from "../../server/db/schema";
import { creditNotePdf } from "../../server/services/billing/documents";
import { randomIp, signedInUser } from "./auth-helpers";
import { SELLER, seedInvoice } from "./payments-fixture";
import { createTestApp, type TestApp } from "./test-app";
import { placeOrder, post } from "./workspace-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  // No STRIPE_* variables: card payment is not offered here.
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
}, 120_000);
afterAll(() => t?.close());

/** The invoice PDF as its owner downloads it, and its text. With INVOICE_PDF_OUT set, also kept there to look at. */
async function download(number: string, saveAs?: string) {
  const res = await t.request(`/api/invoices/${number}/pdf`, { headers: { cookie: client.cookie } });
  expect(res.status).toBe(200);
  return parsePdf(Buffer.from(await res.arrayBuffer()), saveAs);
}

async function parsePdf(bytes: Buffer, saveAs?: string) {
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  if (saveAs && process.env.INVOICE_PDF_OUT) await fs.writeFile(path.join(process.env.INVOICE_PDF_OUT, saveAs), bytes);
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text, total } = await parser.getText();
    return { text, pages: total };
  } finally {
    await parser.destroy();
  }
}

describe("invoice PDF", () => {
  it("an invoice issued by staff parses and shows its number, totals, seller and buyer as formatted in English", async () => {
    const seller = {
      ...DEFAULT_SELLER_SETTINGS,
      legalName: "Umbra Agency Ltd.",
      address: "12 Shadow Lane\n10115 Berlin, Germany",
      taxId: "DE123456789",
      bankDetails: "IBAN DE89 3704 0044 0532 0130 00",
      cryptoAddresses: "BTC: bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
      taxRateBp: 1900,
      // The setup checklist: a payment method with its details (the PDF prints the seller's instructions).
      bankTransferEnabled: true,
      cryptoEnabled: true,
      taxIdNone: false,
      timeZone: "UTC",
    };
    expect((await post(t, "/api/admin/billing/settings", admin.cookie, seller, "PUT")).status).toBe(200);
    const details = { company: "Carla Records GmbH", address: "Hauptstraße 1\n80331 München", taxId: "DE987654321" };
    expect((await post(t, "/api/profile/billing", client.cookie, details, "PUT")).status).toBe(200);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const issued = await post(t, `/api/admin/orders/${code}/invoices`, admin.cookie, {
      lines: [
        { description: "Music video promotion — professional plan", quantity: 1, unitPriceCents: 129_900 },
        { description: "Extra revision round", quantity: 2, unitPriceCents: 15_050 },
      ],
    });
    expect(issued.status).toBe(201);
    const { invoice } = await issued.json();
    expect(invoice.totalCents).toBe(190_400);

    const { text, pages } = await download(invoice.number, "invoice-en.pdf");
    expect(pages).toBe(1);
    for (const expected of [
      "Invoice",
      invoice.number,
      code,
      "$1,299.00",
      "$301.00",
      "$1,600.00",
      "Tax (19%)",
      "$304.00",
      "$1,904.00",
      "Umbra Agency Ltd.",
      "12 Shadow Lane",
      "Tax ID: DE123456789",
      "Chris Client",
      "Carla Records GmbH",
      "Hauptstraße 1",
      "Tax ID: DE987654321",
      client.user.email,
      "IBAN DE89 3704 0044 0532 0130 00",
      "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    ]) {
      expect(text).toContain(expected);
    }
    const issueDate = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(invoice.issuedAt),
    );
    expect(text).toContain(issueDate);

    // Paid: the mark and the payment date, no instructions any more.
    const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: "2098-03-10",
    });
    expect(paid.status).toBe(201);
    const after = await download(invoice.number, "invoice-en-paid.pdf");
    expect(after.text).toContain("PAID");
    expect(after.text).toContain("Amount due");
    expect(after.text).not.toContain("IBAN");
  });

  it("a Japanese invoice is in Japanese, with Japanese dates; a void one shows the mark and the reason", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "ja");
    const invoice = await seedInvoice(t, code, {
      locale: "ja",
      lines: [
        {
          description: "ミュージックビデオのプロモーション（プロフェッショナル）",
          quantity: 1,
          unitPriceCents: 129_900,
        },
        { description: "追加の修正", quantity: 2, unitPriceCents: 15_050 },
      ],
    });
    const { text } = await download(invoice.number, "invoice-ja.pdf");
    for (const expected of [
      "請求書",
      "請求書番号",
      "お支払期限",
      "請求元",
      "請求先",
      "小計",
      "合計",
      "ミュージックビデオのプロモーション",
      "2098年3月5日",
      "2098年3月19日",
      "$1,904.00",
      invoice.number,
      "Umbra Agency Ltd.",
      "Carla Records GmbH",
    ]) {
      expect(text).toContain(expected);
    }

    const voided = await seedInvoice(t, code, { locale: "de", status: "void" });
    const v = await download(voided.number, "invoice-de-void.pdf");
    expect(v.text).toContain("STORNIERT");
    expect(v.text).toContain("Wrong amount on the second line");
    expect(v.text).toContain("1.904,00");
  });

  it("a German client's invoice names the plan in German, as issued, and labels both VAT ids USt-IdNr.", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    // Staff working in English start from the plan's line as the order sheet writes it.
    const issued = await post(t, `/api/admin/orders/${code}/invoices`, admin.cookie, {
      lines: [
        { description: "YouTube Growth — Professional", quantity: 1, unitPriceCents: 399_900 },
        { description: "Thumbnail pack", quantity: 1, unitPriceCents: 25_000 },
      ],
    });
    expect(issued.status).toBe(201);
    const { invoice } = await issued.json();
    // Kept with the invoice as issued: the API shows the same German name.
    expect(invoice.lines[0].description).toBe("YouTube-Wachstum — Profi");

    const { text } = await download(invoice.number, "invoice-de-plan.pdf");
    expect(text).toContain("Rechnung");
    expect(text).toContain("YouTube-Wachstum — Profi");
    expect(text).not.toContain("YouTube Growth");
    expect(text).not.toContain("Professional");
    // Staff's own words are not translated.
    expect(text).toContain("Thumbnail pack");
    // One German name for the one identifier: the seller's and the buyer's VAT ids.
    expect(text).toContain("USt-IdNr.: DE123456789");
    expect(text).toContain("USt-IdNr.: DE987654321");
    expect(text).not.toContain("Steuernummer");
  });

  it("a long invoice runs over several pages", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const lines = Array.from({ length: 50 }, (_, i) => ({
      description: `Line ${i + 1}: ${"a long description of the work ".repeat(3)}`,
      quantity: 1 + (i % 3),
      unitPriceCents: 1000 + i,
    }));
    const invoice = await seedInvoice(t, code, { lines, locale: "fr" });
    const { text, pages } = await download(invoice.number);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Line 50:");
    expect(text).toContain(`Page ${pages} sur ${pages}`);
  });
});

describe("credit note PDF", () => {
  let cn = 0;
  /** A credit note row as the refund flow writes it (its number from year 2098: no counter is needed to render). */
  async function seedCreditNote(code: string, locale: string, amountCents: number, reason: string) {
    const invoice = await seedInvoice(t, code, { locale });
    const [note] = await t.database.db
      .insert(creditNotes)
      .values({
        number: `CN-2098-${String(++cn).padStart(4, "0")}`,
        invoiceId: invoice.id,
        orderId: invoice.orderId,
        currency: invoice.currency,
        amountCents,
        reason,
        seller: SELLER,
        buyer: invoice.buyer,
        locale,
        issuedAt: new Date("2098-03-12T09:00:00Z"),
      })
      .returning();
    return { note: note!, invoice };
  }

  it("an English credit note names its number, the invoice it credits, the amount, the parties and the payback", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const { note, invoice } = await seedCreditNote(code, "en", 142_800, "Cancelled within 48 hours of the start");
    const res = await t.request(`/api/credit-notes/${note.number}/pdf`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text, pages } = await parsePdf(Buffer.from(await res.arrayBuffer()), "credit-note-en.pdf");
    expect(pages).toBe(1);
    for (const expected of [
      "Credit note",
      note.number,
      `Credits invoice ${invoice.number}`,
      "Amount credited",
      "$1,428.00",
      "March 12, 2098",
      code,
      "Umbra Agency Ltd.",
      "Tax ID: DE123456789",
      "Carla Records GmbH",
      "Cancelled within 48 hours of the start",
      "original payment method within 5–10 business days",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("a Japanese credit note is in Japanese, with its number, the credited invoice and the amount", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "ja");
    const { note, invoice } = await seedCreditNote(code, "ja", 47_600, "作業開始前のキャンセル");
    const { text } = await parsePdf((await creditNotePdf(t.database.db, note.number))!, "credit-note-ja.pdf");
    for (const expected of [
      "クレジットノート",
      "クレジットノート番号",
      note.number,
      "対象の請求書",
      invoice.number,
      "返金額",
      "$476.00",
      "2098年3月12日",
      "作業開始前のキャンセル",
      "請求元",
      "請求先",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("the PDF is for the order's owner and staff: another client, a stranger and unknown numbers get 404", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const { note } = await seedCreditNote(code, "en", 1_000, "");
    const other = await signedInUser(t, { name: "Olga Other" });
    const get = (number: string, cookie?: string) =>
      t.request(`/api/credit-notes/${number}/pdf`, { headers: cookie ? { cookie } : {} });
    expect((await get(note.number, admin.cookie)).status).toBe(200);
    expect((await get(note.number.toLowerCase(), client.cookie)).status).toBe(200);
    expect((await get(note.number, other.cookie)).status).toBe(404);
    expect((await get(note.number)).status).toBe(404);
    expect((await get("CN-2098-9999", admin.cookie)).status).toBe(404);
    expect((await get("INV-2098-0001", admin.cookie)).status).toBe(404);
    expect(await creditNotePdf(t.database.db, "CN-2098-9999")).toBeUndefined();
  });
});

describe("without Stripe keys", () => {
  it("card is not offered: checkout is 404 PAYMENT_METHOD_UNAVAILABLE and the webhook does not exist", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const invoice = await seedInvoice(t, code);
    const res = await t.request(`/api/invoices/${invoice.number}/checkout`, {
      method: "POST",
      headers: { cookie: client.cookie, "x-forwarded-for": randomIp() },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("PAYMENT_METHOD_UNAVAILABLE");
    const billing = await t.request(`/api/orders/${code}/billing`, { headers: { cookie: client.cookie } });
    expect((await billing.json()).paymentOptions.card).toBe(false);
    const hook = await t.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      body: "{}",
    });
    expect(hook.status).toBe(404);
  });
});
