import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";
import type { Auth } from "./auth";

/** better-auth's cookie between the password and the code: "<prefix>.two_factor", "__Secure-" over https. */
const TWO_FACTOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?umbra\.two_factor=([^;]+)/;

/**
 * Whose code a /two-factor/verify-* request tries: the user named by the pending sign-in's cookie (its
 * verification row), else the signed-in user (confirming the set-up), else null. The per-account limit is
 * keyed on it, so that six digits cannot be tried from many addresses or over many sign-ins.
 */
export async function twoFactorSubject(db: Db, auth: Auth, headers: Headers): Promise<string | null> {
  const match = TWO_FACTOR_COOKIE.exec(headers.get("cookie") ?? "");
  if (match) {
    let signed = match[1]!;
    try {
      signed = decodeURIComponent(signed);
    } catch {
      return null;
    }
    // "<identifier>.<signature>": the signature is better-auth's to check; a forged one names no row.
    const identifier = signed.slice(0, signed.lastIndexOf("."));
    if (!identifier) return null;
    const [row] = await db
      .select({ userId: verification.value })
      .from(verification)
      .where(eq(verification.identifier, identifier))
      .limit(1);
    if (row) return row.userId;
  }
  const session = await auth.api.getSession({ headers }).catch(() => null);
  return session?.user.id ?? null;
}
