import type { Context } from "hono";
import type { Db } from "../db/client";
import type { Auth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  locale: string;
  twoFactorEnabled: boolean;
}

/** Set on every request by createApp; the session lookup of a request is done once and kept. */
export type SessionVariables = {
  auth: Auth;
  db: Db;
  sessionUser?: SessionUser | null;
  /** When the request's sign-in session began (set with sessionUser). */
  sessionStartedAt?: Date | null;
};

/** The signed-in user of a request (from the HttpOnly session cookie), or null. */
export async function getSessionUser(c: Context): Promise<SessionUser | null> {
  const cached = c.get("sessionUser") as SessionUser | null | undefined;
  if (cached !== undefined) return cached;
  const auth = c.get("auth") as Auth | undefined;
  if (!auth) throw new Error("getSessionUser: the auth instance is not on the context (createApp sets it)");
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  const user: SessionUser | null = result
    ? {
        id: result.user.id,
        email: result.user.email,
        name: result.user.name,
        emailVerified: result.user.emailVerified,
        locale: (result.user as { locale?: string }).locale ?? "en",
        twoFactorEnabled: (result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
      }
    : null;
  c.set("sessionUser", user);
  c.set("sessionStartedAt", result ? new Date(result.session.createdAt) : null);
  return user;
}

/** When the signed-in session of this request began (null when signed out). */
export async function sessionStartedAt(c: Context): Promise<Date | null> {
  await getSessionUser(c);
  return (c.get("sessionStartedAt") as Date | null | undefined) ?? null;
}
