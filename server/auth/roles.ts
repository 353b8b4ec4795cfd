import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, userRoles } from "../db/schema";

export type Role = "admin";

/** The SQL function has_role() of spec §6: the one source of truth for roles. */
export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`SELECT has_role(${userId}, ${role}) AS ok`);
  return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role as Role);
}

export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(sql`${userRoles.userId} = ${userId} AND ${userRoles.role} = ${role}`)
    .returning();
  return rows.length > 0;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`);
  return rows[0]?.id ?? null;
}
