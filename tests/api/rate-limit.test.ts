import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscribers, orders, rateLimit } from "../../server/db/schema";
import { hit, pruneRateLimits, RATE_LIMIT_RETENTION_MS, seconds } from "../../server/lib/rate-limit";
import { CONTACT_RATE_LIMIT } from "../../server/routes/contact";
import { NEWSLETTER_RATE_LIMIT } from "../../server/routes/newsletter";
import { ORDER_RATE_LIMIT } from "../../server/routes/orders";
import { powHeaders } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const bodies = {
  "/api/orders": {
    serviceId: "music",
    servicePlan: "starter",
    projectName: "P",
    projectGoals: [],
    contactName: "N",
    contactEmail: "n@client.test",
  },
  "/api/contact": { name: "N", email: "n@client.test", service: "music", message: "Hi" },
  "/api/newsletter": { email: "n@client.test" },
} as const;

describe("rate limits per IP", () => {
  for (const [path, rule, table] of [
    ["/api/orders", ORDER_RATE_LIMIT, orders],
    ["/api/contact", CONTACT_RATE_LIMIT, contactMessages],
    ["/api/newsletter", NEWSLETTER_RATE_LIMIT, newsletterSubscribers],
  ] as const) {
    it(`${path}: ${rule.max} requests pass, the next is 429 with Retry-After and nothing stored`, async () => {
      const ip = `192.0.2.${rule.bucket.length}`;
      const send = async (from = ip) =>
        t.request(path, {
          method: "POST",
          json: bodies[path],
          headers: { "x-forwarded-for": `203.0.113.9, ${from}`, ...(await powHeaders(t)) },
        });
      for (let i = 0; i < rule.max; i++) expect((await send()).status).toBeLessThan(300);
      const stored = (await t.database.db.select().from(table)).length;
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe("RATE_LIMITED");
      expect((await t.database.db.select().from(table)).length).toBe(stored);
      // Another address is not affected.
      expect((await send("192.0.2.200")).status).toBeLessThan(300);
    });
  }

  it("keeps its counters in the rate_limit table under app: keys", async () => {
    const rows = await t.database.db.select().from(rateLimit).where(like(rateLimit.key, "app:%"));
    expect(rows.map((r) => r.key)).toContain("app:orders:192.0.2.6");
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { max: 2, windowMs: 1000 };
    const key = "app:unit:window";
    expect((await hit(t.database.db, key, rule, 10_000)).allowed).toBe(true);
    expect((await hit(t.database.db, key, rule, 10_100)).allowed).toBe(true);
    const third = await hit(t.database.db, key, rule, 10_200);
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await hit(t.database.db, key, rule, 11_001)).allowed).toBe(true);
  });

  it("ends a window exactly at its length, for rules in milliseconds and in seconds alike", async () => {
    const db = t.database.db;
    expect((await hit(db, "app:unit:edge", { max: 1, windowMs: 1000 }, 20_000)).allowed).toBe(true);
    expect(await hit(db, "app:unit:edge", { max: 1, windowMs: 1000 }, 20_999)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // At start + window the old window is over: the same instant a Retry-After of the full window points to.
    expect((await hit(db, "app:unit:edge", { max: 1, windowMs: 1000 }, 21_000)).allowed).toBe(true);
    const rule = seconds({ window: 60, max: 1 });
    expect(rule).toEqual({ max: 1, windowMs: 60_000 });
    expect((await hit(db, "2fa:unit", rule, 100_000)).allowed).toBe(true);
    expect(await hit(db, "2fa:unit", rule, 100_000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await hit(db, "2fa:unit", rule, 160_000)).allowed).toBe(true);
  });

  it("prunes counters whose window ended more than a day ago, and only those", async () => {
    const db = t.database.db;
    const now = 5_000_000_000;
    await hit(db, "app:unit:old", { max: 1, windowMs: 60_000 }, now - RATE_LIMIT_RETENTION_MS - 1);
    await hit(db, "app:unit:recent", { max: 1, windowMs: 60_000 }, now - 60_000);
    expect(await pruneRateLimits(db, now)).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(rateLimit).where(eq(rateLimit.key, "app:unit:old"))).toEqual([]);
    expect(await db.select().from(rateLimit).where(eq(rateLimit.key, "app:unit:recent"))).toHaveLength(1);
  });

  it("counts concurrent hits exactly (one atomic upsert)", async () => {
    const rule = { max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hit(t.database.db, "app:unit:burst", rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For, so a client cannot dodge the limit by inventing addresses", async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: "false" } });
    try {
      let last = 0;
      for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
        const res = await app.request("/api/newsletter", {
          method: "POST",
          json: { email: `x${i}@client.test` },
          headers: { "x-forwarded-for": `198.51.100.${i}`, ...(await powHeaders(app)) },
        });
        last = res.status;
      }
      expect(last).toBe(429);
    } finally {
      await app.close();
    }
  });
});
