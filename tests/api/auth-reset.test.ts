import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaHeaders, createVerifiedUser, powHeaders, randomIp, signIn, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = async (email: string, lang = "en") =>
  t.request("/api/auth/request-password-reset", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), "accept-language": lang, ...(await powHeaders(t)) },
    json: { email, redirectTo: "/reset-password" },
  });

describe("password reset", () => {
  it("answers alike for known and unknown addresses, and mails only the known one", async () => {
    const u = await createVerifiedUser(t);
    const before = t.mail.length;
    const known = await requestReset(u.email);
    const unknown = await requestReset(uniqueEmail("ghost"));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(t.mail.length - before).toBe(1);
    expect(t.mail.at(-1)!.to).toBe(u.email);
  });

  it("sets a new password from the link in the user's language; the old one stops working; the token is single use", async () => {
    const u = await createVerifiedUser(t);
    const oldCookie = await signIn(t, u.email, u.password);
    await requestReset(u.email, "fr-FR");
    const mail = t.mail.at(-1)!;
    expect(mail.subject).toBe("Réinitialisez votre mot de passe");
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const open = await t.request(link.pathname + link.search);
    expect(open.status).toBe(302);
    const location = new URL(open.headers.get("location")!, "http://x");
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const tooShort = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "short", token },
    });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.code).toBe("PASSWORD_TOO_SHORT");
    const tooLong = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "y".repeat(129), token },
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.code).toBe("PASSWORD_TOO_LONG");

    const ok = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "Brand-new-pass1", token },
    });
    expect(ok.status).toBe(200);
    const reused = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { newPassword: "Another-pass1", token },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.code).toBe("INVALID_TOKEN");

    // Other sessions end with the reset.
    expect((await (await t.request("/api/me", { headers: { cookie: oldCookie } })).json()).user).toBeNull();
    const oldPw = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email: u.email, password: u.password },
    });
    expect(oldPw.status).toBe(401);
    expect(await signIn(t, u.email, "Brand-new-pass1")).toContain("session_token");
  });

  it("refuses a malformed request with the error shape", async () => {
    const res = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
      json: { email: "nope" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
  });
});
