import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_RULES, CAPTCHA_RULE, IP_RULES } from "../../server/auth/limits";
import { captchaHeaders, createVerifiedUser, powHeaders, randomIp, signIn, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (path: string, json: unknown, headers: Record<string, string>) =>
  t.request(`/api/auth${path}`, { method: "POST", headers: { ...(await powHeaders(t)), ...headers }, json });

async function expect429(res: Response) {
  expect(res.status).toBe(429);
  const body = await res.json();
  expect(body.error.code).toBe("RATE_LIMITED");
  expect(typeof body.error.message).toBe("string");
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("rate limits (stored in the database)", () => {
  it(`sign-in: ${IP_RULES["/sign-in/email"].max} per minute per IP`, async () => {
    const ip = randomIp();
    const max = IP_RULES["/sign-in/email"].max;
    for (let i = 0; i < max; i++) {
      const res = await post(
        "/sign-in/email",
        { email: uniqueEmail(), password: "wrong-pass" },
        await captchaHeaders(t, ip),
      );
      expect(res.status).toBe(401);
    }
    await expect429(
      await post("/sign-in/email", { email: uniqueEmail(), password: "wrong-pass" }, await captchaHeaders(t, ip)),
    );
    const rows = await t.database.db.execute(sql`SELECT key, count FROM rate_limit WHERE key LIKE ${ip + "%"}`);
    expect((rows as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await post(
      "/sign-in/email",
      { email: uniqueEmail(), password: "wrong-pass" },
      await captchaHeaders(t),
    );
    expect(other.status).toBe(401);
  });

  it(`sign-in: ${ADDRESS_RULES["/sign-in/email"].max} per address across IPs`, async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < ADDRESS_RULES["/sign-in/email"].max; i++) {
      const res = await post("/sign-in/email", { email: u.email, password: "wrong-pass" }, await captchaHeaders(t));
      expect(res.status).toBe(401);
    }
    await expect429(await post("/sign-in/email", { email: u.email, password: u.password }, await captchaHeaders(t)));
  });

  it(`sign-up: ${IP_RULES["/sign-up/email"].max} per minute per IP and ${ADDRESS_RULES["/sign-up/email"].max} per address`, async () => {
    const ip = randomIp();
    for (let i = 0; i < IP_RULES["/sign-up/email"].max; i++) {
      const res = await post(
        "/sign-up/email",
        { email: uniqueEmail(), password: "Blue-Harbor-Lantern-42", name: "Ann" },
        await captchaHeaders(t, ip),
      );
      expect(res.status).toBe(200);
    }
    await expect429(
      await post(
        "/sign-up/email",
        { email: uniqueEmail(), password: "Blue-Harbor-Lantern-42", name: "Ann" },
        await captchaHeaders(t, ip),
      ),
    );

    const email = uniqueEmail();
    for (let i = 0; i < ADDRESS_RULES["/sign-up/email"].max; i++) {
      const res = await post(
        "/sign-up/email",
        { email, password: "Blue-Harbor-Lantern-42", name: "Ann" },
        await captchaHeaders(t),
      );
      expect(res.status).toBe(200);
    }
    await expect429(
      await post("/sign-up/email", { email, password: "Blue-Harbor-Lantern-42", name: "Ann" }, await captchaHeaders(t)),
    );
  });

  it(`password reset: ${ADDRESS_RULES["/request-password-reset"].max} per address, ${IP_RULES["/request-password-reset"].max} per IP`, async () => {
    const u = await createVerifiedUser(t);
    const before = t.mail.length;
    for (let i = 0; i < ADDRESS_RULES["/request-password-reset"].max; i++) {
      const res = await post(
        "/request-password-reset",
        { email: u.email, redirectTo: "/reset-password" },
        { "x-forwarded-for": randomIp() },
      );
      expect(res.status).toBe(200);
    }
    await expect429(await post("/request-password-reset", { email: u.email }, { "x-forwarded-for": randomIp() }));
    expect(t.mail.length - before).toBe(ADDRESS_RULES["/request-password-reset"].max);

    const ip = randomIp();
    for (let i = 0; i < IP_RULES["/request-password-reset"].max; i++) {
      expect((await post("/request-password-reset", { email: uniqueEmail() }, { "x-forwarded-for": ip })).status).toBe(
        200,
      );
    }
    await expect429(await post("/request-password-reset", { email: uniqueEmail() }, { "x-forwarded-for": ip }));
  });

  it(`resend verification: ${ADDRESS_RULES["/send-verification-email"].max} per address`, async () => {
    const email = uniqueEmail();
    await post("/sign-up/email", { email, password: "Blue-Harbor-Lantern-42", name: "Ann" }, await captchaHeaders(t));
    for (let i = 0; i < ADDRESS_RULES["/send-verification-email"].max; i++) {
      const res = await post(
        "/send-verification-email",
        { email, callbackURL: "/dashboard" },
        { "x-forwarded-for": randomIp() },
      );
      expect(res.status).toBe(200);
    }
    await expect429(await post("/send-verification-email", { email }, { "x-forwarded-for": randomIp() }));
  });

  it(`change of e-mail: ${ADDRESS_RULES["/change-email"].max} per new address`, async () => {
    const u = await createVerifiedUser(t);
    const cookie = await signIn(t, u.email, u.password);
    const target = uniqueEmail("target");
    for (let i = 0; i < ADDRESS_RULES["/change-email"].max; i++) {
      const res = await post(
        "/change-email",
        { newEmail: target, callbackURL: "/profile" },
        {
          cookie,
          origin: t.config.publicUrl,
          "x-forwarded-for": randomIp(),
        },
      );
      expect(res.status).toBe(200);
    }
    await expect429(
      await post(
        "/change-email",
        { newEmail: target },
        { cookie, origin: t.config.publicUrl, "x-forwarded-for": randomIp() },
      ),
    );
  });

  it(`GET /api/captcha: ${CAPTCHA_RULE.max} per minute per IP`, async () => {
    const ip = randomIp();
    for (let i = 0; i < CAPTCHA_RULE.max; i++) {
      expect((await t.request("/api/captcha", { headers: { "x-forwarded-for": ip } })).status).toBe(200);
    }
    await expect429(await t.request("/api/captcha", { headers: { "x-forwarded-for": ip } }));
  });
});
