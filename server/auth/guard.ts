import { createMiddleware } from "hono/factory";
import { forbidden, unauthorized } from "../lib/http-error";
import { getSessionUser, type SessionUser } from "./session";

export type AuthedEnv = { Variables: { user: SessionUser; requestStart: number } };

/** 401 unless signed in; puts the user on the context. */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  const user = await getSessionUser(c);
  if (!user) throw unauthorized();
  c.set("user", user);
  await next();
});

/**
 * 401 anonymous, 403 not admin. Placeholder until the Accounts issue checks has_role():
 * nobody is admin yet.
 */
export const requireAdmin = createMiddleware<AuthedEnv>(async (c) => {
  const user = await getSessionUser(c);
  if (!user) throw unauthorized();
  throw forbidden();
});
