import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../server/db/schema";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup, decide, issueInvoice, sendQuote } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

type Session = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Session;
let client: Session;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
}, 120_000);
afterAll(() => t?.close());

const setOrder = (code: string, set: { status?: "in_progress" | "completed" | "cancelled"; hoursOld?: number }) =>
  t.database.db
    .update(orders)
    .set({
      ...(set.status ? { status: set.status } : {}),
      ...(set.hoursOld ? { createdAt: sql`now() - ${set.hoursOld} * interval '1 hour'` } : {}),
    })
    .where(eq(orders.code, code));
const staffWrites = async (code: string) =>
  expect((await post(t, `/api/admin/orders/${code}/messages`, admin.cookie, { body: "On it." })).status).toBe(201);
const clientWrites = async (code: string) =>
  expect((await post(t, `/api/orders/${code}/messages`, client.cookie, { body: "Any news?" })).status).toBe(201);

/** Every row of "Needs attention", walked two to a page as a person pages through it; each page's total too. */
async function walkList() {
  const codes: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await getJson(t, `/api/admin/orders?view=attention&pageSize=2&page=${page}`, admin.cookie);
    expect(res.status).toBe(200);
    totals.add(res.body.total);
    codes.push(...res.body.items.map((o: { id: string }) => o.id));
    if (res.body.items.length < 2) break;
  }
  expect(totals.size).toBe(1);
  return { codes, total: [...totals][0]! };
}

describe("what needs attention: one definition for the list, the Orders badge and the dashboard card", () => {
  it("counts the same orders everywhere over a mix of orders", async () => {
    await completeBillingSetup(t, admin.cookie);
    const baseline = (await getJson(t, "/api/admin/waiting", admin.cookie)).body.needsAttention;
    expect(baseline).toBe(0);

    // Waiting on the agency:
    const fresh = await placeOrder(t, client.user.email, client.cookie); // pending, just placed, nobody answered
    const oldPending = await placeOrder(t, client.user.email, client.cookie); // pending, 3 days, nobody answered
    await setOrder(oldPending.code, { hoursOld: 72 });
    const guest = await placeOrder(t, "guest-attention@example.com"); // a guest's order, nobody answered
    const asking = await placeOrder(t, client.user.email, client.cookie); // in progress, the client wrote last
    await staffWrites(asking.code);
    await setOrder(asking.code, { status: "in_progress" });
    await clientWrites(asking.code);
    const both = await placeOrder(t, client.user.email, client.cookie); // unanswered and the client wrote: once
    await clientWrites(both.code);
    const cancelling = await placeOrder(t, client.user.email, client.cookie); // answered, invoiced, asks to cancel
    await staffWrites(cancelling.code);
    expect((await issueInvoice(t, admin.cookie, cancelling.code)).status).toBe(201);
    await setOrder(cancelling.code, { status: "in_progress" });
    const asked = await post(t, `/api/orders/${cancelling.code}/cancellation`, client.cookie, { reason: "Budget" });
    expect(asked.status).toBe(201);
    expect((await asked.json()).cancellation.request.status).toBe("pending");

    // Not waiting:
    const answered = await placeOrder(t, client.user.email, client.cookie); // pending, 2 days, staff answered
    await setOrder(answered.code, { hoursOld: 48 });
    await staffWrites(answered.code);
    const replied = await placeOrder(t, client.user.email, client.cookie); // in progress, staff wrote last
    await clientWrites(replied.code);
    await staffWrites(replied.code);
    await setOrder(replied.code, { status: "in_progress" });
    const completed = await placeOrder(t, client.user.email, client.cookie);
    await setOrder(completed.code, { status: "completed" });
    const cancelled = await placeOrder(t, client.user.email, client.cookie);
    await setOrder(cancelled.code, { status: "cancelled" });

    const waiting = [fresh, oldPending, guest, asking, both, cancelling].map((o) => o.code);
    const list = await walkList();
    // The list: each waiting order once, nothing else, the longest wait (the 3-day-old order) first.
    expect(list.codes).toHaveLength(new Set(list.codes).size);
    expect([...list.codes].sort()).toEqual([...waiting].sort());
    expect(list.codes[0]).toBe(oldPending.code);
    expect(list.total).toBe(waiting.length);

    // The Orders badge and the dashboard card both show /api/admin/waiting's needsAttention: the list's total.
    const counts = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    expect(counts.needsAttention).toBe(list.total);
    // The other cards count other things and say so (pending orders, unread messages, pending cancellations).
    expect(counts.cancellationsPending).toBe(1);

    // The cancellation request is shown with its deadline; the order whose client wrote shows the unread message.
    const rows = (await getJson(t, "/api/admin/orders?view=attention&pageSize=100", admin.cookie)).body.items as {
      id: string;
      cancellation: { dueOn: string } | null;
      unreadMessages: number;
    }[];
    expect(rows.find((r) => r.id === cancelling.code)?.cancellation?.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.find((r) => r.id === asking.code)?.unreadMessages).toBe(1);

    // Answering an order takes it out of all three at once; a search finds only waiting orders.
    await staffWrites(guest.code);
    await staffWrites(asking.code);
    const after = await walkList();
    expect([...after.codes].sort()).toEqual(waiting.filter((c) => c !== guest.code && c !== asking.code).sort());
    expect((await getJson(t, "/api/admin/waiting", admin.cookie)).body.needsAttention).toBe(after.total);
    const search = async (q: string) =>
      (await getJson(t, `/api/admin/orders?view=attention&q=${q}`, admin.cookie)).body.total;
    expect(await search(fresh.code)).toBe(1);
    expect(await search(guest.code)).toBe(0);
    expect(await search(completed.code)).toBe(0);
  });

  it("a quoted, accepted and part-paid order is answered in the list, the badge and the card alike; a decline waits", async () => {
    const before = await walkList();
    const card = async () => (await getJson(t, "/api/admin/waiting", admin.cookie)).body.needsAttention as number;
    expect(await card()).toBe(before.total);

    // Staff answered by a quote only (no message, the status still "pending"): not waiting on the agency.
    const quoted = await placeOrder(t, client.user.email, client.cookie);
    expect((await sendQuote(t, admin.cookie, quoted.code)).status).toBe(201);
    // Accepted (its invoice issued) and part-paid: still answered.
    const accepted = await decide(t, client.cookie, quoted.code, 1, { decision: "accept" });
    expect(accepted.status).toBe(200);
    const { invoice } = await accepted.json();
    const paid = await post(t, `/api/admin/invoices/${invoice.number}/payments`, admin.cookie, {
      method: "bank_transfer",
      receivedOn: new Date().toISOString().slice(0, 10),
      amountCents: Math.floor(invoice.totalCents / 2),
    });
    expect(paid.status).toBe(201);
    // An invoice issued directly answers a new order too.
    const invoiced = await placeOrder(t, client.user.email, client.cookie);
    expect((await issueInvoice(t, admin.cookie, invoiced.code)).status).toBe(201);

    const answered = await walkList();
    expect(answered.codes).not.toContain(quoted.code);
    expect(answered.codes).not.toContain(invoiced.code);
    expect(answered.total).toBe(before.total);
    expect(await card()).toBe(answered.total);

    // A declined quote waits on staff's answer (a new version or a word) in all three, until staff write.
    const declinedOrder = await placeOrder(t, client.user.email, client.cookie);
    expect((await sendQuote(t, admin.cookie, declinedOrder.code)).status).toBe(201);
    expect((await decide(t, client.cookie, declinedOrder.code, 1, { decision: "decline" })).status).toBe(200);
    const declined = await walkList();
    expect(declined.codes).toContain(declinedOrder.code);
    expect(declined.total).toBe(before.total + 1);
    expect(await card()).toBe(declined.total);
    await staffWrites(declinedOrder.code);
    const replied = await walkList();
    expect(replied.codes).not.toContain(declinedOrder.code);
    expect(await card()).toBe(replied.total);
  });
});
