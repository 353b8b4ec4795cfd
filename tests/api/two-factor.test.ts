import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../server/auth/roles";
import {
  captchaHeaders,
  cookieFrom,
  enrollTwoFactor,
  randomIp,
  signedInUser,
  signIn,
  totpCode,
  type TestUser,
} from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The password step: for an account with 2FA it answers twoFactorRedirect and the pending-sign-in cookie. */
async function passwordStep(u: TestUser) {
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: await captchaHeaders(t),
    json: { email: u.email, password: u.password },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { twoFactorRedirect?: boolean };
  const cookie = cookieFrom(res);
  if (body.twoFactorRedirect) expect(cookie).not.toContain("session_token");
  return { body, cookie };
}

const post = (path: string, cookie: string, json: unknown, ip = randomIp()) =>
  t.request(path, { method: "POST", headers: { cookie, "x-forwarded-for": ip }, json });

const me = async (cookie: string) =>
  (await (await t.request("/api/me", { headers: { cookie } })).json()) as {
    user: { email: string; twoFactorEnabled: boolean } | null;
  };

describe("two-factor authentication (TOTP + backup codes)", () => {
  it("is set up with the password and a first code; sign-in then asks for a code", async () => {
    const { user, cookie } = await signedInUser(t);
    const wrongPassword = await post("/api/auth/two-factor/enable", cookie, { password: "not-my-password" });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).error.code).toBe("INVALID_PASSWORD");

    const enrolled = await enrollTwoFactor(t, user, cookie);
    expect(enrolled.backupCodes).toHaveLength(10);
    expect((await me(enrolled.cookie)).user?.twoFactorEnabled).toBe(true);

    const { body, cookie: pending } = await passwordStep(user);
    expect(body.twoFactorRedirect).toBe(true);
    expect((await me(pending)).user).toBeNull();

    const wrong = await post("/api/auth/two-factor/verify-totp", pending, { code: "000000" });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe("INVALID_CODE");

    const ok = await post("/api/auth/two-factor/verify-totp", pending, { code: await totpCode(enrolled.totpSecret) });
    expect(ok.status).toBe(200);
    expect((await me(cookieFrom(ok))).user?.email).toBe(user.email);
  });

  it("a backup code signs in once (a lost device), then no more", async () => {
    const { user, cookie } = await signedInUser(t);
    const { backupCodes } = await enrollTwoFactor(t, user, cookie);
    const code = backupCodes[0]!;

    const first = await passwordStep(user);
    const ok = await post("/api/auth/two-factor/verify-backup-code", first.cookie, { code });
    expect(ok.status).toBe(200);
    expect((await me(cookieFrom(ok))).user?.email).toBe(user.email);

    const second = await passwordStep(user);
    const reused = await post("/api/auth/two-factor/verify-backup-code", second.cookie, { code });
    expect(reused.status).toBe(401);
    expect((await me(second.cookie)).user).toBeNull();
  });

  it("refuses another site's page (origin check) on the two-factor routes", async () => {
    const { cookie } = await signedInUser(t);
    for (const path of [
      "/api/auth/two-factor/enable",
      "/api/auth/two-factor/verify-totp",
      "/api/auth/two-factor/disable",
    ]) {
      const res = await t.request(path, {
        method: "POST",
        headers: { cookie, origin: "https://evil.test", "x-forwarded-for": randomIp() },
        json: { password: "x", code: "123456" },
      });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("FORBIDDEN_ORIGIN");
    }
  });

  it("without the pending sign-in cookie a code opens nothing", async () => {
    const res = await post("/api/auth/two-factor/verify-totp", "", { code: "123456" });
    expect(res.status).toBe(401);
    const bad = await post("/api/auth/two-factor/verify-totp", "", { code: 123456 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("limits the codes tried per account, whatever the address (no brute force of six digits)", async () => {
    const { user, cookie } = await signedInUser(t);
    const { totpSecret } = await enrollTwoFactor(t, user, cookie);
    const { cookie: pending } = await passwordStep(user);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post("/api/auth/two-factor/verify-totp", pending, { code: String(100000 + i) });
      statuses.push(res.status);
    }
    // One enrolment code was counted already; then wrong codes until the limit, then 429.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits now: the attacker cannot tell a hit from the limit.
    const right = await post("/api/auth/two-factor/verify-totp", pending, { code: await totpCode(totpSecret) });
    expect(right.status).toBe(429);
    expect((await right.json()).error.code).toBe("RATE_LIMITED");
  });

  it("can be turned off with the password", async () => {
    const { user, cookie } = await signedInUser(t);
    const enrolled = await enrollTwoFactor(t, user, cookie);
    const off = await post("/api/auth/two-factor/disable", enrolled.cookie, { password: user.password });
    expect(off.status).toBe(200);
    const { body } = await passwordStep(user);
    expect(body.twoFactorRedirect).toBeUndefined();
  });
});

describe("admins need two-factor authentication", () => {
  it("an admin without 2FA gets 403 TWO_FACTOR_REQUIRED on /api/admin/*; with 2FA gets in", async () => {
    const { user, cookie } = await signedInUser(t);
    await grantRole(t.database.db, user.id, "admin");
    const denied = await t.request("/api/admin/stats", { headers: { cookie } });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe("TWO_FACTOR_REQUIRED");
    const meBody = (await (await t.request("/api/me", { headers: { cookie } })).json()) as { isAdmin: boolean };
    expect(meBody.isAdmin).toBe(true);

    const { totpSecret } = await enrollTwoFactor(t, user, cookie);
    const adminCookie = await signIn(t, user.email, user.password, totpSecret);
    expect((await t.request("/api/admin/stats", { headers: { cookie: adminCookie } })).status).toBe(200);
  });
});
