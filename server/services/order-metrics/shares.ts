import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { localizedPath, type Language } from "@common/locales";
import {
  SHARE_LIMITS,
  type ShareCreated,
  type ShareDto,
  type ShareInput,
  type SharedResults,
} from "@common/results-report";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Db } from "../../db/client";
import { orders, resultShares } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { orderMetricsView } from "./store";

type ShareRow = typeof resultShares.$inferSelect;
const DAY = 86_400_000;

/** The page a link opens; the token rides in the fragment, so no server log or Referer ever carries it. */
export const SHARED_RESULTS_PATH = "/shared/results";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const dto = (r: ShareRow, now = new Date()): ShareDto => ({
  id: r.id,
  state: r.revokedAt ? "revoked" : r.expiresAt <= now ? "expired" : "active",
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  revokedAt: r.revokedAt?.toISOString() ?? null,
  hasPassword: r.passwordHash !== null,
  views: r.views,
  lastViewedAt: r.lastViewedAt?.toISOString() ?? null,
  madeBy: r.madeBy as ShareDto["madeBy"],
});

/** An order's links, newest first (revoked and expired ones too, so the list says what happened). */
export async function listShares(db: Db, orderId: number): Promise<ShareDto[]> {
  const rows = await db
    .select()
    .from(resultShares)
    .where(eq(resultShares.orderId, orderId))
    .orderBy(desc(resultShares.id));
  return rows.map((r) => dto(r));
}

/** A new link: a 128-bit random token, shown once in the answer; only its SHA-256 is stored. */
export async function createShare(
  db: Db,
  orderId: number,
  input: ShareInput,
  who: { userId: string; side: "client" | "staff" },
  link: { publicUrl: string; lang: Language },
  now = new Date(),
): Promise<ShareCreated> {
  const [{ active } = { active: 0 }] = await db
    .select({ active: count() })
    .from(resultShares)
    .where(and(eq(resultShares.orderId, orderId), isNull(resultShares.revokedAt), gt(resultShares.expiresAt, now)));
  if (active >= SHARE_LIMITS.maxActive) {
    throw new ApiError(
      409,
      "TOO_MANY_LINKS",
      `An order can have ${SHARE_LIMITS.maxActive} open links; revoke one first.`,
    );
  }
  const token = randomBytes(16).toString("base64url");
  const [row] = await db
    .insert(resultShares)
    .values({
      orderId,
      tokenHash: hashToken(token),
      createdBy: who.userId,
      madeBy: who.side,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY),
      createdAt: now,
    })
    .returning();
  return { ...dto(row!), url: `${link.publicUrl}${localizedPath(link.lang, SHARED_RESULTS_PATH)}#${token}` };
}

/** Revokes a link of this order: from then on it answers 410. */
export async function revokeShare(db: Db, orderId: number, id: number, now = new Date()) {
  const [row] = await db
    .update(resultShares)
    .set({ revokedAt: sql`coalesce(${resultShares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(resultShares.id, id), eq(resultShares.orderId, orderId)))
    .returning();
  if (!row) throw notFound("No such link.");
  return dto(row);
}

/**
 * What a link shows: this order's metrics and milestone marks, nothing that names the client, the order or any
 * other order. 404 for an unknown token, 410 for a revoked or expired one, 401 while its password is missing or
 * wrong. Each answer with the results counts as a view.
 */
export async function openShare(db: Db, token: string, password: string | undefined, now = new Date()) {
  const [row] = await db
    .select()
    .from(resultShares)
    .where(eq(resultShares.tokenHash, hashToken(token)));
  if (!row) throw notFound("No such link.");
  if (row.revokedAt) throw new ApiError(410, "LINK_REVOKED", "This link was revoked.");
  if (row.expiresAt <= now) throw new ApiError(410, "LINK_EXPIRED", "This link has expired.");
  if (row.passwordHash) {
    if (!password) throw new ApiError(401, "PASSWORD_REQUIRED", "This link needs its password.");
    if (!(await verifyPassword({ hash: row.passwordHash, password }))) {
      throw new ApiError(401, "WRONG_PASSWORD", "That is not the link's password.", {
        password: "shares.errors.wrongPassword",
      });
    }
  }
  const [order] = await db
    .select({ id: orders.id, serviceId: orders.serviceId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (!order) throw notFound("No such link.");
  await db
    .update(resultShares)
    .set({ views: sql`${resultShares.views} + 1`, lastViewedAt: now })
    .where(eq(resultShares.id, row.id));
  const view = await orderMetricsView(db, order);
  const shared: SharedResults = {
    serviceId: order.serviceId,
    expiresAt: row.expiresAt.toISOString(),
    metrics: view.metrics,
    milestones: view.milestones,
  };
  return shared;
}
