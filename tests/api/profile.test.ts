import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "@common/profile";
import { captchaHeaders, cookieFrom, signedInUser, uniqueEmail } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (cookie: string, json: unknown, lang?: string) =>
  t.request("/api/profile", {
    method: "PUT",
    headers: { cookie, origin: t.config.publicUrl, ...(lang ? { "accept-language": lang } : {}) },
    json,
  });

const valid = (email: string) => ({ email, fullname: "Ada Lovelace", username: "ada", bio: "" });

describe("/api/profile", () => {
  it("is 401 when signed out", async () => {
    expect((await t.request("/api/profile")).status).toBe(401);
    const res = await t.request("/api/profile", { method: "PUT", json: valid("a@example.com") });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("starts with the sign-up name and no username; saves and reads back", async () => {
    const { user, cookie } = await signedInUser(t, { name: "Grace Hopper" });
    const first = await (await t.request("/api/profile", { headers: { cookie } })).json();
    expect(first).toEqual({ email: user.email, fullname: "Grace Hopper", username: "", bio: "", emailLocale: "en" });
    const res = await put(cookie, {
      email: user.email,
      fullname: "Grace B. Hopper",
      username: `grace${Date.now()}`,
      bio: "Compilers.",
    });
    expect(res.status).toBe(200);
    const saved = await (await t.request("/api/profile", { headers: { cookie } })).json();
    expect(saved.fullname).toBe("Grace B. Hopper");
    expect(saved.bio).toBe("Compilers.");
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.user.name).toBe("Grace B. Hopper");
  });

  it("checks every limit of spec §5 on the server, with its exact message", async () => {
    const { user, cookie } = await signedInUser(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ fullname: "A" }, "fullname", PROFILE_MESSAGES.fullnameMin],
      [{ fullname: "A".repeat(51) }, "fullname", "String must contain at most 50 character(s)"],
      [{ username: "ab" }, "username", "Username must be at least 3 characters"],
      [{ username: "a".repeat(31) }, "username", "String must contain at most 30 character(s)"],
      [{ bio: "b".repeat(501) }, "bio", "Bio cannot exceed 500 characters"],
      [{ email: "not-an-email" }, "email", "Invalid email address"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await put(cookie, { ...valid(user.email), username: `u${Date.now()}`, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("VALIDATION_FAILED");
      expect(body.error.fields[field]).toBe(message);
    }
    const edge = await put(cookie, {
      email: user.email,
      fullname: "A".repeat(50),
      username: `e${"x".repeat(29)}`,
      bio: "b".repeat(500),
    });
    expect(edge.status).toBe(200);
    const low = await put(cookie, {
      email: user.email,
      fullname: "Al",
      username: `q${Date.now() % 100}`.padEnd(3, "q").slice(0, 3),
    });
    expect(low.status).toBe(200);
  });

  it("answers 409 for a username taken by someone else, in any letter case", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const name = `Taken${Date.now()}`;
    expect((await put(a.cookie, { ...valid(a.user.email), username: name })).status).toBe(200);
    const res = await put(b.cookie, { ...valid(b.user.email), username: name.toUpperCase() });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.error.code).toBe("USERNAME_TAKEN");
    expect(body.error.fields.username).toBeTruthy();
    // Keeping one's own username is fine.
    expect((await put(a.cookie, { ...valid(a.user.email), username: name.toLowerCase() })).status).toBe(200);
  });

  it("rejects a non-JSON body with 415", async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.request("/api/profile", {
      method: "PUT",
      headers: { cookie, "content-type": "text/plain" },
      body: "x",
    });
    expect(res.status).toBe(415);
  });

  it("changes the e-mail only after the new address confirms it", async () => {
    const { user, cookie } = await signedInUser(t);
    const next = uniqueEmail("moved");
    // The confirmation is written in the account's language for e-mails (the form sends it with every save).
    const res = await put(
      cookie,
      { ...valid(user.email), username: `m${Date.now()}`, email: next, emailLocale: "zh" },
      "zh-CN",
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.email).toBe(user.email);
    expect(body.pendingEmail).toBe(next);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(next);
    expect(mail.subject).toBe("确认您的新电子邮件地址");
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const open = await t.request(link.pathname + link.search, { headers: { cookie } });
    expect(open.status).toBe(302);
    const cookie2 = cookieFrom(open) || cookie;
    const after = await (await t.request("/api/profile", { headers: { cookie: cookie2 } })).json();
    expect(after.email).toBe(next);
  });

  it("answers 409 when the new e-mail belongs to another account", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const res = await put(b.cookie, { ...valid(b.user.email), username: `c${Date.now()}`, email: a.user.email });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("EMAIL_TAKEN");
  });

  it("keeps the captcha helper honest (sign-up headers are single use)", async () => {
    const h = await captchaHeaders(t);
    const json = { email: uniqueEmail(), password: "Blue-Harbor-Lantern-42", name: "Once" };
    expect((await t.request("/api/auth/sign-up/email", { method: "POST", headers: h, json })).status).toBe(200);
    expect((await t.request("/api/auth/sign-up/email", { method: "POST", headers: h, json })).status).toBe(400);
  });
});
