import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user, userRoles } from "../../db/schema";
import { likePattern } from "./order-filters";

export async function listUsers(db: Db, f: { q: string; page: number; pageSize: number }) {
  const where = f.q ? or(ilike(user.email, likePattern(f.q)), ilike(user.name, likePattern(f.q))) : sql`true`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        // Table names written out: drizzle leaves columns unqualified inside sql``, where "id" would bind to the subquery's table.
        roles: sql<
          string[]
        >`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "user"."id"), '{}')`,
        lastSignInAt: sql<string | null>`(select max(s.created_at) from session s where s.user_id = "user"."id")`,
      })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), user.id)
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(user).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt).toISOString() : null,
    })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export type RoleChange = "not_found" | "last_admin" | "ok";

/** Grants or revokes the admin role; never leaves the product without an admin. */
export async function setAdminRole(db: Db, userId: string, admin: boolean): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
    if (!target) return "not_found";
    if (admin) {
      await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
      return "ok";
    }
    // Locks every admin row, so two admins revoking each other at once cannot both succeed.
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"))
      .for("update");
    if (!admins.some((a) => a.userId === userId)) return "ok";
    if (admins.length <= 1) return "last_admin";
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    return "ok";
  });
}
