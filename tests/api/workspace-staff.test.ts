import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, orders } from "../../server/db/schema";
import { powHeaders, randomIp, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let colleague: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  admin = await signedInUser(t, { name: "Ada Admin", admin: true });
  colleague = await signedInUser(t, { name: "Cole Colleague", admin: true });
  client = await signedInUser(t, { name: "Chris Client" });
});
afterAll(() => t.close());

const age = (code: string, hours: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(orders.code, code));

describe("assignment and due date", () => {
  it("assigns an order to an admin with a due date; the assignee's e-mail is queued; the client sees the manager", async () => {
    await t.database.db.execute(sql`update "user" set locale = 'de' where id = ${colleague.user.id}`);
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    const staff = await getJson(t, "/api/admin/staff", admin.cookie);
    expect(staff.body.staff.map((s: { name: string }) => s.name)).toEqual(["Ada Admin", "Cole Colleague"]);

    const res = await post(
      t,
      `/api/admin/orders/${code}/assignment`,
      admin.cookie,
      { assigneeId: colleague.user.id, dueDate: "2030-05-17" },
      "PUT",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ assigneeName: "Cole Colleague", dueDate: "2030-05-17" });

    const queued = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, colleague.user.email));
    expect(queued.map((m) => m.subject)).toContain(`Die Bestellung ${code} ist Ihnen zugewiesen`);
    const sent = t.mail.find((m) => m.to === colleague.user.email && m.subject.includes(code))!;
    expect(sent.text).toContain(`/admin/orders/${code}`);
    expect(sent.text).toContain("17. Mai 2030");

    const mine = await getJson(t, `/api/orders/${code}`, client.cookie);
    expect(mine.body.order).toMatchObject({ accountManager: "Cole Colleague", dueDate: "2030-05-17" });

    // Only an admin can be assigned; an unknown order is 404; a bad date is 400.
    const notStaff = await post(
      t,
      `/api/admin/orders/${code}/assignment`,
      admin.cookie,
      { assigneeId: client.user.id, dueDate: null },
      "PUT",
    );
    expect(notStaff.status).toBe(400);
    const missing = await post(
      t,
      `/api/admin/orders/ORD-999999/assignment`,
      admin.cookie,
      { assigneeId: null, dueDate: null },
      "PUT",
    );
    expect(missing.status).toBe(404);
    const badDate = await post(
      t,
      `/api/admin/orders/${code}/assignment`,
      admin.cookie,
      { assigneeId: null, dueDate: "17/05" },
      "PUT",
    );
    expect(badDate.status).toBe(400);
    const yearZero = await post(
      t,
      `/api/admin/orders/${code}/assignment`,
      admin.cookie,
      { assigneeId: null, dueDate: "0000-01-01" },
      "PUT",
    );
    expect(yearZero.status).toBe(400);
    // Clients cannot assign.
    const byClient = await post(
      t,
      `/api/admin/orders/${code}/assignment`,
      client.cookie,
      { assigneeId: null, dueDate: null },
      "PUT",
    );
    expect(byClient.status).toBe(403);
  });
});

describe("needs attention", () => {
  it("lists unanswered pending orders of any age and threads whose last message is the client's, longest wait first; list, badge and card agree", async () => {
    const before = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    const fresh = await placeOrder(t, client.user.email, client.cookie); // pending, 1 h old: new, waits too
    const late = await placeOrder(t, client.user.email, client.cookie); // pending, 30 h old
    const oldest = await placeOrder(t, client.user.email, client.cookie); // pending, 50 h old
    const replied = await placeOrder(t, client.user.email, client.cookie); // pending, 40 h old, staff answered it
    const answered = await placeOrder(t, client.user.email, client.cookie); // in progress, client wrote, staff replied
    const asked = await placeOrder(t, client.user.email, client.cookie); // in progress, client wrote last
    const done = await placeOrder(t, client.user.email, client.cookie); // completed, nothing waits
    await age(fresh.code, 1);
    await age(late.code, 30);
    await age(oldest.code, 50);
    await age(replied.code, 40);
    await post(t, `/api/admin/orders/${replied.code}/messages`, admin.cookie, { body: "We will send a proposal." });
    for (const o of [answered, asked]) {
      await t.database.db.update(orders).set({ status: "in_progress" }).where(eq(orders.code, o.code));
      expect((await post(t, `/api/orders/${o.code}/messages`, client.cookie, { body: "Any news?" })).status).toBe(201);
    }
    await t.database.db.update(orders).set({ status: "completed" }).where(eq(orders.code, done.code));
    await post(t, `/api/admin/orders/${answered.code}/messages`, admin.cookie, { body: "Yes!" });
    // The client's question waits 2 hours.
    await t.database.db.execute(
      sql`update order_workspace set client_waiting_since = now() - interval '2 hours' where order_id = ${asked.id}`,
    );

    const res = await getJson(t, "/api/admin/orders?view=attention&pageSize=100", admin.cookie);
    expect(res.status).toBe(200);
    const codes = res.body.items.map((o: { id: string }) => o.id);
    const mine = [oldest.code, late.code, asked.code, fresh.code];
    expect(codes.filter((c: string) => [...mine, replied.code, answered.code, done.code].includes(c))).toEqual(mine);
    const waited =
      (Date.now() - new Date(res.body.items[codes.indexOf(oldest.code)].waitingSince).getTime()) / 3_600_000;
    expect(Math.round(waited)).toBe(50);
    expect(res.body.items[codes.indexOf(asked.code)]).toMatchObject({ unreadMessages: 1 });
    // One definition: the list's total, its rows, the sidebar badge and the dashboard card are the same number.
    const counts = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    expect(res.body.total).toBe(res.body.items.length);
    expect(counts.needsAttention).toBe(res.body.total);
    expect(counts.needsAttention).toBe(before.needsAttention + 4);

    // The search narrows the list by order number, as the full list's does; an answered order is not found there.
    const found = await getJson(t, `/api/admin/orders?view=attention&q=${late.code.toLowerCase()}`, admin.cookie);
    expect(found.body).toMatchObject({ total: 1, items: [{ id: late.code }] });
    expect((await getJson(t, `/api/admin/orders?view=attention&q=${replied.code}`, admin.cookie)).body).toMatchObject({
      total: 0,
      items: [],
    });

    // Staff answer the question: it leaves the list, and every count with it.
    await post(t, `/api/admin/orders/${asked.code}/messages`, admin.cookie, { body: "Tomorrow." });
    const after = await getJson(t, "/api/admin/orders?view=attention&pageSize=1", admin.cookie);
    expect(after.body.total).toBe(res.body.total - 1);
    expect((await getJson(t, "/api/admin/waiting", admin.cookie)).body.needsAttention).toBe(after.body.total);
  });

  it("counts what waits: new orders, unread client messages, unhandled contact messages, the inbox", async () => {
    const before = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    const { code } = await placeOrder(t, client.user.email, client.cookie);
    await post(t, `/api/orders/${code}/messages`, client.cookie, { body: "one" });
    await post(t, `/api/orders/${code}/messages`, client.cookie, { body: "two" });
    await t.database.db
      .insert(contactMessages)
      .values({ name: "N", email: "n@x.test", service: "music", message: "hi" });
    // A contact message sent through the form opens an inbox thread that waits on staff.
    const sent = await t.request("/api/contact", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      json: { name: "Nia", email: "nia@x.test", service: "music", message: "hello" },
    });
    expect(sent.status).toBe(201);
    const now = (await getJson(t, "/api/admin/waiting", admin.cookie)).body;
    expect(now).toEqual({
      // The new order, unanswered, with its client's messages waiting: one order that needs attention.
      needsAttention: before.needsAttention + 1,
      newOrders: before.newOrders + 1,
      unreadMessages: before.unreadMessages + 2,
      unhandledContact: before.unhandledContact + 2,
      inboxWaiting: before.inboxWaiting + 1,
      inboxUnread: before.inboxUnread + 1,
      cancellationsPending: before.cancellationsPending,
      // No milestone was delivered or sent back: neither list moves.
      milestonesWaitingForClient: before.milestonesWaitingForClient,
      milestonesChangesAsked: before.milestonesChangesAsked,
    });
  });
});
