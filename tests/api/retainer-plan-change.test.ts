import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RetainerOverview, RetainerView } from "@common/retainers";
import { creditNotes, invoices, orders } from "../../server/db/schema";
import { createLogger } from "../../server/lib/logger";
import { runRetainerDueCheck, type RetainerDeps } from "../../server/services/retainers/due-check";
import { staffStartRetainer } from "../../server/services/retainers/lifecycle";
import { changeRetainerPlan } from "../../server/services/retainers/plan-change";
import type { Db } from "../../server/db/client";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, orderBody, post } from "./workspace-helpers";

/**
 * Issue 42's proration on a moved clock: a monthly EUR retainer started on 1 April 2027 (30 days), changed on
 * 16 April, exactly half-way (15 of 30 days left). Starter €100.00, Professional €200.00 a month, no tax.
 */
let t: TestApp;
let deps: RetainerDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
const TZ = "Europe/Berlin";
const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
  deps = { database: t.database, mailer: t.app.mailQueue, logger: createLogger("silent"), config: t.config };
  await completeBillingSetup(t, admin.cookie, { timeZone: TZ, taxRateBp: 0 });
  const prices = [
    { serviceId: "youtube", tierId: "starter", amountMinor: 10_000 },
    { serviceId: "youtube", tierId: "professional", amountMinor: 20_000 },
  ];
  expect((await post(t, "/api/admin/catalog/prices/EUR", admin.cookie, { prices }, "PUT")).status).toBe(200);
  const region = { currency: "EUR", services: ["youtube"] };
  expect((await post(t, "/api/admin/regions/eu", admin.cookie, region, "PUT")).status).toBe(200);
  const plan = (tierId: string) => ({
    serviceId: "youtube",
    tierId,
    everyMonths: 1,
    quotaAmount: null,
    rollover: false,
  });
  const plans = {
    plans: [plan("starter"), plan("professional")],
    settings: { invoiceDaysAhead: 7, maxPausePeriods: 3 },
  };
  expect((await post(t, "/api/admin/catalog/retainers", admin.cookie, plans, "PUT")).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

/** The client orders a YouTube tier from Europe; staff start it on 1 April 2027, and its first invoice is paid. */
async function runningRetainer(tierId: "starter" | "professional") {
  const res = await t.request("/api/orders", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), cookie: `${client.cookie}; umbra_region=eu` },
    json: { ...orderBody(client.user.email), serviceId: "youtube", servicePlan: tierId },
  });
  expect(res.status).toBe(201);
  const code = ((await res.json()) as { order: { code: string } }).order.code;
  const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  await t.database.db.transaction((tx) => staffStartRetainer(tx as unknown as Db, order!.id, at("2027-04-01")));
  await runRetainerDueCheck(deps, at("2027-04-01"));
  const [first] = await invoicesOf(order!.id);
  expect(first).toMatchObject({ totalCents: tierId === "starter" ? 10_000 : 20_000, currency: "EUR" });
  const paid = await post(t, `/api/admin/invoices/${first!.number}/payments`, admin.cookie, {
    method: "bank_transfer",
    receivedOn: "2027-04-02",
    reference: "April",
  });
  expect(paid.status).toBe(201);
  return { code, orderId: order!.id, first: first! };
}

const invoicesOf = (orderId: number) =>
  t.database.db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      totalCents: invoices.totalCents,
      currency: invoices.currency,
      lines: invoices.lines,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(invoices.id);

const change = (orderId: number, tierId: "starter" | "professional", billing: "next_invoice" | "now", day: string) =>
  t.database.db.transaction((tx) =>
    changeRetainerPlan(tx as unknown as Db, deps, { orderId, tierId, billing, staffId: null }, at(day)),
  );

describe("a plan change half-way through the period", () => {
  it("an upgrade €100 → €200 adds €50.00 to the next period's invoice, which is then €250.00", async () => {
    const { orderId } = await runningRetainer("starter");
    await change(orderId, "professional", "next_invoice", "2027-04-16");
    await runRetainerDueCheck(deps, at("2027-04-24"));
    const [, next] = await invoicesOf(orderId);
    expect(next!.totalCents).toBe(25_000);
    expect(next!.lines.map((l) => l.unitPriceCents)).toEqual([20_000, 5_000]);
    expect(next!.lines[1]!.description).toContain("15 of 30 days (2027-04-16 – 2027-04-30)");
    // Once: the next run issues nothing more, and the following month is €200.00 alone.
    await runRetainerDueCheck(deps, at("2027-04-25"));
    expect(await invoicesOf(orderId)).toHaveLength(2);
    await runRetainerDueCheck(deps, at("2027-05-25"));
    expect((await invoicesOf(orderId)).map((i) => i.totalCents)).toEqual([10_000, 25_000, 20_000]);
  });

  it("with 'invoice it now' the upgrade's €50.00 is an invoice of its own at once", async () => {
    const { orderId } = await runningRetainer("starter");
    await change(orderId, "professional", "now", "2027-04-16");
    const all = await invoicesOf(orderId);
    expect(all.map((i) => i.totalCents)).toEqual([10_000, 5_000]);
    await runRetainerDueCheck(deps, at("2027-04-24"));
    expect((await invoicesOf(orderId)).map((i) => i.totalCents)).toEqual([10_000, 5_000, 20_000]);
  });

  it("the reverse downgrade €200 → €100 issues a €50.00 credit note on the paid April invoice", async () => {
    const { orderId, first } = await runningRetainer("professional");
    await change(orderId, "starter", "next_invoice", "2027-04-16");
    const notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, first.id));
    expect(notes.map((n) => [n.amountCents, n.currency])).toEqual([[5_000, "EUR"]]);
    await runRetainerDueCheck(deps, at("2027-04-24"));
    expect((await invoicesOf(orderId)).map((i) => i.totalCents)).toEqual([20_000, 10_000]);
  });

  it("a downgrade while the period is unpaid is taken off the next invoice, never lost", async () => {
    const res = await t.request("/api/orders", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)), cookie: `${client.cookie}; umbra_region=eu` },
      json: { ...orderBody(client.user.email), serviceId: "youtube", servicePlan: "professional" },
    });
    const code = ((await res.json()) as { order: { code: string } }).order.code;
    const [order] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    await t.database.db.transaction((tx) => staffStartRetainer(tx as unknown as Db, order!.id, at("2027-04-01")));
    await runRetainerDueCheck(deps, at("2027-04-01"));
    await change(order!.id, "starter", "next_invoice", "2027-04-16");
    await runRetainerDueCheck(deps, at("2027-04-24"));
    const [, next] = await invoicesOf(order!.id);
    expect(next!.totalCents).toBe(5_000);
  });

  it("the client's view offers the other tier with its prorated difference; a same-tier change is refused", async () => {
    const { code } = await runningRetainer("starter");
    const { status, body } = await getJson(t, `/api/orders/${code}/retainer`, client.cookie);
    expect(status).toBe(200);
    const view = body.retainer as RetainerView;
    expect(view.planOptions.map((o) => [o.tierId, o.amountCents, o.billing])).toEqual([
      ["professional", 20_000, "next_invoice"],
    ]);
    const same = await post(t, `/api/orders/${code}/retainer/plan`, client.cookie, { tierId: "starter" });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error: { fields: { tierId: "errors.planSame" } } });
    const other = await signedInUser(t, { name: "Olga Other" });
    expect((await post(t, `/api/orders/${code}/retainer/plan`, other.cookie, { tierId: "professional" })).status).toBe(
      404,
    );
  });

  it("staff's overview: every retainer, MRR per currency at the prices after the changes; a client is refused", async () => {
    const { status, body } = await getJson(t, "/api/admin/retainers", admin.cookie);
    expect(status).toBe(200);
    const overview = body as RetainerOverview;
    // Two moved up to €200, two down to €100, one left at €100: all active.
    expect(overview.items.map((i) => [i.tierId, i.amountCents, i.status])).toEqual([
      ["starter", 10_000, "active"],
      ["starter", 10_000, "active"],
      ["starter", 10_000, "active"],
      ["professional", 20_000, "active"],
      ["professional", 20_000, "active"],
    ]);
    expect(overview.mrr).toEqual([{ currency: "EUR", cents: 70_000 }]);
    expect(overview.counts).toMatchObject({ active: 5, cancelled: 0 });
    expect(overview.endedLast30Days).toBe(0);
    expect((await getJson(t, "/api/admin/retainers", client.cookie)).status).toBe(403);
    // The client's dashboard lists their own five, with the next invoice of each as the order page says.
    const mine = await getJson(t, "/api/dashboard", client.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.retainers).toEqual(overview.items);
    const code = overview.items[0]!.orderCode;
    const page = (await getJson(t, `/api/orders/${code}/retainer`, client.cookie)).body;
    expect(mine.body.retainers[0].nextInvoice).toEqual({
      issueOn: page.retainer.nextInvoice.issueOn,
      amountCents: page.retainer.nextInvoice.amountCents,
    });
    const stranger = await signedInUser(t, { name: "Sam Stranger" });
    expect((await getJson(t, "/api/dashboard", stranger.cookie)).body.retainers).toEqual([]);
  });
});
