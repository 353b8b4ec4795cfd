import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, addMonths, type RetainerView } from "@common/retainers";
import { dateIn } from "@common/refund-policy";
import { invoices, orders, retainers, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { runRetainerDueCheck, type RetainerDeps } from "../../server/services/retainers/due-check";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

let t: TestApp;
let deps: RetainerDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
const TZ = "Pacific/Auckland";
/** EUR 3,699.50 a month, tax 10 %: each period's invoice is €4,069.45. */
const PRICE = 369_950;
const GROSS = 406_945;

const PLANS = {
  plans: [
    {
      serviceId: "youtube",
      tierId: "professional",
      everyMonths: 1,
      quotaAmount: 8,
      quotaUnit: "posts",
      rollover: true,
    },
    { serviceId: "music", tierId: "starter", everyMonths: 3, quotaAmount: null, quotaUnit: "", rollover: false },
  ],
  settings: { invoiceDaysAhead: 7, maxPausePeriods: 3 },
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
  await completeBillingSetup(t, admin.cookie, { timeZone: TZ, taxRateBp: 1000 });
  const prices = [{ serviceId: "youtube", tierId: "professional", amountMinor: PRICE }];
  expect((await post(t, "/api/admin/catalog/prices/EUR", admin.cookie, { prices }, "PUT")).status).toBe(200);
  const region = { currency: "EUR", services: ["youtube", "music"] };
  expect((await post(t, "/api/admin/regions/eu", admin.cookie, region, "PUT")).status).toBe(200);
  expect((await post(t, "/api/admin/catalog/retainers", admin.cookie, PLANS, "PUT")).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** The client orders YouTube Professional from Europe (EUR). */
async function orderRetainer(): Promise<string> {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), cookie: `${client.cookie}; umbra_region=eu` },
    json: orderBody(client.user.email),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: { code: string } }).order.code;
}

const view = async (code: string, cookie = client.cookie): Promise<RetainerView> => {
  const { status, body } = await getJson(t, `/api/orders/${code}/retainer`, cookie);
  expect(status).toBe(200);
  return body.retainer;
};

/** Staff invoice the first month and record its payment by bank transfer: the retainer starts. */
async function startByPayment(code: string) {
  const lines = [{ description: "YouTube Growth — Professional", quantity: 1, unitPriceCents: PRICE }];
  const issued = await post(t, `/api/admin/orders/${code}/invoices`, admin.cookie, { lines });
  expect(issued.status).toBe(201);
  const { invoice } = (await issued.json()) as { invoice: { number: string } };
  const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
    method: "bank_transfer",
    receivedOn: dateIn(new Date(), TZ),
    reference: "first month",
  });
  expect(paid.status).toBe(201);
  return invoice.number;
}

/** The retainer's id of an order (due-check results name retainers). */
async function retainerId(code: string) {
  const [row] = await t.database.db
    .select({ id: retainers.id })
    .from(retainers)
    .innerJoin(orders, eq(orders.id, retainers.orderId))
    .where(eq(orders.code, code));
  return row!.id;
}

/** Midnight UTC of a calendar day: the afternoon of that day in Auckland, the admin's zone (the moved clock). */
const at = (day: string) => new Date(`${day}T00:00:00Z`);
const run = (day: string) => runRetainerDueCheck(deps, at(day));

async function invoicesOf(code: string) {
  const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  return t.database.db
    .select({
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(eq(invoices.orderId, order!.id)))
    .orderBy(invoices.id);
}

describe("plans", () => {
  it("staff mark tiers recurring; a quota needs its unit; a non-admin is refused", async () => {
    const { body } = await getJson(t, "/api/admin/catalog/retainers", admin.cookie);
    expect(body.plans).toEqual([
      { serviceId: "music", tierId: "starter", everyMonths: 3, quotaAmount: null, quotaUnit: "", rollover: false },
      PLANS.plans[0],
    ]);
    const bad = await post(
      t,
      "/api/admin/catalog/retainers",
      admin.cookie,
      { ...PLANS, plans: [{ serviceId: "youtube", tierId: "starter", quotaAmount: 3, quotaUnit: " " }] },
      "PUT",
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "VALIDATION_FAILED", fields: { "plans.0.quotaUnit": "errors.required" } },
    });
    expect((await post(t, "/api/admin/catalog/retainers", client.cookie, PLANS, "PUT")).status).toBe(403);
  });

  it("an order of a recurring tier carries a pending retainer at the order's EUR price; another client sees 404", async () => {
    const code = await orderRetainer();
    expect(await view(code)).toMatchObject({
      status: "pending",
      everyMonths: 1,
      quota: { amount: 8, unit: "posts" },
      rollover: true,
      amountCents: PRICE,
      currency: "EUR",
      current: null,
      nextInvoice: null,
    });
    const other = await signedInUser(t, { name: "Olga Other" });
    expect((await getJson(t, `/api/orders/${code}/retainer`, other.cookie)).status).toBe(404);
  });
});

describe("lifecycle on a moved clock", () => {
  it("starts when its first invoice is paid; opens each period on its day and invoices it 7 days ahead", async () => {
    const code = await orderRetainer();
    const first = await startByPayment(code);
    const today = dateIn(new Date(), TZ);
    const started = await view(code);
    expect(started).toMatchObject({ status: "active", startedOn: today });
    expect(started.current).toMatchObject({
      slot: 0,
      startsOn: today,
      included: 8,
      used: 0,
      left: 8,
      invoiceNumber: first,
    });
    const second = addMonths(today, 1);
    expect(started.nextInvoice).toEqual({
      issueOn: addDaysIso(second, -7),
      periodStartsOn: second,
      amountCents: GROSS,
      currency: "EUR",
    });

    expect((await post(t, `/api/admin/orders/${code}/retainer/usage`, admin.cookie, { used: 5 }, "PUT")).status).toBe(
      200,
    );
    expect((await view(code)).current).toMatchObject({ used: 5, left: 3 });

    // Eight days before: nothing; seven: the invoice, from the one series, in EUR, due on the period's first day.
    await run(addDaysIso(second, -8));
    expect(await invoicesOf(code)).toHaveLength(1);
    await run(addDaysIso(second, -7));
    const after = await invoicesOf(code);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ status: "issued", currency: "EUR", totalCents: GROSS, dueDate: second });
    expect(Number(after[1]!.number.slice(-4))).toBeGreaterThan(Number(first.slice(-4)));

    // The day before it the first period still runs; on its day the second opens with the 3 left rolled over.
    await run(addDaysIso(second, -1));
    expect((await view(code)).periods).toHaveLength(1);
    await run(second);
    const opened = await view(code);
    expect(opened.periods[0]).toMatchObject({
      slot: 1,
      startsOn: second,
      included: 8,
      rolledOver: 3,
      left: 11,
      invoiceNumber: after[1]!.number,
    });
    await run(second);
    expect(await invoicesOf(code)).toHaveLength(2);
  });

  it("two runs at once issue the period's invoice once", async () => {
    const code = await orderRetainer();
    await startByPayment(code);
    const due = addDaysIso(addMonths(dateIn(new Date(), TZ), 1), -7);
    const [a, b] = await Promise.all([run(due), run(due)]);
    const id = await retainerId(code);
    const mine = [...a.invoiced, ...b.invoiced].filter((i) => i.retainerId === id);
    expect(mine.filter((i) => i.slot === 1)).toHaveLength(1);
    expect(await invoicesOf(code)).toHaveLength(2);
  });

  it("after three months down it catches up in order: each period opened and invoiced once", async () => {
    const code = await orderRetainer();
    await startByPayment(code);
    const start = dateIn(new Date(), TZ);
    const result = await run(addDaysIso(addMonths(start, 3), 1));
    const id = await retainerId(code);
    expect(result.opened.filter((o) => o.retainerId === id).map((o) => o.slot)).toEqual([1, 2, 3]);
    const issued = result.invoiced.filter((i) => i.retainerId === id);
    expect(issued.map((i) => i.slot)).toEqual([1, 2, 3]);
    const numbers = issued.map((i) => Number(i.number.slice(-4)));
    expect([...numbers].sort((x, y) => x - y)).toEqual(numbers);
    const v = await view(code);
    expect(v.periods.map((p) => p.startsOn)).toEqual([3, 2, 1, 0].map((m) => addMonths(start, m)));
    // Nothing used: 8 a month rolls over, 8 + 8 + 8 left in the fourth.
    expect(v.current).toMatchObject({ slot: 3, rolledOver: 24, left: 32 });
    expect((await run(addDaysIso(addMonths(start, 3), 2))).invoiced.filter((i) => i.retainerId === id)).toEqual([]);
  });
});

describe("pause, resume, cancel", () => {
  it("pauses up to the setting: the paused periods neither open nor are invoiced; it resumes on its own", async () => {
    const code = await orderRetainer();
    await startByPayment(code);
    const start = dateIn(new Date(), TZ);
    const tooLong = await post(t, `/api/orders/${code}/retainer/pause`, client.cookie, { periods: 4 });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { fields: { periods: "errors.pausePeriods" } } });
    const paused = await post(t, `/api/orders/${code}/retainer/pause`, client.cookie, { periods: 2 });
    expect(paused.status).toBe(200);
    const back = addMonths(start, 3);
    expect((await paused.json()).retainer).toMatchObject({
      status: "paused",
      resumesOn: back,
      nextInvoice: { periodStartsOn: back, issueOn: addDaysIso(back, -7), amountCents: GROSS },
    });
    expect((await post(t, `/api/orders/${code}/retainer/pause`, client.cookie, { periods: 1 })).status).toBe(409);

    await run(addMonths(start, 1));
    await run(addMonths(start, 2));
    expect(await invoicesOf(code)).toHaveLength(1);
    await run(addDaysIso(back, -7));
    expect(await invoicesOf(code)).toHaveLength(2);
    await run(back);
    const v = await view(code);
    expect(v.status).toBe("active");
    expect(v.periods.map((p) => p.slot)).toEqual([3, 0]);
  });

  it("resumes early: the next period opens and is invoiced as if never paused", async () => {
    // An endpoint that asked for retainer changes (the webhook event of each status change, in its transaction).
    const [hook] = await t.database.db
      .insert(webhookEndpoints)
      .values({ url: "https://hooks.example.com/retainers", events: ["retainer.status_changed"], secret: "whsec_test" })
      .returning();
    const code = await orderRetainer();
    await startByPayment(code);
    const next = addMonths(dateIn(new Date(), TZ), 1);
    expect((await post(t, `/api/admin/orders/${code}/retainer/pause`, admin.cookie, { periods: 3 })).status).toBe(200);
    const resumed = await post(t, `/api/orders/${code}/retainer/resume`, client.cookie, {});
    expect(resumed.status).toBe(200);
    expect((await resumed.json()).retainer).toMatchObject({
      status: "active",
      resumesOn: null,
      nextInvoice: { periodStartsOn: next },
    });
    const sent = await t.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook!.id))
      .orderBy(webhookDeliveries.id);
    const events = sent.map((d) => JSON.parse(d.payload) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => [e.data.from, e.data.to])).toEqual([
      ["pending", "active"],
      ["active", "paused"],
      ["paused", "active"],
    ]);
    expect(events[0]).toMatchObject({
      type: "retainer.status_changed",
      data: { retainer: { orderCode: code, currency: "EUR", amountCents: PRICE, everyMonths: 1, status: "active" } },
    });
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, hook!.id));
  });

  it("cancel at period end: shown first (no refund for the current period), then the next invoice is voided", async () => {
    const code = await orderRetainer();
    await startByPayment(code);
    const start = dateIn(new Date(), TZ);
    const second = addMonths(start, 1);
    await run(addDaysIso(second, -7));
    const [, next] = await invoicesOf(code);
    const quotes = (await view(code)).cancelQuotes;
    expect(quotes).toEqual([
      {
        when: "period_end",
        endsOn: addDaysIso(second, -1),
        currentPeriodPaidCents: GROSS,
        refundCents: 0,
        voidedInvoices: [next!.number],
      },
      expect.objectContaining({ when: "now", currentPeriodPaidCents: GROSS, refundCents: 0 }),
    ]);
    const res = await post(t, `/api/orders/${code}/retainer/cancel`, client.cookie, { when: "period_end" });
    expect(res.status).toBe(200);
    expect((await res.json()).retainer).toMatchObject({
      status: "cancelling",
      endsOn: addDaysIso(second, -1),
      nextInvoice: null,
    });
    expect((await invoicesOf(code))[1]).toMatchObject({ number: next!.number, status: "void" });
    await run(second);
    expect(await view(code)).toMatchObject({ status: "cancelled", current: null });
    await run(addMonths(start, 3));
    expect(await invoicesOf(code)).toHaveLength(2);
  });

  it("cancel now after paying the next period: the current period is kept, the next is refunded", async () => {
    const code = await orderRetainer();
    await startByPayment(code);
    const second = addMonths(dateIn(new Date(), TZ), 1);
    await run(addDaysIso(second, -7));
    const [, next] = await invoicesOf(code);
    const paid = await post(t, `/api/admin/invoices/${next!.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: dateIn(new Date(), TZ),
    });
    expect(paid.status).toBe(201);
    const now = (await view(code)).cancelQuotes.find((q) => q.when === "now")!;
    expect(now).toEqual({
      when: "now",
      endsOn: dateIn(new Date(), TZ),
      currentPeriodPaidCents: GROSS,
      refundCents: GROSS,
      voidedInvoices: [],
    });
    const res = await post(t, `/api/admin/orders/${code}/retainer/cancel`, admin.cookie, { when: "now" });
    expect((await res.json()).retainer).toMatchObject({ status: "cancelled", nextInvoice: null, cancelQuotes: [] });
    expect((await post(t, `/api/orders/${code}/retainer/cancel`, client.cookie, { when: "now" })).status).toBe(409);
  });

  it("staff start a pending retainer: its first period opens and its invoice is issued at once", async () => {
    const code = await orderRetainer();
    const res = await post(t, `/api/admin/orders/${code}/retainer/start`, admin.cookie, {});
    expect(res.status).toBe(200);
    const { retainer } = (await res.json()) as { retainer: RetainerView };
    expect(retainer).toMatchObject({ status: "active", current: { slot: 0, included: 8 } });
    const issued = await invoicesOf(code);
    expect(issued).toEqual([expect.objectContaining({ status: "issued", totalCents: GROSS, currency: "EUR" })]);
    expect(retainer.current!.invoiceNumber).toBe(issued[0]!.number);
    expect((await post(t, `/api/admin/orders/${code}/retainer/start`, admin.cookie, {})).status).toBe(409);
  });
});
