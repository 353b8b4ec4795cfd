import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  metricPoints,
  milestoneEvents,
  newsletterSubscribers,
  orderBriefs,
  orderEvents,
  orderMetrics,
  orderMilestones,
  orders,
  profiles,
  session,
  twoFactor,
  user,
} from "../../server/db/schema";
import { captchaHeaders, enrollTwoFactor, powHeaders, randomIp, signedInUser, type TestUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A client with an order (signed in), a contact message, a newsletter subscription and a profile. */
async function clientWithData(label: string) {
  const { user: u, cookie } = await signedInUser(t, { name: `${label} Client` });
  const order = await t.request("/api/orders", {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
    json: {
      serviceId: "shilling",
      servicePlan: "professional",
      projectName: `${label} project`,
      projectDescription: "Make the album trend.",
      projectDeadline: tomorrow(),
      projectGoals: ["Trend"],
      contactName: `${label} Contact`,
      contactEmail: u.email,
      contactPhone: "+44 20 7946 0958",
    },
  });
  expect(order.status).toBe(201);
  const { code } = ((await order.json()) as { order: { code: string } }).order;
  const profile = await t.request("/api/profile", {
    method: "PUT",
    headers: { cookie },
    json: {
      email: u.email,
      fullname: `${label} Fullname`,
      username: `${label}-${randomBytes(3).toString("hex")}`,
      bio: "",
    },
  });
  expect(profile.status).toBe(200);
  const message = await t.request(`/api/orders/${code}/messages`, {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp() },
    json: { body: `${label} asks about the launch date` },
  });
  expect(message.status).toBe(201);
  await t.database.db
    .insert(contactMessages)
    .values({ name: label, email: u.email, service: "music", message: `${label} says hi` });
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email: u.email, unsubscribeToken: randomBytes(16).toString("hex") });
  return { user: u, cookie, code };
}

const exportOf = async (cookie: string) => {
  const res = await t.request("/api/me/export", { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="umbra-my-data-\d{4}-\d\d-\d\d\.json"$/,
  );
  return { text: await res.clone().text(), body: (await res.json()) as Record<string, any> };
};

const deleteMe = (cookie: string, json: unknown) =>
  t.request("/api/me", { method: "DELETE", headers: { cookie, "x-forwarded-for": randomIp() }, json });

describe("GET /api/me/export", () => {
  it("holds the client's own data, no secrets and nothing of another client", async () => {
    const alice = await clientWithData("Alice");
    const bob = await clientWithData("Bob");
    await enrollTwoFactor(t, alice.user, alice.cookie).then((e) => (alice.cookie = e.cookie));
    const { text, body } = await exportOf(alice.cookie);

    expect(body.account).toMatchObject({ email: alice.user.email, name: "Alice Fullname", twoFactorEnabled: true });
    expect(body.profile.fullname).toBe("Alice Fullname");
    expect(body.roles).toEqual([]);
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ code: alice.code, contactName: "Alice Contact", status: "pending" });
    expect(body.orders[0].events.map((e: { toStatus: string }) => e.toStatus)).toEqual(["pending"]);
    expect(body.orders[0].messages).toEqual([
      expect.objectContaining({ side: "client", body: "Alice asks about the launch date" }),
    ]);
    expect(body.orders[0].files).toEqual([]);
    expect(body.contactMessages).toEqual([expect.objectContaining({ message: "Alice says hi" })]);
    expect(body.newsletter.email).toBe(alice.user.email);

    for (const secret of ["token", "password", "secret", "backupCodes", "unsubscribeToken", "idempotencyKey"]) {
      expect(text).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain(bob.user.email);
    // A word of its own: random ids are letters and digits, so "Bob" may appear inside one by chance
    // (it did: "vO7vVBobuJQ…"), never as a word.
    expect(text).not.toMatch(/\bBob\b/);
  });

  it("holds the work of each order: the brief's answers, every decision on a milestone and the results", async () => {
    const carol = await clientWithData("Carol");
    const db = t.database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, carol.code));
    const orderId = order!.id;
    const question = { id: "goal", type: "short_text", required: true, label: { en: "Your goal" } };
    await db
      .insert(orderBriefs)
      .values({
        orderId,
        status: "submitted",
        questions: [question] as never,
        answers: { goal: "Top 10" },
        deliveryDays: 14,
      })
      .onConflictDoUpdate({
        target: orderBriefs.orderId,
        set: { status: "submitted", questions: [question] as never, answers: { goal: "Top 10" } },
      });
    const [milestone] = await db
      .insert(orderMilestones)
      .values({ orderId, position: 0, title: "Launch plan", weight: 100, state: "changes_requested", revisionCount: 1 })
      .returning({ id: orderMilestones.id });
    await db.insert(milestoneEvents).values([
      { milestoneId: milestone!.id, orderId, kind: "delivered", note: "The plan is attached." },
      { milestoneId: milestone!.id, orderId, kind: "changes_requested", actorId: carol.user.id, note: "Add rivals." },
    ]);
    const [metric] = await db
      .insert(orderMetrics)
      .values({ orderId, kind: "followers", platform: "instagram", baseline: 100 })
      .returning({ id: orderMetrics.id });
    await db
      .insert(metricPoints)
      .values({ metricId: metric!.id, value: 150, measuredAt: new Date("2026-11-01T00:00:00Z"), note: "After launch" });

    const { body } = await exportOf(carol.cookie);
    const o = body.orders[0];
    expect(o.brief).toMatchObject({ status: "submitted", answers: { goal: "Top 10" } });
    expect(o.brief.questions[0].label.en).toBe("Your goal");
    expect(o.milestones).toEqual([
      expect.objectContaining({
        title: "Launch plan",
        state: "changes_requested",
        revisionCount: 1,
        events: [
          expect.objectContaining({ kind: "delivered", note: "The plan is attached." }),
          expect.objectContaining({ kind: "changes_requested", note: "Add rivals." }),
        ],
      }),
    ]);
    expect(o.results).toEqual([
      expect.objectContaining({
        kind: "followers",
        platform: "instagram",
        baseline: 100,
        points: [expect.objectContaining({ value: 150, note: "After launch", source: "manual" })],
      }),
    ]);
  });

  it("is for signed-in users only", async () => {
    expect((await t.request("/api/me/export")).status).toBe(401);
  });
});

describe("DELETE /api/me", () => {
  async function signInStatus(u: TestUser) {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email: u.email, password: u.password },
    });
    return res.status;
  }

  it("refuses a wrong password and keeps everything", async () => {
    const carol = await clientWithData("Carol");
    const res = await deleteMe(carol.cookie, { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: "INVALID_PASSWORD",
      fields: { password: expect.any(String) },
    });
    expect((await deleteMe(carol.cookie, {})).status).toBe(400);
    const crossSite = await t.request("/api/me", {
      method: "DELETE",
      headers: { cookie: carol.cookie, origin: "https://evil.test" },
      json: { password: carol.user.password },
    });
    expect(crossSite.status).toBe(403);
    expect(await signInStatus(carol.user)).toBe(200);
  });

  it("erases the person, keeps their orders anonymised and leaves another client untouched", async () => {
    const dave = await clientWithData("Dave");
    const erin = await clientWithData("Erin");
    await enrollTwoFactor(t, dave.user, dave.cookie).then((e) => (dave.cookie = e.cookie));
    const db = t.database.db;

    const res = await deleteMe(dave.cookie, { password: dave.user.password });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);

    expect(await signInStatus(dave.user)).toBe(401);
    expect((await t.request("/api/me", { headers: { cookie: dave.cookie } }).then((r) => r.json())).user).toBeNull();
    expect(await db.select().from(user).where(eq(user.id, dave.user.id))).toHaveLength(0);
    for (const table of [session, twoFactor]) {
      expect(await db.select().from(table).where(eq(table.userId, dave.user.id))).toHaveLength(0);
    }
    expect(await db.select().from(profiles).where(eq(profiles.id, dave.user.id))).toHaveLength(0);

    const [kept] = await db.select().from(orders).where(eq(orders.code, dave.code));
    expect(kept).toMatchObject({
      userId: null,
      contactName: "deleted user",
      contactEmail: "deleted user",
      contactPhone: "",
    });
    expect(kept!.projectName).toBe("Dave project");
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, kept!.id))).toHaveLength(1);
    const mentions = sql`lower(email) = ${dave.user.email}`;
    expect(await db.select().from(contactMessages).where(mentions)).toHaveLength(0);
    expect(await db.select().from(newsletterSubscribers).where(mentions)).toHaveLength(0);

    const [erinOrder] = await db.select().from(orders).where(eq(orders.code, erin.code));
    expect(erinOrder).toMatchObject({ userId: erin.user.id, contactEmail: erin.user.email });
    const { body } = await exportOf(erin.cookie);
    expect(body.contactMessages).toHaveLength(1);
    expect(body.newsletter.email).toBe(erin.user.email);
    expect(await signInStatus(erin.user)).toBe(200);
  });
});
