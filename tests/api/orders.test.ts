import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders, user } from "../../server/db/schema";
import { createVerifiedUser, powHeaders, signIn } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let ipSeq = 0;
/** Each test comes from its own address, so the rate limit of one test never touches another. */
const freshIp = () => `10.1.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test", TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const valid = () => ({
  serviceId: "shilling",
  servicePlan: "professional",
  projectName: "Album launch",
  projectDescription: "Make the new album trend.",
  projectDeadline: tomorrow(),
  projectGoals: ["Trend on X", "10k new followers"],
  contactName: "Ada Lovelace",
  contactEmail: "ada@client.test",
  contactPhone: "+44 20 7946 0958",
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  return t.request("/api/orders", {
    method: "POST",
    json: body,
    headers: { "x-forwarded-for": freshIp(), ...(await powHeaders(t)), ...headers },
  });
}

async function countOrders() {
  return (await t.database.db.select({ id: orders.id }).from(orders)).length;
}

describe("POST /api/orders", () => {
  it("stores the order with the catalogue's amount in cents, a human code, status and creation event", async () => {
    const res = await post({ ...valid(), amountCents: 1 }, { "accept-language": "de-DE,de;q=0.9" });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      serviceId: "shilling",
      servicePlan: "professional",
      amountCents: 249_900,
      currency: "USD",
      status: "pending",
      locale: "de",
      projectGoals: ["Trend on X", "10k new followers"],
    });
    expect(order.code).toMatch(/^ORD-\d{6}$/);
    expect(order.code).toBe(`ORD-${String(order.id).padStart(6, "0")}`);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ amountCents: 249_900, userId: null, status: "pending", code: order.code });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: null, toStatus: "pending" });
    expect(order.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "pending" })]);
  });

  it("stores a custom quote with no amount", async () => {
    const res = await post({ ...valid(), serviceId: "custom", servicePlan: "enterprise" });
    expect(res.status).toBe(201);
    expect((await res.json()).order.amountCents).toBeNull();
  });

  it("trims text and accepts an order without deadline, goals or phone", async () => {
    const res = await post({
      ...valid(),
      projectName: "  Spaced  ",
      projectDeadline: null,
      projectGoals: [],
      contactPhone: "",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).order).toMatchObject({ projectName: "Spaced", projectDeadline: null, projectGoals: [] });
  });

  it("mails the client in the sender's language and staff in their own, after the order is stored", async () => {
    t.mail.length = 0;
    const res = await post({ ...valid(), contactEmail: "jun@client.test" }, { "accept-language": "ja" });
    const { order } = await res.json();
    expect(t.mail.map((m) => m.to).sort()).toEqual(["jun@client.test", "staff@agency.test"]);
    const client = t.mail.find((m) => m.to === "jun@client.test")!;
    expect(client.subject).toBe(`ご依頼 ${order.code} を受け付けました`);
    expect(client.text).toContain("Album launch");
    expect(client.text).toContain("$2,499");
    expect(client.html).toContain('<html lang="ja">');
    const staff = t.mail.find((m) => m.to === "staff@agency.test")!;
    // No account has the staff address: staff read English, not the client's Japanese.
    expect(staff.subject).toMatch(new RegExp(`^New order ${order.code}: Strategic Shilling`));
    expect(staff.text).toContain("jun@client.test");
    expect(staff.text).toContain("+44 20 7946 0958");
    expect(staff.headers?.["Reply-To"]).toBe("jun@client.test");
  });

  it("writes every staff e-mail in the language of the staff address's own account, whatever the client's", async () => {
    const staffUser = await createVerifiedUser(t, { email: "staff@agency.test" });
    await t.database.db.update(user).set({ locale: "de" }).where(eq(user.id, staffUser.id));
    t.mail.length = 0;
    const res = await post({ ...valid(), contactEmail: "ana@client.test" }, { "accept-language": "es" });
    const { order } = await res.json();
    expect(t.mail.find((m) => m.to === "ana@client.test")!.subject).toContain(order.code);
    expect(t.mail.find((m) => m.to === "ana@client.test")!.html).toContain('<html lang="es">');
    const staff = t.mail.find((m) => m.to === "staff@agency.test")!;
    expect(staff.subject).toMatch(new RegExp(`^Neue Bestellung ${order.code}: `));
    expect(staff.html).toContain('<html lang="de">');
    // The same for a contact message sent in French.
    t.mail.length = 0;
    const contact = await t.request("/api/contact", {
      method: "POST",
      headers: { "x-forwarded-for": freshIp(), "accept-language": "fr", ...(await powHeaders(t)) },
      json: { name: "Léa", email: "lea@client.test", service: "music", message: "Bonjour" },
    });
    expect(contact.status).toBe(201);
    expect(t.mail.find((m) => m.to === "staff@agency.test")!.subject).toBe("Neue Kontaktnachricht von Léa");
    await t.database.db.delete(user).where(eq(user.id, staffUser.id));
  });

  it("keeps the order when the mail server fails", async () => {
    const failing = await createTestApp({
      mailer: {
        mode: "smtp",
        send: () => Promise.reject(new Error("SMTP down")),
      },
    });
    try {
      const res = await failing.request("/api/orders", {
        method: "POST",
        json: valid(),
        headers: await powHeaders(failing),
      });
      expect(res.status).toBe(201);
      const rows = await failing.database.db.select().from(orders);
      expect(rows).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });

  describe("Idempotency-Key", () => {
    // A guest's key is scoped to the client's address: a retry comes from the same one.
    const ip = () => ({ "x-forwarded-for": `10.2.0.${++ipSeq}` });
    it("returns the first order for a repeated submission instead of a duplicate", async () => {
      const before = await countOrders();
      const from = ip();
      const key = "key-" + Math.random().toString(36).slice(2);
      const first = await post(valid(), { ...from, "idempotency-key": key });
      const again = await post(valid(), { ...from, "idempotency-key": key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      const a = (await first.json()).order;
      const b = (await again.json()).order;
      expect(b.id).toBe(a.id);
      expect(b.code).toBe(a.code);
      expect(await countOrders()).toBe(before + 1);
    });

    it("sends the e-mails only once", async () => {
      t.mail.length = 0;
      const from = ip();
      const key = "mail-" + Math.random().toString(36).slice(2);
      await post(valid(), { ...from, "idempotency-key": key });
      await post(valid(), { ...from, "idempotency-key": key });
      expect(t.mail).toHaveLength(2);
    });

    it("survives two submissions at the same moment", async () => {
      const before = await countOrders();
      const from = ip();
      const key = "race-" + Math.random().toString(36).slice(2);
      const results = await Promise.all([1, 2, 3].map(() => post(valid(), { ...from, "idempotency-key": key })));
      const ids = await Promise.all(results.map(async (r) => (expect(r.status).toBe(201), (await r.json()).order.id)));
      expect(new Set(ids).size).toBe(1);
      expect(await countOrders()).toBe(before + 1);
    });

    it("refuses a key reused for a different request with 409", async () => {
      const from = ip();
      const key = "reuse-" + Math.random().toString(36).slice(2);
      await post(valid(), { ...from, "idempotency-key": key });
      const res = await post({ ...valid(), serviceId: "music" }, { ...from, "idempotency-key": key });
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe("CONFLICT");
    });

    it("is scoped to the caller who sent it: another client or a guest re-sending a client's key never gets that order", async () => {
      const a = await createVerifiedUser(t);
      const b = await createVerifiedUser(t);
      const cookieA = await signIn(t, a.email, a.password);
      const cookieB = await signIn(t, b.email, b.password);
      const key = "scope-" + Math.random().toString(36).slice(2);
      const fromA = ip();
      const mine = {
        ...valid(),
        contactEmail: a.email,
        projectDescription: "A's secret launch plan",
        contactPhone: "+1 555 0101",
      };
      const first = await post(mine, { ...fromA, cookie: cookieA, "idempotency-key": key });
      expect(first.status).toBe(201);
      const orderA = (await first.json()).order;

      // Same key, same e-mail, service and plan; their own description and phone. From A's very address too.
      const theirs = { ...mine, projectDescription: "someone else", contactPhone: "+1 555 0199" };
      for (const [who, headers] of [
        ["another client", { ...ip(), cookie: cookieB }],
        ["a guest", ip()],
        ["a guest on A's address", fromA],
      ] as const) {
        const res = await post(theirs, { ...headers, "idempotency-key": key });
        expect([201, 409], who).toContain(res.status);
        expect(res.headers.get("idempotent-replayed"), who).toBeNull();
        const text = await res.text();
        expect(text, who).not.toContain(orderA.code);
        expect(text, who).not.toContain("A's secret launch plan");
        expect(text, who).not.toContain("+1 555 0101");
      }

      // A's own retry still gets A's order back: the wizard's retries rely on it.
      const retry = await post(mine, { ...fromA, cookie: cookieA, "idempotency-key": key });
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect((await retry.json()).order).toMatchObject({ id: orderA.id, code: orderA.code });
    });

    it("a guest's retry gets the guest's order back, also when the address belongs to an account", async () => {
      const a = await createVerifiedUser(t);
      const from = ip();
      const key = "guest-" + Math.random().toString(36).slice(2);
      const body = { ...valid(), contactEmail: a.email };
      const first = await post(body, { ...from, "idempotency-key": key });
      const again = await post(body, { ...from, "idempotency-key": key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect((await again.json()).order.code).toBe((await first.json()).order.code);
      // Signed in as the address's owner, the same key is the owner's own scope: a new order, not the guest's replay.
      const cookieA = await signIn(t, a.email, a.password);
      const own = await post(body, { ...from, cookie: cookieA, "idempotency-key": key });
      expect(own.status).toBe(201);
      expect(own.headers.get("idempotent-replayed")).toBeNull();
    });

    it("refuses an over-long key", async () => {
      const res = await post(valid(), { "idempotency-key": "k".repeat(201) });
      expect(res.status).toBe(400);
    });

    it("without a key, two submissions are two orders", async () => {
      const before = await countOrders();
      await post(valid());
      await post(valid());
      expect(await countOrders()).toBe(before + 2);
    });
  });

  describe("validation: 400 with per-field messages and nothing stored", () => {
    const farPast = "2020-01-01";
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["unknown service", { serviceId: "nope" }, "serviceId", "errors.service"],
      ["missing service", { serviceId: undefined }, "serviceId", "errors.service"],
      ["unknown tier", { servicePlan: "gold" }, "servicePlan", "errors.plan"],
      ["missing tier", { servicePlan: undefined }, "servicePlan", "errors.plan"],
      ["empty project name", { projectName: "   " }, "projectName", "errors.required"],
      ["missing project name", { projectName: undefined }, "projectName", "errors.required"],
      ["project name too long", { projectName: "x".repeat(121) }, "projectName", "errors.tooLong"],
      ["description too long", { projectDescription: "x".repeat(5001) }, "projectDescription", "errors.tooLong"],
      ["deadline in the past", { projectDeadline: farPast }, "projectDeadline", "errors.deadlinePast"],
      ["deadline not a date", { projectDeadline: "next week" }, "projectDeadline", "errors.deadline"],
      ["deadline impossible date", { projectDeadline: "2030-02-31" }, "projectDeadline", "errors.deadline"],
      ["21 goals", { projectGoals: Array.from({ length: 21 }, (_, i) => `g${i}`) }, "projectGoals", "errors.goals"],
      ["a blank goal", { projectGoals: ["ok", "  "] }, "projectGoals.1", "errors.goal"],
      ["a goal of 201 characters", { projectGoals: ["x".repeat(201)] }, "projectGoals.0", "errors.goal"],
      ["goals not a list", { projectGoals: "grow" }, "projectGoals", "errors.goals"],
      ["missing contact name", { contactName: "" }, "contactName", "errors.required"],
      ["contact name too long", { contactName: "x".repeat(101) }, "contactName", "errors.tooLong"],
      ["invalid e-mail", { contactEmail: "ada@" }, "contactEmail", "errors.email"],
      ["missing e-mail", { contactEmail: undefined }, "contactEmail", "errors.email"],
      ["e-mail too long", { contactEmail: `${"a".repeat(250)}@x.test` }, "contactEmail", "errors.tooLong"],
      ["phone with letters", { contactPhone: "call me" }, "contactPhone", "errors.phone"],
      ["phone too long", { contactPhone: "1".repeat(41) }, "contactPhone", "errors.tooLong"],
    ];
    for (const [name, patch, field, message] of cases) {
      it(name, async () => {
        const before = await countOrders();
        const res = await post({ ...valid(), ...patch });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.error.code).toBe("VALIDATION_FAILED");
        expect(body.error.fields[field]).toBe(message);
        expect(await countOrders()).toBe(before);
      });
    }

    it("accepts 20 goals of 200 characters", async () => {
      const res = await post({ ...valid(), projectGoals: Array.from({ length: 20 }, () => "x".repeat(200)) });
      expect(res.status).toBe(201);
    });

    it("accepts today's date as deadline", async () => {
      const res = await post({ ...valid(), projectDeadline: new Date().toISOString().slice(0, 10) });
      expect(res.status).toBe(201);
    });

    it("answers 415 for a body that is not JSON and 400 for malformed JSON", async () => {
      const form = await t.request("/api/orders", {
        method: "POST",
        body: "a=b",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      });
      expect(form.status).toBe(415);
      const bad = await t.request("/api/orders", {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.code).toBe("MALFORMED_JSON");
    });
  });
});

describe("signed-in clients: GET /api/orders and /api/orders/:id", () => {
  it("needs a signed-in user", async () => {
    expect((await t.request("/api/orders")).status).toBe(401);
    expect((await t.request("/api/orders/1")).status).toBe(401);
  });

  it("links an order to the signed-in user and lists only their own, newest first, with history", async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    const aliceCookie = await signIn(t, alice.email, alice.password);
    const bobCookie = await signIn(t, bob.email, bob.password);

    const first = (await (await post({ ...valid(), projectName: "First" }, { cookie: aliceCookie })).json()).order;
    const second = (await (await post({ ...valid(), projectName: "Second" }, { cookie: aliceCookie })).json()).order;
    const bobs = (await (await post({ ...valid(), projectName: "Bob's" }, { cookie: bobCookie })).json()).order;
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row!.userId).toBe(alice.id);

    const list = await t.request("/api/orders", { headers: { cookie: aliceCookie } });
    expect(list.status).toBe(200);
    const { orders: mine } = await list.json();
    expect(mine.map((o: { code: string }) => o.code)).toEqual([second.code, first.code]);
    expect(mine[0].events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "pending" })]);

    const one = await t.request(`/api/orders/${first.id}`, { headers: { cookie: aliceCookie } });
    expect(one.status).toBe(200);
    expect((await one.json()).order).toMatchObject({
      code: first.code,
      projectName: "First",
      events: [expect.anything()],
    });
    const byCode = await t.request(`/api/orders/${first.code}`, { headers: { cookie: aliceCookie } });
    expect((await byCode.json()).order.id).toBe(first.id);

    // Another user's order is 404, by id and by code; so is an anonymous order.
    expect((await t.request(`/api/orders/${bobs.id}`, { headers: { cookie: aliceCookie } })).status).toBe(404);
    expect((await t.request(`/api/orders/${bobs.code}`, { headers: { cookie: aliceCookie } })).status).toBe(404);
    const anonymous = (await (await post(valid())).json()).order;
    expect((await t.request(`/api/orders/${anonymous.id}`, { headers: { cookie: aliceCookie } })).status).toBe(404);
    expect((await t.request("/api/orders/not-an-id", { headers: { cookie: aliceCookie } })).status).toBe(404);

    const bobList = await (await t.request("/api/orders", { headers: { cookie: bobCookie } })).json();
    expect(bobList.orders.map((o: { id: number }) => o.id)).toEqual([bobs.id]);
  });
});
