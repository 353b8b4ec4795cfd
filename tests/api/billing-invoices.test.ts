import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SELLER_SETTINGS } from "../../common/billing";
import { invoices, payments } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup, dayFromToday, issueInvoice, queuedTo } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let other: Session;
const year = new Date().getUTCFullYear();
const num = (n: number) => `INV-${year}-${String(n).padStart(4, "0")}`;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
  initialSettings = (await getJson(t, "/api/admin/billing/settings", admin.cookie)).body;
  await completeBillingSetup(t, admin.cookie);
});
let initialSettings: unknown;
afterAll(() => t.close());

describe("invoice numbers", () => {
  it("stay gapless and unique under 20 concurrent issues across several orders", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await placeOrder(t, client.user.email, client.cookie)).code);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        issueInvoice(t, admin.cookie, codes[i % 4]!, {
          lines: [{ description: `Item ${i}`, quantity: 1, unitPriceCents: 1000 + i }],
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = (await Promise.all(answers.map(async (r) => (await r.json()).invoice.number as string))).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => num(i + 1)));
    const [counter] = (
      await t.database.db.execute<{ last: number }>(sql`select last from invoice_counters where year = ${year}`)
    ).rows;
    expect(Number(counter!.last)).toBe(20);
  });
});

describe("an issued invoice", () => {
  it("cannot be edited or deleted, even in SQL", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const { invoice } = await (await issueInvoice(t, admin.cookie, code)).json();
    const byNumber = eq(invoices.number, invoice.number);
    await expect(t.database.db.update(invoices).set({ totalCents: 1 }).where(byNumber)).rejects.toThrow();
    await expect(
      t.database.db
        .update(invoices)
        .set({ buyer: { name: "Someone else" } })
        .where(byNumber),
    ).rejects.toThrow();
    await expect(t.database.db.delete(invoices).where(byNumber)).rejects.toThrow();
    const [row] = await t.database.db.select().from(invoices).where(byNumber);
    expect(row!.totalCents).toBe(invoice.totalCents);
    // There is no edit route either.
    const put = await post(t, `/api/admin/invoices/${invoice.number}`, admin.cookie, { totalCents: 1 }, "PUT");
    expect(put.status).toBe(404);
  });

  it("is voided with a reason and issued anew: the new one names the one it replaces", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const first = (await (await issueInvoice(t, admin.cookie, code)).json()).invoice;

    const noReason = await post(t, `/api/admin/invoices/${first.number}/void`, admin.cookie, { reason: "" });
    expect(noReason.status).toBe(400);
    const voided = await post(t, `/api/admin/invoices/${first.number}/void`, admin.cookie, {
      reason: "Wrong quantity",
    });
    expect(voided.status).toBe(200);
    expect((await voided.json()).invoice).toMatchObject({
      number: first.number,
      status: "void",
      voidReason: "Wrong quantity",
      voidedAt: expect.any(String),
      totalCents: first.totalCents,
    });
    const twice = await post(t, `/api/admin/invoices/${first.number}/void`, admin.cookie, { reason: "Again" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe("INVOICE_NOT_VOIDABLE");
    for (const missing of [`INV-${year}-9999`, "INV-1", "nonsense"]) {
      expect((await post(t, `/api/admin/invoices/${missing}/void`, admin.cookie, { reason: "Wrong" })).status).toBe(
        404,
      );
    }
    // A voided invoice never comes back, even in SQL.
    await expect(
      t.database.db.update(invoices).set({ status: "issued" }).where(eq(invoices.number, first.number)),
    ).rejects.toThrow();

    const second = (
      await (
        await issueInvoice(t, admin.cookie, code, {
          lines: [{ description: "Music video edit", quantity: 1, unitPriceCents: 150_000 }],
          dueDate: "2031-01-31",
        })
      ).json()
    ).invoice;
    expect(second).toMatchObject({ status: "issued", replacesNumber: first.number, dueDate: "2031-01-31" });
    expect(second.number).not.toBe(first.number);
    const third = (await (await issueInvoice(t, admin.cookie, code)).json()).invoice;
    expect(third.replacesNumber).toBeNull();

    const { body } = await getJson(t, `/api/orders/${code}/billing`, client.cookie);
    expect(body.invoices.map((i: { number: string; status: string }) => [i.number, i.status])).toEqual([
      [third.number, "issued"],
      [second.number, "issued"],
      [first.number, "void"],
    ]);
  });

  it("shows its payments and what is paid; an issued one past its due date is overdue", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const { invoice } = await (await issueInvoice(t, admin.cookie, code, { dueDate: dayFromToday(-3) })).json();
    expect(invoice.overdue).toBe(true);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.number, invoice.number));
    await t.database.db.insert(payments).values([
      { invoiceId: row!.id, amountCents: 10_000, method: "bank_transfer", reference: "TX-1", receivedOn: "2026-01-02" },
      { invoiceId: row!.id, amountCents: 5_000, method: "crypto", reference: "0xabc", receivedOn: "2026-01-05" },
    ]);
    const { body } = await getJson(t, `/api/orders/${code}/billing`, client.cookie);
    expect(body.invoices[0]).toMatchObject({
      paidCents: 15_000,
      payments: [
        { amountCents: 10_000, method: "bank_transfer", reference: "TX-1", receivedOn: "2026-01-02" },
        { amountCents: 5_000, method: "crypto", reference: "0xabc", receivedOn: "2026-01-05" },
      ],
    });
  });

  it("is e-mailed to the client in the order's language", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "fr");
    const { invoice } = await (await issueInvoice(t, admin.cookie, code)).json();
    const mail = (await queuedTo(t, client.user.email)).find((m) => m.subject.includes(invoice.number))!;
    expect(mail.subject).toBe(`Facture ${invoice.number} pour la commande ${code}`);
    expect(mail.text).toContain(`/fr/dashboard/orders/${code}`);
  });

  it("is seen only by the order's owner and staff", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    await issueInvoice(t, admin.cookie, code);
    expect((await getJson(t, `/api/orders/${code}/billing`, other.cookie)).status).toBe(404);
    expect((await getJson(t, `/api/orders/${code}/billing`, client.cookie)).body.invoices).toHaveLength(1);
    expect((await getJson(t, `/api/admin/orders/${code}/billing`, admin.cookie)).body.invoices).toHaveLength(1);
    expect((await issueInvoice(t, client.cookie, code)).status).toBe(403);
    expect((await issueInvoice(t, admin.cookie, "ORD-999999")).status).toBe(404);
    expect((await issueInvoice(t, admin.cookie, code, { lines: [] })).status).toBe(400);
  });
});

describe("settings and billing details", () => {
  it("seller settings round-trip; the public settings show the seller's identity", async () => {
    expect(initialSettings).toEqual(DEFAULT_SELLER_SETTINGS);
    const next = {
      legalName: "Umbra Studio GmbH",
      address: "Schattenweg 1\n10115 Berlin",
      taxId: "DE123456789",
      bankDetails: "IBAN DE00 0000 0000 0000 0000 00",
      cryptoAddresses: "ETH 0xabc",
      taxRateBp: 1900,
      paymentTermDays: 30,
      bankTransferEnabled: true,
      cryptoEnabled: true,
      taxIdNone: false,
      timeZone: "Europe/Berlin",
    };
    const saved = await post(t, "/api/admin/billing/settings", admin.cookie, next, "PUT");
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(next);
    expect((await getJson(t, "/api/admin/billing/settings", admin.cookie)).body).toEqual(next);

    const pub = await t.request("/api/settings/public");
    expect((await pub.json()).seller).toEqual({
      legalName: "Umbra Studio GmbH",
      address: "Schattenweg 1\n10115 Berlin",
      taxId: "DE123456789",
    });

    expect(
      (await post(t, "/api/admin/billing/settings", admin.cookie, { ...next, taxRateBp: 20_000 }, "PUT")).status,
    ).toBe(400);
    expect((await post(t, "/api/admin/billing/settings", client.cookie, next, "PUT")).status).toBe(403);

    // The next invoice prints these settings: tax rate, seller, due date from the payment term.
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const { invoice } = await (
      await issueInvoice(t, admin.cookie, code, { lines: [{ description: "A", quantity: 3, unitPriceCents: 3333 }] })
    ).json();
    expect(invoice).toMatchObject({
      subtotalCents: 9999,
      taxRateBp: 1900,
      taxCents: 1900,
      totalCents: 11_899,
      dueDate: dayFromToday(30),
      seller: { name: "Umbra Studio GmbH", taxId: "DE123456789", cryptoAddresses: "ETH 0xabc" },
    });
    const options = (await getJson(t, `/api/orders/${code}/billing`, client.cookie)).body.paymentOptions;
    expect(options).toEqual({ bankTransfer: next.bankDetails, crypto: "ETH 0xabc", card: false, wallet: false });
  });

  it("billing details round-trip and are printed on the next invoice; a guest order's buyer is its contact", async () => {
    expect((await getJson(t, "/api/profile/billing", other.cookie)).body).toEqual({
      company: "",
      address: "",
      taxId: "",
    });
    const details = { company: "Other Ltd", address: "9 High St\nLeeds", taxId: "GB42" };
    const saved = await post(t, "/api/profile/billing", other.cookie, details, "PUT");
    expect(await saved.json()).toEqual(details);
    expect((await getJson(t, "/api/profile/billing", other.cookie)).body).toEqual(details);
    expect((await post(t, "/api/profile/billing", other.cookie, { taxId: "x".repeat(51) }, "PUT")).status).toBe(400);
    expect((await t.request("/api/profile/billing")).status).toBe(401);

    const { code } = await placeOrder(t, other.user.email, other.cookie);
    const { invoice } = await (await issueInvoice(t, admin.cookie, code)).json();
    expect(invoice.buyer).toEqual({ name: "Olga Other", email: other.user.email, ...details });

    const guest = await placeOrder(t, "guest@example.com");
    const guestInvoice = (await (await issueInvoice(t, admin.cookie, guest.code)).json()).invoice;
    expect(guestInvoice.buyer).toEqual({
      name: "Carla Client",
      email: "guest@example.com",
      company: "",
      address: "",
      taxId: "",
    });
  });
});

describe("text that is not text (issue 37, point 11)", () => {
  it("a lone surrogate in an invoice line or the seller settings is 400, never a 500 from the JSON column", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    // The fuzz's body, with a half of a UTF-16 pair where PostgreSQL's jsonb refused it (500 INTERNAL before).
    for (const description of ["2026-12-01\ud800", "\udc00 2026-12-01"]) {
      const res = await issueInvoice(t, admin.cookie, code, {
        lines: [{ description, quantity: 1, unitPriceCents: 1 }],
        id: "x",
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
    }
    // Settings are kept as JSON text and went back to a lone surrogate when read: every later invoice failed.
    const settings = await post(
      t,
      "/api/admin/billing/settings",
      admin.cookie,
      {
        ...(await getJson(t, "/api/admin/billing/settings", admin.cookie)).body,
        legalName: "Umbra \ud83d",
      },
      "PUT",
    );
    expect(settings.status).toBe(400);
    // A pair that makes a character is text: the same body with an emoji is issued.
    const ok = await issueInvoice(t, admin.cookie, code, {
      lines: [{ description: "2026-12-01 \ud83d\ude42", quantity: 1, unitPriceCents: 1 }],
      id: "x",
    });
    expect(ok.status).toBe(201);
    expect((await ok.json()).invoice.lines[0].description).toBe("2026-12-01 🙂");
  });
});
