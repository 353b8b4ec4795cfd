import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, signIn, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("auth helpers", () => {
  it("signs a verified user in and /api/me knows them", async () => {
    const u = await createVerifiedUser(t);
    const cookie = await signIn(t, u.email, u.password);
    const res = await t.request("/api/me", { headers: { cookie } });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.user.email).toBe(u.email);
    expect(me.isAdmin).toBe(false);
  });
  it("admin", async () => {
    const { cookie } = await signedInUser(t, { admin: true });
    const me = await (await t.request("/api/me", { headers: { cookie } })).json();
    expect(me.isAdmin).toBe(true);
    expect(me.roles).toEqual(["admin"]);
  });
});
