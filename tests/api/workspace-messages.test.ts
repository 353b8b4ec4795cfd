import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_MAX } from "@common/workspace";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let staff: Awaited<ReturnType<typeof signedInUser>>;
let code: string;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  owner = await signedInUser(t, { name: "Olga Owner" });
  other = await signedInUser(t, { name: "Otto Other" });
  staff = await signedInUser(t, { name: "Sam Staff", admin: true });
  ({ code } = await placeOrder(t, owner.user.email, owner.cookie, "fr"));
});
afterAll(() => t.close());

const lastMailTo = (to: string) => [...t.mail].reverse().find((m) => m.to === to)!;

describe("order messages", () => {
  it("the owner writes, staff are e-mailed a link to the admin order, and read it", async () => {
    const res = await post(t, `/api/orders/${code}/messages`, owner.cookie, {
      body: "Hello, see https://example.com/brief please",
    });
    expect(res.status).toBe(201);
    const staffMail = lastMailTo("staff@agency.test");
    expect(staffMail.subject).toContain(code);
    expect(staffMail.text).toContain("https://example.com/brief");
    expect(staffMail.text).toContain(`${t.config.publicUrl}/admin/orders/${code}`);

    const list = await getJson(t, "/api/admin/orders", staff.cookie);
    expect(list.body.items.find((o: { id: string }) => o.id === code).unreadMessages).toBe(1);
    expect((await getJson(t, "/api/admin/waiting", staff.cookie)).body.unreadMessages).toBe(1);

    const thread = await getJson(t, `/api/admin/orders/${code}/messages`, staff.cookie);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toMatchObject([
      { side: "client", body: "Hello, see https://example.com/brief please", authorName: "Olga Owner" },
    ]);
    // Opening the thread cleared staff's unread count.
    const after = await getJson(t, "/api/admin/orders", staff.cookie);
    expect(after.body.items.find((o: { id: string }) => o.id === code).unreadMessages).toBe(0);
    expect((await getJson(t, "/api/admin/waiting", staff.cookie)).body.unreadMessages).toBe(0);
  });

  it("staff reply; the client is e-mailed in the order's language with a link to the order page and sees it unread", async () => {
    const res = await post(t, `/api/admin/orders/${code}/messages`, staff.cookie, { body: "Thanks, on it." });
    expect(res.status).toBe(201);
    const mail = lastMailTo(owner.user.email);
    expect(mail.subject).toBe(`Nouveau message concernant votre commande ${code}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/fr/dashboard/orders/${code}`);

    const mine = await getJson(t, "/api/orders", owner.cookie);
    expect(mine.body.orders.find((o: { code: string }) => o.code === code).unreadMessages).toBe(1);
    const one = await getJson(t, `/api/orders/${code}`, owner.cookie);
    expect(one.body.order.unreadMessages).toBe(1);

    const thread = await getJson(t, `/api/orders/${code}/messages`, owner.cookie);
    expect(thread.body.messages.map((m: { side: string; body: string }) => [m.side, m.body])).toEqual([
      ["client", "Hello, see https://example.com/brief please"],
      ["staff", "Thanks, on it."],
    ]);
    const cleared = await getJson(t, "/api/orders", owner.cookie);
    expect(cleared.body.orders.find((o: { code: string }) => o.code === code).unreadMessages).toBe(0);
  });

  it("answers 404 to another client on every order and message route, guessed codes included", async () => {
    const guesses = [code, code.toLowerCase(), "ORD-000001", "ORD-999999", "1", "nonsense"];
    for (const id of guesses) {
      expect((await getJson(t, `/api/orders/${id}`, other.cookie)).status).toBe(404);
      expect((await getJson(t, `/api/orders/${id}/messages`, other.cookie)).status).toBe(404);
      const res = await post(t, `/api/orders/${id}/messages`, other.cookie, { body: "let me in" });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("NOT_FOUND");
    }
    // A client is not staff: the admin thread stays closed (403 from the admin guard, for every order alike).
    expect((await getJson(t, `/api/admin/orders/${code}/messages`, other.cookie)).status).toBe(403);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from order_messages where body = 'let me in'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("requires a session for messages", async () => {
    expect((await t.request(`/api/orders/${code}/messages`)).status).toBe(401);
  });

  it(`refuses a message over ${MESSAGE_MAX} characters and an empty one`, async () => {
    const long = await post(t, `/api/orders/${code}/messages`, owner.cookie, { body: "x".repeat(MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.body).toBe("messages.errors.tooLong");
    const empty = await post(t, `/api/orders/${code}/messages`, owner.cookie, { body: "   " });
    expect(empty.status).toBe(400);
    const exact = await post(t, `/api/orders/${code}/messages`, owner.cookie, { body: "y".repeat(MESSAGE_MAX) });
    expect(exact.status).toBe(201);
  });

  it("limits how fast one account writes (429 with the error shape)", async () => {
    const spammer = await signedInUser(t);
    const { code: own } = await placeOrder(t, spammer.user.email, spammer.cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await post(t, `/api/orders/${own}/messages`, spammer.cookie, { body: `n${i}` })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
