import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../server/db/schema";
import {
  captchaHeaders,
  cookieFrom,
  createVerifiedUser,
  getCaptcha,
  powHeaders,
  randomIp,
  signIn,
  solveCaptcha,
  totpCode,
  uniqueEmail,
} from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: "boss@example.com" } });
});
afterAll(() => t.close());

const signUp = async (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: headers ?? (await captchaHeaders(t)),
    json: { callbackURL: "/dashboard", ...body },
  });

const signInRaw = async (email: string, password: string, headers?: Record<string, string>) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: headers ?? (await captchaHeaders(t)),
    json: { email, password },
  });

const linkIn = (text: string) => {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  const u = new URL(url);
  return u.pathname + u.search;
};

const lastMailTo = (email: string) => {
  const m = [...t.mail].reverse().find((x) => x.to === email);
  if (!m) throw new Error(`no mail to ${email}`);
  return m;
};

describe("GET /api/captcha", () => {
  it("returns a signed challenge of two numbers from 1 to 10 with +, - or *", async () => {
    for (let i = 0; i < 20; i++) {
      const c = await getCaptcha(t);
      expect(c.a).toBeGreaterThanOrEqual(1);
      expect(c.a).toBeLessThanOrEqual(10);
      expect(c.b).toBeGreaterThanOrEqual(1);
      expect(c.b).toBeLessThanOrEqual(10);
      expect(["+", "-", "*"]).toContain(c.op);
      expect(c.token).toMatch(/^[\w-]+\.[\w-]+$/);
    }
  });
});

describe("captcha on sign-up and sign-in", () => {
  it("refuses without a captcha, with 400 CAPTCHA_REQUIRED, before checking the password", async () => {
    const u = await createVerifiedUser(t);
    const res = await signInRaw(u.email, u.password, { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("CAPTCHA_REQUIRED");
    const up = await signUp(
      { email: uniqueEmail(), password: "Blue-Harbor-Lantern-42", name: "Ann" },
      { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
    );
    expect(up.status).toBe(400);
    expect((await up.json()).error.code).toBe("CAPTCHA_REQUIRED");
  });

  it("refuses a wrong answer (CAPTCHA_WRONG), a forged token (CAPTCHA_INVALID) and a reused one (CAPTCHA_USED)", async () => {
    const u = await createVerifiedUser(t);
    const ip = randomIp();
    const c = await getCaptcha(t, ip);
    const wrong = String(solveCaptcha(c) + 1);
    const res = await signInRaw(u.email, u.password, {
      "x-forwarded-for": ip,
      ...(await powHeaders(t)),
      "x-captcha-token": c.token,
      "x-captcha-answer": wrong,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("CAPTCHA_WRONG");

    // The same captcha, now with the right answer: already used.
    const again = await signInRaw(u.email, u.password, {
      "x-forwarded-for": ip,
      ...(await powHeaders(t)),
      "x-captcha-token": c.token,
      "x-captcha-answer": String(solveCaptcha(c)),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe("CAPTCHA_USED");

    const [body, sig] = c.token.split(".");
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), a: 1, b: 1, op: "+" }),
    ).toString("base64url");
    const forged = await signInRaw(u.email, u.password, {
      "x-forwarded-for": ip,
      ...(await powHeaders(t)),
      "x-captcha-token": `${forgedBody}.${sig}`,
      "x-captcha-answer": "2",
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe("CAPTCHA_INVALID");
  });

  it("refuses an expired captcha (CAPTCHA_EXPIRED)", async () => {
    const { createCaptcha } = await import("../../server/auth/captcha");
    const old = createCaptcha(t.config.authSecret, Date.now() - 11 * 60 * 1000);
    const res = await signInRaw("nobody@example.com", "whatever1", {
      "x-forwarded-for": randomIp(),
      ...(await powHeaders(t)),
      "x-captcha-token": old.token,
      "x-captcha-answer": String(solveCaptcha(old)),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("CAPTCHA_EXPIRED");
  });
});

describe("sign-up", () => {
  it("checks the password length (8..128) and the name on the server", async () => {
    const email = uniqueEmail();
    const short = await signUp({ email, password: "1234567", name: "Ann Lee" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.fields.password).toMatch(/at least 8/);
    const long = await signUp({ email, password: "x".repeat(129), name: "Ann Lee" });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.password).toMatch(/at most 128/);
    const noName = await signUp({ email, password: "Blue-Harbor-Lantern-42", name: "" });
    expect(noName.status).toBe(400);
    const badEmail = await signUp({ email: "not-an-email", password: "Blue-Harbor-Lantern-42", name: "Ann Lee" });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error.fields.email).toBe("Invalid email address");
    const ok128 = await signUp({ email, password: "Qu1et-Meadow-Falls!".padEnd(128, "x"), name: "Ann Lee" });
    expect(ok128.status).toBe(200);
  });

  it("needs the e-mail confirmed before sign-in; the link signs in and leads to /dashboard", async () => {
    const email = uniqueEmail("new");
    const res = await signUp(
      { email, password: "Blue-Harbor-Lantern-42", name: "Nora New" },
      { ...(await captchaHeaders(t)), "accept-language": "de-DE,de;q=0.9" },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    const before = await signInRaw(email, "Blue-Harbor-Lantern-42");
    expect(before.status).toBe(403);
    expect((await before.json()).error.code).toBe("EMAIL_NOT_VERIFIED");

    const mail = lastMailTo(email);
    expect(mail.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain("Nora New");
    const [row] = await t.database.db
      .select()
      .from(user)
      .where(sql`${user.email} = ${email}`);
    expect(row!.locale).toBe("de");
    expect(row!.name).toBe("Nora New");

    const verify = await t.request(linkIn(mail.text));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard");
    const cookie = cookieFrom(verify);
    const me = await t.request("/api/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email, emailVerified: true, name: "Nora New" });

    const after = await signInRaw(email, "Blue-Harbor-Lantern-42");
    expect(after.status).toBe(200);
  });

  it("answers a sign-up for an existing address like a new one and mails the owner instead", async () => {
    const u = await createVerifiedUser(t);
    const res = await signUp({ email: u.email.toUpperCase(), password: "Other-pass1", name: "Mallory" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(lastMailTo(u.email).subject).toBe("You already have an account");
    // The password did not change.
    expect((await signInRaw(u.email, u.password)).status).toBe(200);
    expect((await signInRaw(u.email, "Other-pass1")).status).toBe(401);
  });

  it("grants admin on verification to ADMIN_EMAILS", async () => {
    const email = "boss@example.com";
    await signUp({ email, password: "Blue-Harbor-Lantern-42", name: "Boss" });
    const verify = await t.request(linkIn(lastMailTo(email).text));
    const me = await (await t.request("/api/me", { headers: { cookie: cookieFrom(verify) } })).json();
    expect(me.isAdmin).toBe(true);
    expect(me.roles).toEqual(["admin"]);
  });

  it("rejects a forged verification token", async () => {
    const res = await t.request("/api/auth/verify-email?token=abc.def.ghi");
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBeTruthy();
  });
});

describe("sign-in and session", () => {
  it("answers an unknown e-mail and a wrong password alike", async () => {
    const u = await createVerifiedUser(t);
    const unknown = await signInRaw(uniqueEmail("ghost"), u.password);
    const wrong = await signInRaw(u.email, "not-the-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("sets an HttpOnly SameSite=Lax session cookie, not Secure outside production", async () => {
    const u = await createVerifiedUser(t);
    const res = await signInRaw(u.email, u.password, { ...(await captchaHeaders(t)), "accept-language": "ja" });
    const setCookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    // Signing in from a page in another language leaves the account's language for e-mails alone.
    const [row] = await t.database.db
      .select()
      .from(user)
      .where(sql`${user.email} = ${u.email}`);
    expect(row!.locale).toBe("en");
  });

  it("never answers a session's token: not in list-sessions, get-session, sign-in or the two-factor step", async () => {
    const u = await createVerifiedUser(t);
    const first = await signInRaw(u.email, u.password);
    expect(first.status).toBe(200);
    const signInText = await first.text();
    const cookie = cookieFrom(first);
    await signIn(t, u.email, u.password); // a second session, on "another device"
    const admin = await createVerifiedUser(t, { admin: true });
    const adminCookie = await signIn(t, admin.email, admin.password, admin.totpSecret);
    const list = await t.request("/api/auth/list-sessions", { headers: { cookie } });
    expect(list.status).toBe(200);
    const listText = await list.text();
    const sessions = JSON.parse(listText) as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s).not.toHaveProperty("token");
      expect(s).toHaveProperty("expiresAt");
    }
    const got = await t.request("/api/auth/get-session", { headers: { cookie } });
    const gotText = await got.text();
    expect(JSON.parse(gotText).user.email).toBe(u.email);
    const adminList = await (await t.request("/api/auth/list-sessions", { headers: { cookie: adminCookie } })).text();
    expect(JSON.parse(adminList).length).toBeGreaterThan(0);

    // The two-factor step's answer, as the browser gets it.
    const step = await signInRaw(admin.email, admin.password);
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      headers: { cookie: cookieFrom(step), "x-forwarded-for": randomIp() },
      json: { code: await totpCode(admin.totpSecret!) },
    });
    expect(verified.status).toBe(200);
    const verifiedText = await verified.text();
    const all = await t.database.db.execute<{ token: string }>(
      sql`SELECT token FROM session WHERE user_id IN (${u.id}, ${admin.id})`,
    );
    const tokens = (all as unknown as { rows: { token: string }[] }).rows.map((r) => r.token);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    for (const token of tokens) {
      for (const text of [signInText, listText, gotText, adminList, verifiedText]) expect(text).not.toContain(token);
    }
  });

  it("/api/me says user null when signed out, and sign-out ends the session", async () => {
    const anon = await t.request("/api/me");
    expect(anon.status).toBe(200);
    expect(await anon.json()).toEqual({ user: null, roles: [], isAdmin: false });
    const u = await createVerifiedUser(t);
    const cookie = await signIn(t, u.email, u.password);
    const out = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie, origin: t.config.publicUrl },
      json: {},
    });
    expect(out.status).toBe(200);
    expect((await (await t.request("/api/me", { headers: { cookie } })).json()).user).toBeNull();
  });

  it("re-issues the session cookie through /api/me once it is a day old (refresh before expiry)", async () => {
    const u = await createVerifiedUser(t);
    const cookie = await signIn(t, u.email, u.password);
    const fresh = await t.request("/api/me", { headers: { cookie } });
    expect(fresh.headers.getSetCookie().filter((c) => c.includes("session_token"))).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE session SET updated_at = now() - interval '2 days', expires_at = now() + interval '5 days' WHERE user_id = ${u.id}`,
    );
    const res = await t.request("/api/me", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    const rows = await t.database.db.execute<{ expires_at: string }>(
      sql`SELECT expires_at FROM session WHERE user_id = ${u.id}`,
    );
    const expires = new Date((rows as unknown as { rows: { expires_at: string }[] }).rows[0]!.expires_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
  });
});

describe("Secure cookie in production", () => {
  it("marks the session cookie Secure", async () => {
    const p = await createTestApp({
      env: {
        NODE_ENV: "production",
        AUTH_SECRET: "a-production-secret-of-at-least-32-chars!",
        PUBLIC_URL: "https://umbra.example",
      },
    });
    try {
      const u = await createVerifiedUser(p);
      const res = await p.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: await captchaHeaders(p),
        json: { email: u.email, password: u.password },
      });
      expect(res.status).toBe(200);
      const setCookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(setCookie).toMatch(/; Secure/i);
      expect(setCookie).toMatch(/HttpOnly/i);
    } finally {
      await p.close();
    }
  });
});
