import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../server/auth/auth";
import { requireAdmin, requireUser } from "../../server/auth/guard";
import { grantRole, revokeRole } from "../../server/auth/roles";
import { runAdminCommand } from "../../server/cli/admin-command";
import { ApiError } from "../../server/lib/http-error";
import { createLogger } from "../../server/lib/logger";
import { enrollTwoFactor, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let guarded: Hono;
beforeAll(async () => {
  t = await createTestApp();
  // The guards as an /api/admin/* module mounts them, on the test app's database and secret.
  const auth = createAuth({
    config: t.config,
    database: t.database,
    logger: createLogger("silent"),
    mailer: { mode: "outbox", send: async () => {} },
  });
  guarded = new Hono();
  guarded.onError((err, c) =>
    err instanceof ApiError ? c.json(err.toBody(), err.status) : c.json({ crash: String(err) }, 500),
  );
  guarded.use("*", async (c, next) => {
    c.set("auth" as never, auth as never);
    c.set("db" as never, t.database.db as never);
    await next();
  });
  guarded.get("/admin/stats", requireAdmin, (c) => c.json({ ok: true }));
  guarded.get("/mine", requireUser, (c) => c.json({ ok: true }));
});
afterAll(() => t.close());

describe("requireUser / requireAdmin", () => {
  it("answers 401 anonymous, 403 signed-in non-admin, 200 admin (has_role)", async () => {
    const anon = await guarded.request("/admin/stats");
    expect(anon.status).toBe(401);
    expect((await anon.json()).error.code).toBe("UNAUTHORIZED");
    expect((await guarded.request("/mine")).status).toBe(401);

    const { user, cookie } = await signedInUser(t);
    expect((await guarded.request("/mine", { headers: { cookie } })).status).toBe(200);
    const denied = await guarded.request("/admin/stats", { headers: { cookie } });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe("FORBIDDEN");

    await grantRole(t.database.db, user.id, "admin");
    const noSecondFactor = await guarded.request("/admin/stats", { headers: { cookie } });
    expect(noSecondFactor.status).toBe(403);
    expect((await noSecondFactor.json()).error.code).toBe("TWO_FACTOR_REQUIRED");
    const enrolled = await enrollTwoFactor(t, user, cookie);
    const headers = { cookie: enrolled.cookie };
    expect((await guarded.request("/admin/stats", { headers })).status).toBe(200);
    await revokeRole(t.database.db, user.id, "admin");
    expect((await guarded.request("/admin/stats", { headers })).status).toBe(403);
  });

  it("ignores a forged cookie", async () => {
    const res = await guarded.request("/admin/stats", { headers: { cookie: "umbra.session_token=forged.value" } });
    expect(res.status).toBe(401);
  });
});

describe("npm run admin -- grant|revoke <email>", () => {
  it("grants and revokes admin, and explains bad input", async () => {
    const { user, cookie } = await signedInUser(t);
    const lines: string[] = [];
    const out = (l: string) => lines.push(l);
    expect(await runAdminCommand(t.database.db, ["grant", user.email.toUpperCase()], out)).toBe(0);
    expect(lines.at(-2)).toBe(`${user.email.toUpperCase()} is now an admin.`);
    expect(lines.at(-1)).toMatch(/two-factor authentication/);
    expect((await (await t.request("/api/me", { headers: { cookie } })).json()).isAdmin).toBe(true);
    expect(await runAdminCommand(t.database.db, ["grant", user.email], out)).toBe(0);
    expect(lines.at(-1)).toBe(`${user.email} is already an admin.`);
    expect(await runAdminCommand(t.database.db, ["revoke", user.email], out)).toBe(0);
    expect(lines.at(-1)).toBe(`${user.email} is no longer an admin.`);
    expect((await (await t.request("/api/me", { headers: { cookie } })).json()).isAdmin).toBe(false);
    expect(await runAdminCommand(t.database.db, ["grant", "nobody@example.com"], out)).toBe(1);
    expect(lines.at(-1)).toMatch(/No account/);
    expect(await runAdminCommand(t.database.db, ["promote", user.email], out)).toBe(2);
    expect(lines.at(-1)).toMatch(/Usage/);
  });
});
