import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_RULES, CAPTCHA_RULE, IP_RULES, SIGN_IN_FAILURE_RULE } from "../../server/auth/limits";
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

  it(
    "ten failures from ten addresses never lock the owner out: they raise the challenge",
    { timeout: 120_000 },
    async () => {
      const owner = await createVerifiedUser(t, { admin: true });
      for (let i = 0; i < 10; i++) {
        const res = await post(
          "/sign-in/email",
          { email: owner.email, password: "wrong-pass" },
          await captchaHeaders(t),
        );
        // The first failures are answered as any wrong password; past the threshold the attacker pays the harder work.
        if (i < SIGN_IN_FAILURE_RULE.max) expect(res.status).toBe(401);
        else expect((await res.json()).error.code).toBe("POW_HARDER_REQUIRED");
      }
      // The raised challenge holds for the attacker too: a wrong password with the harder work is still only a 401.
      const wrongHard = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { ...(await captchaHeaders(t)), ...(await powHeaders(t, "hard")) },
        json: { email: owner.email, password: "wrong-pass" },
      });
      expect(wrongHard.status).toBe(401);

      // The owner, from their own address, with the right password: asked for the harder work, never 429.
      const ownerIp = randomIp();
      const first = await post(
        "/sign-in/email",
        { email: owner.email, password: owner.password },
        await captchaHeaders(t, ownerIp),
      );
      expect(first.status).toBe(400);
      expect(first.headers.get("retry-after")).toBeNull();
      expect((await first.json()).error.code).toBe("POW_HARDER_REQUIRED");
      const signedIn = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { ...(await captchaHeaders(t, ownerIp)), ...(await powHeaders(t, "hard")) },
        json: { email: owner.email, password: owner.password },
      });
      expect(signedIn.status).toBe(200);
      // Staff included: the admin's password step passes and asks for the two-factor code as always.
      expect((await signedIn.json()).twoFactorRedirect).toBe(true);

      // A normal challenge's solution cannot claim the hard level: its salt is signed.
      const other = await createVerifiedUser(t);
      const res = await post(
        "/sign-in/email",
        { email: other.email, password: other.password },
        await captchaHeaders(t),
      );
      expect(res.status).toBe(200);
    },
  );

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
