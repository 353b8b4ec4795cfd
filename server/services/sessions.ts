import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { AccountSession } from "@common/account";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/**
 * The signed-in sessions of a user (not yet expired), newest activity first, the current one marked. Tokens are
 * never part of it: a session is named by its id, which cannot sign anyone in.
 */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    ipAddress: r.ipAddress ?? "",
    userAgent: r.userAgent ?? "",
    current: r.id === currentId,
  }));
}

/** Ends one of the user's own sessions (false when it is not theirs or gone: the route answers 404). */
export async function revokeSession(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  return gone.length > 0;
}

/** Ends every session of the user but the current one; how many ended. */
export async function revokeOtherSessions(db: Db, userId: string, currentId: string): Promise<number> {
  const gone = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentId)))
    .returning({ id: session.id });
  return gone.length;
}
