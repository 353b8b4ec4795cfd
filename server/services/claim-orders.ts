import { and, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, user } from "../db/schema";

/**
 * Guest orders belong to the account whose verified address matches their contact e-mail (case-insensitive).
 * Called when an address becomes verified (sign-up, change of e-mail) and when a verified client orders.
 * Never called for an unverified address: whoever types an address must prove it before seeing its orders.
 */
export async function claimGuestOrders(db: Db, userId: string, verifiedEmail: string): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.contactEmail}) = ${verifiedEmail.trim().toLowerCase()}`))
    .returning({ id: orders.id });
  return rows.length;
}

/** The account (if any) whose verified address is this one: a guest order placed with it belongs to it at once. */
export async function verifiedOwnerOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`, sql`${user.emailVerified}`))
    .limit(1);
  return row?.id ?? null;
}
