import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaHeaders, createVerifiedUser, powHeaders, randomIp, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Accepted before this check; each of them is in every cracking list or guessed in seconds. */
const WEAK = ["password", "12345678", "        ", "sunshine", "football", "baseball1", "qwertyuiop", "Passw0rd!"];
const STRONG = "Qu1et-Meadow-Falls!";

async function expectWeak(res: Response) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe("PASSWORD_TOO_WEAK");
  expect(body.error.message).toMatch(/too easy to guess/);
  expect(body.error.fields).toEqual({ password: expect.any(String) });
}

const signUp = async (password: string, email = uniqueEmail("pw"), name = "Ann Lee") =>
  t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: await captchaHeaders(t),
    json: { email, password, name, callbackURL: "/dashboard" },
  });

async function resetToken(email: string): Promise<string> {
  const res = await t.request("/api/auth/request-password-reset", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp(), ...(await powHeaders(t)) },
    json: { email, redirectTo: "/reset-password" },
  });
  expect(res.status).toBe(200);
  const link = t.mail.at(-1)!.text.match(/https?:\/\/\S+/)![0];
  const open = await t.request(new URL(link).pathname + new URL(link).search);
  return new URL(open.headers.get("location")!, "http://x").searchParams.get("token")!;
}

const reset = (token: string, newPassword: string) =>
  t.request("/api/auth/reset-password", {
    method: "POST",
    headers: { "x-forwarded-for": randomIp() },
    json: { token, newPassword },
  });

describe("weak passwords are refused on the server", () => {
  it("sign-up: common words, digits, spaces and keyboard walks get 400 PASSWORD_TOO_WEAK; no account is made", async () => {
    for (const password of WEAK) await expectWeak(await signUp(password));
    expect(t.mail).toHaveLength(0);
  });

  it("sign-up: a password made of the person's own name or address is weak", async () => {
    await expectWeak(await signUp("vanessahartwig", "vanessa.hartwig@example.com", "Vanessa Hartwig"));
  });

  it("sign-up: the same answer for a weak password whether or not the address has an account", async () => {
    const u = await createVerifiedUser(t);
    await expectWeak(await signUp("password", u.email));
  });

  it("sign-up: a strong password passes", async () => {
    expect((await signUp(STRONG)).status).toBe(200);
  });

  it("password reset: weak new passwords are refused, the token still works for a strong one", async () => {
    const u = await createVerifiedUser(t);
    const token = await resetToken(u.email);
    for (const password of WEAK) await expectWeak(await reset(token, password));
    const ok = await reset(token, "N3w-Harbor-Lantern!");
    expect(ok.status).toBe(200);
  });

  it("change of password (signed in): a weak new password is refused", async () => {
    const u = await createVerifiedUser(t);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email: u.email, password: u.password },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await t.request("/api/auth/change-password", {
      method: "POST",
      headers: { cookie },
      json: { currentPassword: u.password, newPassword: "12345678", revokeOtherSessions: true },
    });
    await expectWeak(res);
  });
});
