import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  AUTO_APPROVE_DEFAULT_DAYS,
  milestoneProgress,
  reviewSchedule,
  type DeliveredFile,
  type MilestoneDto,
  type MilestoneEventDto,
  type MilestoneEventKind,
  type MilestoneState,
  type OrderMilestonesView,
} from "@common/milestones";
import type { Db } from "../../db/client";
import { appSettings, milestoneEvents, orderMilestones, orders, user } from "../../db/schema";
import { emitMilestoneEvent } from "../webhooks/events";

export const AUTO_APPROVE_SETTING = "milestoneAutoApproveDays";
type MilestoneRow = typeof orderMilestones.$inferSelect;

/** Days without an answer until a delivery is approved automatically (admin setting, default 7). */
export async function autoApproveDays(db: Db): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, AUTO_APPROVE_SETTING));
  const n = Number(row?.value);
  return Number.isInteger(n) && n > 0 ? n : AUTO_APPROVE_DEFAULT_DAYS;
}

export async function saveAutoApproveDays(db: Db, days: number) {
  await db
    .insert(appSettings)
    .values({ key: AUTO_APPROVE_SETTING, value: String(days) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(days), updatedAt: new Date() } });
}

export const milestonesOf = (db: Db, orderId: number) =>
  db.select().from(orderMilestones).where(eq(orderMilestones.orderId, orderId)).orderBy(asc(orderMilestones.position));

/** The progress the refund policy and every screen read: approved weights, or the staff's percentage. */
export async function orderProgress(db: Db, order: { id: number; progressPercent: number }) {
  const ms = await milestonesOf(db, order.id);
  return {
    progressPercent: milestoneProgress(ms, order.progressPercent),
    milestones: ms.map((m) => ({ title: m.title, weight: m.weight, state: m.state as MilestoneState })),
  };
}

/**
 * Writes the approved weights into orders.progress_percent (when the order has milestones), so that every reader
 * of the column (order page, dashboard, admin list) shows the same number as the policy computes.
 */
export async function syncProgress(tx: Db, orderId: number, now: Date) {
  const ms = await milestonesOf(tx, orderId);
  if (!ms.length) return;
  await tx
    .update(orders)
    .set({ progressPercent: milestoneProgress(ms, 0), progressAt: now })
    .where(eq(orders.id, orderId));
}

export async function recordEvent(
  tx: Db,
  e: {
    milestoneId: number;
    orderId: number;
    kind: MilestoneEventKind;
    actorId: string | null;
    note?: string;
    files?: DeliveredFile[];
    at: Date;
  },
) {
  await tx.insert(milestoneEvents).values({
    milestoneId: e.milestoneId,
    orderId: e.orderId,
    kind: e.kind,
    actorId: e.actorId,
    note: e.note ?? "",
    files: e.files ?? [],
    createdAt: e.at,
  });
  // In the decision's transaction: the webhook exists exactly when the decision does.
  await emitMilestoneEvent(tx, { milestoneId: e.milestoneId, kind: e.kind, note: e.note ?? "", files: e.files ?? [] });
}

const toDto = (m: MilestoneRow, days: number, delivery: MilestoneDto["delivery"]): MilestoneDto => ({
  id: m.id,
  position: m.position,
  title: m.title,
  description: m.description,
  weight: m.weight,
  dueOn: m.dueOn,
  state: m.state as MilestoneState,
  revisionCount: m.revisionCount,
  deliveredAt: m.deliveredAt?.toISOString() ?? null,
  autoApproveAt:
    m.state === "delivered" && m.deliveredAt ? reviewSchedule(m.deliveredAt, days).autoApproveAt.toISOString() : null,
  approvedAt: m.approvedAt?.toISOString() ?? null,
  delivery,
});

/** The order's milestones, the latest delivery of each, and the whole decision history (newest first). */
export async function milestonesView(
  db: Db,
  order: { id: number; userId: string | null; progressPercent: number },
): Promise<OrderMilestonesView> {
  const [ms, days, events] = await Promise.all([
    milestonesOf(db, order.id),
    autoApproveDays(db),
    db
      .select({ e: milestoneEvents, name: user.name })
      .from(milestoneEvents)
      .leftJoin(user, eq(user.id, milestoneEvents.actorId))
      .where(eq(milestoneEvents.orderId, order.id))
      .orderBy(desc(milestoneEvents.createdAt), desc(milestoneEvents.id)),
  ]);
  const lastDelivery = new Map<number, MilestoneDto["delivery"]>();
  for (const { e } of events) {
    if (e.kind === "delivered" && !lastDelivery.has(e.milestoneId)) {
      lastDelivery.set(e.milestoneId, { message: e.note, files: e.files });
    }
  }
  const history: MilestoneEventDto[] = events.map(({ e, name }) => ({
    id: e.id,
    milestoneId: e.milestoneId,
    kind: e.kind as MilestoneEventKind,
    actor: {
      side: e.actorId === null ? "system" : e.actorId === order.userId ? "client" : "staff",
      name: e.actorId === null ? null : name,
    },
    note: e.note,
    files: e.files,
    at: e.createdAt.toISOString(),
  }));
  return {
    milestones: ms.map((m) => toDto(m, days, lastDelivery.get(m.id) ?? null)),
    progressPercent: milestoneProgress(ms, order.progressPercent),
    awaitingReview: ms.filter((m) => m.state === "delivered").length,
    autoApproveDays: days,
    history,
  };
}

/** Deliverables waiting for each order's client (for dashboards and needs-attention). */
export async function awaitingReviewCounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderMilestones.orderId, state: orderMilestones.state })
    .from(orderMilestones)
    .where(and(inArray(orderMilestones.orderId, orderIds), eq(orderMilestones.state, "delivered")));
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.orderId, (out.get(r.orderId) ?? 0) + 1);
  return out;
}
