import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_VISIT_MINUTES } from "../../common/dashboard";
import { dashboardVisits, orders, session } from "../../server/db/schema";
import { randomIp, signIn, signedInUser } from "./auth-helpers";
import { completeBillingSetup, dayFromToday, issueInvoice, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
/** LINES of billing-helpers: 2 × $1,500.00 + $499.99, no tax. */
const TOTAL = 349_999;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  await completeBillingSetup(t, admin.cookie);
}, 120_000);
afterAll(() => t?.close());

const dashboard = (cookie: string) => getJson(t, "/api/dashboard", cookie);

async function invoiceOf(code: string, body: Record<string, unknown> = {}) {
  const res = await issueInvoice(t, admin.cookie, code, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { invoice: { number: string } }).invoice.number;
}

function staffFile(code: string) {
  const form = new FormData();
  form.append("files", new File(["%PDF-1.4 draft"], "draft.pdf", { type: "application/pdf" }));
  return t.request(`/api/orders/${code}/files`, {
    method: "POST",
    headers: { cookie: admin.cookie, "x-forwarded-for": randomIp() },
    body: form,
  });
}

describe("GET /api/dashboard", () => {
  it("answers a signed-out visitor 401 with the error shape", async () => {
    const res = await t.request("/api/dashboard");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "UNAUTHORIZED", message: expect.any(String) } });
  });

  it("says nothing waits for a client without orders", async () => {
    const fresh = await signedInUser(t, { name: "Nia New" });
    const { status, body } = await dashboard(fresh.cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      actions: { quotes: [], invoices: [], messages: [], files: [] },
      balances: [],
      orders: [],
    });
  });

  it("lists an open quote, unpaid invoices with their balance and overdue flag, the balance per currency, messages and new files", async () => {
    const client = await signedInUser(t, { name: "Chris Client" });
    const quoted = (await placeOrder(t, client.user.email, client.cookie)).code;
    const late = (await placeOrder(t, client.user.email, client.cookie)).code;
    const partly = (await placeOrder(t, client.user.email, client.cookie)).code;
    const settled = (await placeOrder(t, client.user.email, client.cookie)).code;

    expect((await sendQuote(t, admin.cookie, quoted)).status).toBe(201);
    const lateNumber = await invoiceOf(late, { dueDate: dayFromToday(-3) });
    const partlyNumber = await invoiceOf(partly, { dueDate: dayFromToday(10) });
    const pay = (number: string, amountCents?: number) =>
      post(t, `/api/admin/invoices/${number}/payments`, admin.cookie, {
        method: "bank_transfer",
        receivedOn: dayFromToday(0),
        reference: "SEPA",
        ...(amountCents ? { amountCents } : {}),
      });
    expect((await pay(partlyNumber, 100_000)).status).toBe(201);
    expect((await pay(await invoiceOf(settled))).status).toBe(201);
    expect((await post(t, `/api/admin/orders/${quoted}/messages`, admin.cookie, { body: "Quote is in." })).status).toBe(
      201,
    );
    expect((await staffFile(quoted)).status).toBe(201);

    const { status, body } = await dashboard(client.cookie);
    expect(status).toBe(200);
    expect(body.actions.quotes).toEqual([
      { orderCode: quoted, version: 1, currency: "USD", totalCents: TOTAL, validUntil: dayFromToday(30) },
    ]);
    // The overdue invoice first; the paid one is not asked for.
    expect(body.actions.invoices).toEqual([
      {
        number: lateNumber,
        orderCode: late,
        currency: "USD",
        totalCents: TOTAL,
        balanceCents: TOTAL,
        dueDate: dayFromToday(-3),
        overdue: true,
      },
      {
        number: partlyNumber,
        orderCode: partly,
        currency: "USD",
        totalCents: TOTAL,
        balanceCents: TOTAL - 100_000,
        dueDate: dayFromToday(10),
        overdue: false,
      },
    ]);
    expect(body.balances).toEqual([{ currency: "USD", balanceCents: 2 * TOTAL - 100_000, overdueCents: TOTAL }]);
    expect(body.actions.messages).toEqual([{ orderCode: quoted, unread: 1 }]);
    expect(body.actions.files).toEqual([{ orderCode: quoted, count: 1 }]);
    const steps = Object.fromEntries(
      (body.orders as { code: string; nextStep: string }[]).map((o) => [o.code, o.nextStep]),
    );
    expect(steps).toEqual({
      [quoted]: "answerQuote",
      [late]: "payOverdue",
      [partly]: "payInvoice",
      // Paid in full but not started by staff (money never starts the work): said as such, not "working on it".
      [settled]: "paidNotStarted",
    });

    // Looking at the files and the thread clears them; accepting the quote turns it into an invoice due in 14 days.
    expect((await getJson(t, `/api/orders/${quoted}/files`, client.cookie)).status).toBe(200);
    expect((await getJson(t, `/api/orders/${quoted}/messages`, client.cookie)).status).toBe(200);
    const accepted = await post(t, `/api/orders/${quoted}/quotes/1/decision`, client.cookie, { decision: "accept" });
    expect(accepted.status).toBe(200);
    const after = (await dashboard(client.cookie)).body;
    expect(after.actions.quotes).toEqual([]);
    expect(after.actions.messages).toEqual([]);
    expect(after.actions.files).toEqual([]);
    expect(after.actions.invoices.map((i: { orderCode: string }) => i.orderCode)).toEqual([late, partly, quoted]);
    expect(after.balances[0].balanceCents).toBe(3 * TOTAL - 100_000);
  });

  it("sums the open balance per currency: what is left of a partly paid invoice, never a refunded one", async () => {
    const client = await signedInUser(t, { name: "Cleo Currencies" });
    const other = await signedInUser(t, { name: "Otto Other" });
    const order = async () => (await placeOrder(t, client.user.email, client.cookie)).code;
    const [quoted, unpaid, euros, eurosPartly, refunded] = [
      await order(),
      await order(),
      await order(),
      await order(),
      await order(),
    ];
    // No request sets an order's currency yet (orders are taken in USD): the database does, as staff would.
    for (const code of [euros, eurosPartly]) {
      await t.database.db.update(orders).set({ currency: "EUR" }).where(eq(orders.code, code));
    }
    const pay = async (number: string, amountCents: number) =>
      expect(
        (
          await post(t, `/api/admin/invoices/${number}/payments`, admin.cookie, {
            method: "bank_transfer",
            receivedOn: dayFromToday(0),
            reference: "SEPA",
            amountCents,
          })
        ).status,
      ).toBe(201);

    expect((await sendQuote(t, admin.cookie, quoted)).status).toBe(201);
    const unpaidNumber = await invoiceOf(unpaid, { dueDate: dayFromToday(7) });
    const eurosNumber = await invoiceOf(euros, { dueDate: dayFromToday(-1) });
    const eurosPartlyNumber = await invoiceOf(eurosPartly, { dueDate: dayFromToday(5) });
    await pay(eurosPartlyNumber, 250_000);
    // Paid in part, then cancelled with a refund (a credit note): the cancellation settles it, nothing is asked.
    const refundedNumber = await invoiceOf(refunded, { dueDate: dayFromToday(5) });
    await pay(refundedNumber, 100_000);
    expect(
      (await post(t, `/api/orders/${refunded}/cancellation`, client.cookie, { reason: "Plans changed" })).status,
    ).toBe(201);
    expect(
      (await post(t, `/api/admin/orders/${refunded}/cancellation/decision`, admin.cookie, { decision: "approve" }))
        .status,
    ).toBe(200);
    const billing = (await getJson(t, `/api/orders/${refunded}/billing`, client.cookie)).body;
    expect(billing.invoices[0]).toMatchObject({ number: refundedNumber, refundedCents: expect.any(Number) });
    expect(billing.invoices[0].refundedCents).toBeGreaterThan(0);

    const { body } = await dashboard(client.cookie);
    expect(body.actions.quotes).toEqual([
      expect.objectContaining({ orderCode: quoted, currency: "USD", totalCents: TOTAL }),
    ]);
    expect(body.actions.invoices).toEqual([
      expect.objectContaining({ number: eurosNumber, currency: "EUR", balanceCents: TOTAL, overdue: true }),
      expect.objectContaining({
        number: eurosPartlyNumber,
        currency: "EUR",
        totalCents: TOTAL,
        balanceCents: TOTAL - 250_000,
        overdue: false,
      }),
      expect.objectContaining({ number: unpaidNumber, currency: "USD", balanceCents: TOTAL, overdue: false }),
    ]);
    // Two currencies are never added together; an open quote is not owed yet.
    expect(body.balances).toEqual([
      { currency: "EUR", balanceCents: 2 * TOTAL - 250_000, overdueCents: TOTAL },
      { currency: "USD", balanceCents: TOTAL, overdueCents: 0 },
    ]);
    expect(JSON.stringify(body)).not.toContain(refundedNumber);
    expect(body.orders.find((o: { code: string }) => o.code === refunded)).toMatchObject({ status: "cancelled" });

    // Another client sees none of it.
    const theirs = (await dashboard(other.cookie)).body;
    expect(theirs).toMatchObject({
      actions: { quotes: [], invoices: [], messages: [], files: [] },
      balances: [],
      orders: [],
    });
  });

  it("never shows another client's orders, quotes or invoices", async () => {
    const mine = await signedInUser(t, { name: "Mia Mine" });
    const theirs = await signedInUser(t, { name: "Theo Theirs" });
    const myCode = (await placeOrder(t, mine.user.email, mine.cookie)).code;
    const theirCode = (await placeOrder(t, theirs.user.email, theirs.cookie)).code;
    expect((await sendQuote(t, admin.cookie, theirCode)).status).toBe(201);
    const theirInvoice = await invoiceOf(theirCode);
    await post(t, `/api/admin/orders/${theirCode}/messages`, admin.cookie, { body: "For Theo only." });

    const { body } = await dashboard(mine.cookie);
    const text = JSON.stringify(body);
    expect(text).not.toContain(theirCode);
    expect(text).not.toContain(theirInvoice);
    expect(body.orders.map((o: { code: string }) => o.code)).toEqual([myCode]);
    expect(body.balances).toEqual([]);

    const other = (await dashboard(theirs.cookie)).body;
    expect(other.actions.quotes.map((q: { orderCode: string }) => q.orderCode)).toEqual([theirCode]);
    expect(JSON.stringify(other)).not.toContain(myCode);
  });

  it("greets a first visit as such through its reloads, and a return after signing in again or once the visit is over", async () => {
    const first = await signedInUser(t, { name: "Fay First" });
    expect((await dashboard(first.cookie)).body.firstVisit).toBe(true);
    // A reload in the same session is still the first visit.
    expect((await dashboard(first.cookie)).body.firstVisit).toBe(true);
    const again = await signIn(t, first.user.email, first.user.password);
    expect((await dashboard(again)).body.firstVisit).toBe(false);
    // The first session is "back" too once the visit is over (a session is renewed while used and may last weeks).
    expect((await dashboard(first.cookie)).body.firstVisit).toBe(true);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.database.db
      .update(session)
      .set({ createdAt: ago(24 * 60) })
      .where(eq(session.userId, first.user.id));
    await t.database.db
      .update(dashboardVisits)
      .set({ firstSeenAt: ago(FIRST_VISIT_MINUTES + 1) })
      .where(eq(dashboardVisits.userId, first.user.id));
    expect((await dashboard(first.cookie)).body.firstVisit).toBe(false);
  });
});
