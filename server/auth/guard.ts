import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { forbidden, twoFactorRequired, unauthorized } from "../lib/http-error";
import type { Logger } from "../lib/logger";
import { withSecurity } from "../lib/openapi";
import { callerOf } from "./staff";
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
 * 401 anonymous, 403 unless the caller is staff (staff.ts: has_role(user, 'admin') and two-factor), 403
 * TWO_FACTOR_REQUIRED for an admin without two-factor authentication: a stolen password alone never opens the
 * admin area.
 */
export const requireAdmin = withSecurity(
  createMiddleware<AuthedEnv>(async (c, next) => {
    const caller = await callerOf(c as unknown as Context);
    if (!caller) throw unauthorized();
    if (caller.needsTwoFactor) throw twoFactorRequired();
    if (!caller.staff) throw forbidden();
    c.set("user", caller.user);
    await next();
  }),
  { 401: "UNAUTHORIZED: not signed in", 403: "FORBIDDEN: not an admin, or TWO_FACTOR_REQUIRED" },
);
