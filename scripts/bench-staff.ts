import { sql } from "drizzle-orm";
import { grantRole } from "../server/auth/roles";
import type { Database } from "../server/db/client";
import { user } from "../server/db/schema";
import { benchGuardHeaders } from "./bench-pow";

type Request = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * An admin for a bench, signed up and in through the real API (captcha solved, proof-of-work done) against an
 * in-process app: the cookie of a session that passes the admin guard. Two-factor is set on the user row after the
 * session exists (the guard reads it there); the benches measure what staff do, not enrolling an authenticator.
 */
export async function benchStaffSession(
  request: Request,
  database: Database,
  creds: { email: string; password: string; name: string },
): Promise<string> {
  const ip = "10.9.9.9";
  const captcha = () => benchGuardHeaders(request, ip);
  await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: await captcha(),
    body: JSON.stringify({ ...creds, callbackURL: "/dashboard" }),
  });
  const [admin] = await database.db
    .update(user)
    .set({ emailVerified: true })
    .where(sql`${user.email} = ${creds.email}`)
    .returning({ id: user.id });
  await grantRole(database.db, admin!.id, "admin");
  const signIn = await request("/api/auth/sign-in/email", {
    method: "POST",
    headers: await captcha(),
    body: JSON.stringify({ email: creds.email, password: creds.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  await database.db
    .update(user)
    .set({ twoFactorEnabled: true })
    .where(sql`${user.id} = ${admin!.id}`);
  return cookie;
}
