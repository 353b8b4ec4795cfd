import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { forbidden, twoFactorRequired, unauthorized } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { withSecurity } from "../lib/openapi";
import { hasRole } from "./roles";
import { getSessionUser, type SessionUser } from "./session";

export type AuthedEnv = { Variables: { user: SessionUser; requestStart: number; log: Logger } };

/** 401 unless signed in; puts the user on the context. */
export const requireUser = withSecurity(
  createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await getSessionUser(c as unknown as Context);
    if (!user) throw unauthorized();
    c.set("user", user);
    await next();
  }),
  { 401: "UNAUTHORIZED: not signed in" },
);

/**
 * 401 anonymous, 403 unless the SQL function has_role(user, 'admin') says yes, and 403 TWO_FACTOR_REQUIRED
 * for an admin without two-factor authentication: a stolen password alone never opens the admin area.
 */
export const requireAdmin = withSecurity(
  createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await getSessionUser(c as unknown as Context);
    if (!user) throw unauthorized();
    const db = (c as unknown as Context).get("db") as Db;
    if (!(await hasRole(db, user.id, "admin"))) throw forbidden();
    if (!user.twoFactorEnabled) throw twoFactorRequired();
    c.set("user", user);
    await next();
  }),
  { 401: "UNAUTHORIZED: not signed in", 403: "FORBIDDEN: not an admin, or TWO_FACTOR_REQUIRED" },
);
