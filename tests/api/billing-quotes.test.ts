import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, quotes } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { dayFromToday, decide, LINES, queuedTo, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;
let other: Session;
let stranger: Session;
const STAFF = "staff@agency.test";
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: STAFF } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  other = await signedInUser(t, { name: "Olga Other" });
  stranger = await signedInUser(t, { name: "Sam Stranger" });
  const settings = await post(
    t,
    "/api/admin/billing/settings",
    admin.cookie,
    {
      legalName: "Umbra Agency Ltd.",
      address: "1 Shadow Lane\nLondon",
      taxId: "GB123456789",
      bankDetails: "IBAN GB00 UMBR 0000 0000 0000 00",
      cryptoAddresses: "BTC bc1qexample",
      taxRateBp: 1900,
      paymentTermDays: 10,
      bankTransferEnabled: true,
      cryptoEnabled: false,
    },
    "PUT",
  );
  expect(settings.status).toBe(200);
});
afterAll(() => t.close());

describe("quote → accept → invoice", () => {
  it("staff send a quote, the client accepts it: who, when and IP recorded, invoice issued with the right totals", async () => {
    const saved = await post(
      t,
      "/api/profile/billing",
      client.cookie,
      { company: "Client Co", address: "5 Main St", taxId: "DE999" },
      "PUT",
    );
    expect(saved.status).toBe(200);
    const { code, id } = await placeOrder(t, client.user.email, client.cookie);

    const sent = await sendQuote(t, admin.cookie, code);
    expect(sent.status).toBe(201);
    const { quote } = await sent.json();
    // Net, tax at the seller's rate and the gross total, computed as the invoice's will be.
    // 349,999 × 19 % = 66,499.81 → 66,500 (half up to the cent).
    expect(quote).toMatchObject({
      version: 1,
      status: "open",
      currency: "USD",
      subtotalCents: 349_999,
      taxRateBp: 1900,
      taxCents: 66_500,
      totalCents: 416_499,
      decidedAt: null,
    });
    expect(quote.lines).toEqual(LINES);

    const mail = await queuedTo(t, client.user.email);
    const quoteMail = mail.find((m) => m.subject === `Your quote for order ${code} (version 1)`)!;
    expect(quoteMail.text).toContain(`/dashboard/orders/${code}`);
    // The e-mail states net, tax and the gross total the invoice will carry.
    expect(quoteMail.text).toContain("Subtotal $3,499.99 + tax 19% ($665.00) = total $4,164.99");

    const seen = await getJson(t, `/api/orders/${code}/billing`, client.cookie);
    expect(seen.status).toBe(200);
    expect(seen.body.quotes).toHaveLength(1);
    expect(seen.body.quotes[0]).toMatchObject({ subtotalCents: 349_999, taxCents: 66_500, totalCents: 416_499 });
    expect(seen.body.invoices).toEqual([]);
    expect(seen.body.paymentOptions).toEqual({
      bankTransfer: "IBAN GB00 UMBR 0000 0000 0000 00",
      crypto: null,
      card: false,
      wallet: false,
    });

    const res = await decide(t, client.cookie, code, 1, { decision: "accept" }, "203.0.113.7");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.quote).toMatchObject({ version: 1, status: "accepted", declineReason: null, totalCents: 416_499 });
    expect(body.quote.decidedAt).toEqual(expect.any(String));
    // 349,999 × 19 % = 66,499.81 → 66,500 (half up to the cent).
    expect(body.invoice).toMatchObject({
      number: `INV-${year}-0001`,
      orderCode: code,
      status: "issued",
      subtotalCents: 349_999,
      taxRateBp: 1900,
      taxCents: 66_500,
      totalCents: 416_499,
      paidCents: 0,
      payments: [],
      dueDate: dayFromToday(10),
      overdue: false,
      replacesNumber: null,
      seller: { name: "Umbra Agency Ltd.", taxId: "GB123456789", address: "1 Shadow Lane\nLondon" },
      buyer: {
        name: "Chris Client",
        email: client.user.email,
        company: "Client Co",
        address: "5 Main St",
        taxId: "DE999",
      },
    });

    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.orderId, id));
    expect(row).toMatchObject({ decidedIp: "203.0.113.7", decidedBy: client.user.id, status: "accepted" });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.amountCents).toBe(349_999);

    const staffMail = await queuedTo(t, STAFF);
    const accepted = staffMail.find((m) => m.subject === `Quote 1 accepted on ${code}`)!;
    expect(accepted.text).toContain(`/admin/orders/${code}`);
    const clientSubjects = (await queuedTo(t, client.user.email)).map((m) => m.subject);
    expect(clientSubjects).toContain(`Quote 1 accepted on ${code}`);
    expect(clientSubjects).toContain(`Invoice INV-${year}-0001 for order ${code}`);

    // The admin sees the same; once accepted, no new quote and no second decision.
    const staffView = await getJson(t, `/api/admin/orders/${code}/billing`, admin.cookie);
    expect(staffView.body.invoices.map((i: { number: string }) => i.number)).toEqual([`INV-${year}-0001`]);
    const again = await sendQuote(t, admin.cookie, code);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("QUOTE_ACCEPTED");
    const twice = await decide(t, client.cookie, code, 1, { decision: "accept" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe("QUOTE_NOT_OPEN");
  });
});

describe("revisions and declines", () => {
  it("a revised quote supersedes the open one; the history stays, newest first", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    expect((await sendQuote(t, admin.cookie, code)).status).toBe(201);
    const revised = await sendQuote(t, admin.cookie, code, {
      lines: [{ description: "Edit only", quantity: 1, unitPriceCents: 99_00 }],
    });
    expect(revised.status).toBe(201);
    // 9,900 × 19 % = 1,881.
    expect((await revised.json()).quote).toMatchObject({
      version: 2,
      status: "open",
      subtotalCents: 9900,
      totalCents: 11_781,
    });

    const { body } = await getJson(t, `/api/orders/${code}/billing`, client.cookie);
    expect(body.quotes.map((q: { version: number; status: string }) => [q.version, q.status])).toEqual([
      [2, "open"],
      [1, "superseded"],
    ]);
    const old = await decide(t, client.cookie, code, 1, { decision: "accept" });
    expect(old.status).toBe(409);
    expect((await old.json()).error.code).toBe("QUOTE_NOT_OPEN");
    const missing = await decide(t, client.cookie, code, 7, { decision: "accept" });
    expect(missing.status).toBe(404);
    const notAVersion = await decide(t, client.cookie, code, "x" as unknown as number, { decision: "accept" });
    expect(notAVersion.status).toBe(404);
  });

  it("the client declines with a reason: staff are told why, no invoice; staff may send a new version", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    await sendQuote(t, admin.cookie, code);
    const res = await decide(t, client.cookie, code, 1, { decision: "decline", reason: "Over our budget" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.invoice).toBeNull();
    expect(body.quote).toMatchObject({ status: "declined", declineReason: "Over our budget" });
    const staffMail = (await queuedTo(t, STAFF)).find((m) => m.subject === `Quote 1 declined on ${code}`)!;
    expect(staffMail.text).toContain("Reason: Over our budget");
    expect((await queuedTo(t, client.user.email)).map((m) => m.subject)).toContain(`Quote 1 declined on ${code}`);

    const next = await sendQuote(t, admin.cookie, code);
    expect((await next.json()).quote.version).toBe(2);
  });

  it("an expired quote cannot be accepted; a validity date in the past is refused; bad bodies are 400", async () => {
    const { code, id } = await placeOrder(t, client.user.email, client.cookie);
    const past = await sendQuote(t, admin.cookie, code, { validUntil: dayFromToday(-1) });
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields.validUntil).toBe("errors.date");
    await sendQuote(t, admin.cookie, code);
    await t.database.db.execute(sql`update quotes set valid_until = current_date - 1 where order_id = ${id}`);
    const late = await decide(t, client.cookie, code, 1, { decision: "accept" });
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe("QUOTE_EXPIRED");

    expect((await decide(t, client.cookie, code, 1, { decision: "maybe" })).status).toBe(400);
    expect((await sendQuote(t, admin.cookie, code, { lines: [] })).status).toBe(400);
    expect(
      (await sendQuote(t, admin.cookie, code, { lines: [{ description: "x", quantity: 0, unitPriceCents: 1 }] }))
        .status,
    ).toBe(400);
  });

  it("mails the client in the order's language with a localized link", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "de");
    await sendQuote(t, admin.cookie, code);
    const mail = (await queuedTo(t, client.user.email)).find((m) => m.subject.startsWith("Ihr Angebot"))!;
    expect(mail.subject).toBe(`Ihr Angebot zur Bestellung ${code} (Version 1)`);
    expect(mail.text).toContain(`/de/dashboard/orders/${code}`);
  });
});

describe("the binding total", () => {
  it("a quote keeps the tax rate it was sent with: its invoice carries the gross total the client accepted", async () => {
    const { code, id } = await placeOrder(t, client.user.email, client.cookie);
    const { quote } = await (await sendQuote(t, admin.cookie, code)).json();
    expect(quote).toMatchObject({ taxRateBp: 1900, totalCents: 416_499 });
    // Staff change the rate after sending: the quote (and its e-mail) said 19 %, so its invoice says 19 % too.
    const settings = (await getJson(t, "/api/admin/billing/settings", admin.cookie)).body;
    const changed = { ...settings, taxRateBp: 700 };
    expect((await post(t, "/api/admin/billing/settings", admin.cookie, changed, "PUT")).status).toBe(200);
    try {
      const shown = (await getJson(t, `/api/orders/${code}/billing`, client.cookie)).body.quotes[0];
      expect(shown).toMatchObject({ taxRateBp: 1900, totalCents: 416_499 });
      const { invoice } = await (await decide(t, client.cookie, code, 1, { decision: "accept" })).json();
      expect(invoice).toMatchObject({
        subtotalCents: shown.subtotalCents,
        taxRateBp: shown.taxRateBp,
        taxCents: shown.taxCents,
        totalCents: shown.totalCents,
      });
      // The order's amount follows the accepted quote (its net; the header shows net, tax and gross).
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(order!.amountCents).toBe(349_999);
      // The staff's e-mail names the gross total accepted.
      const accepted = (await queuedTo(t, STAFF)).find((m) => m.subject === `Quote 1 accepted on ${code}`)!;
      expect(accepted.text).toContain("$4,164.99");
    } finally {
      const back = { ...changed, taxRateBp: 1900 };
      expect((await post(t, "/api/admin/billing/settings", admin.cookie, back, "PUT")).status).toBe(200);
    }
  });

  it("a plan's line is named in the client's language on the quote and on its invoice, as issued", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie, "ja");
    // Staff (working in English) start from the plan's line, as the order sheet does.
    const lines = [
      { description: "Music Promotion — Starter", quantity: 1, unitPriceCents: 129_900 },
      { description: "Extra mastering", quantity: 1, unitPriceCents: 10_000 },
    ];
    const { quote } = await (await sendQuote(t, admin.cookie, code, { lines })).json();
    expect(quote.lines.map((l: { description: string }) => l.description)).toEqual([
      "音楽プロモーション — スターター",
      // Staff's own words stay as written.
      "Extra mastering",
    ]);
    const { invoice } = await (await decide(t, client.cookie, code, 1, { decision: "accept" })).json();
    expect(invoice.lines[0].description).toBe("音楽プロモーション — スターター");
  });
});

describe("who sees an order's billing", () => {
  it("only the owner and staff; another client, a stranger and guessed codes get 404", async () => {
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    await sendQuote(t, admin.cookie, code);
    for (const who of [other, stranger]) {
      expect((await getJson(t, `/api/orders/${code}/billing`, who.cookie)).status).toBe(404);
      expect((await decide(t, who.cookie, code, 1, { decision: "accept" })).status).toBe(404);
    }
    for (const guess of ["ORD-999999", "ORD-0", "nonsense", "ORD-1%20"]) {
      expect((await getJson(t, `/api/orders/${guess}/billing`, client.cookie)).status).toBe(404);
      expect((await getJson(t, `/api/admin/orders/${guess}/billing`, admin.cookie)).status).toBe(404);
    }
    // Not signed in: 401, as every signed-in route; a client in the admin area: 403.
    expect((await t.request(`/api/orders/${code}/billing`)).status).toBe(401);
    expect((await getJson(t, `/api/admin/orders/${code}/billing`, client.cookie)).status).toBe(403);
    expect((await sendQuote(t, client.cookie, code)).status).toBe(403);
    // The quote is still open: nobody else decided it.
    const { body } = await getJson(t, `/api/orders/${code}/billing`, client.cookie);
    expect(body.quotes[0].status).toBe("open");
  });
});
