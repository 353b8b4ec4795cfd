import type { Context } from "hono";
import type { Db } from "../db/client";
import { type ApiError, twoFactorRequired } from "../lib/http-error";
import { hasRole } from "./roles";
import { getSessionUser, type SessionUser } from "./session";

/**
 * A signed-in caller and what they are to the product. This is the one staff rule: staff are admins (the SQL
 * function has_role) with two-factor authentication on. The admin area's guard and every route outside it that
 * gives staff more than a client (an order's files, invoice and credit-note PDFs) decide with it; services take
 * `staff` as given and never ask has_role themselves.
 */
export interface Caller {
  user: SessionUser;
  /** Staff's extra access applies: the admin role and two-factor authentication. */
  staff: boolean;
  /** The admin role without two-factor authentication: what a client gets, and 403 TWO_FACTOR_REQUIRED beyond it. */
  needsTwoFactor: boolean;
}

export async function standingOf(db: Db, user: SessionUser): Promise<Caller> {
  const admin = await hasRole(db, user.id, "admin");
  return { user, staff: admin && user.twoFactorEnabled, needsTwoFactor: admin && !user.twoFactorEnabled };
}

/** The request's signed-in caller with their standing, or null when signed out. */
export async function callerOf(c: Context): Promise<Caller | null> {
  const user = await getSessionUser(c);
  return user ? standingOf(c.get("db") as Db, user) : null;
}

/**
 * What a caller gets instead of a resource that is not theirs on a route that serves staff too: 403
 * TWO_FACTOR_REQUIRED for an admin without two-factor (for any such resource, existing or not, so the answer tells
 * nothing of it), otherwise the route's own 404.
 */
export const refusal = (caller: Caller | null, notFound: ApiError): ApiError =>
  caller?.needsTwoFactor ? twoFactorRequired() : notFound;
