import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { OrderFilters } from "@common/admin";
import type { OrderStatus } from "@common/catalog";
import type { Db } from "../../db/client";
import { cancellationRequests, orderEvents, orderNotes, orders, user } from "../../db/schema";
import { CSV_BATCH_ROWS, csvAmount, csvBatches, csvText, csvRowSql } from "./csv-sql";
import { orderWhere } from "./order-filters";
import { workspaceOf } from "../order-messages";
import { workTimeline } from "../order-timeline";
import { emitOrderEvent } from "../webhooks/events";

export type OrderRow = typeof orders.$inferSelect;

/** What the admin's table and CSV show of an order. */
export function orderSummary(o: OrderRow) {
  return {
    id: o.code,
    customerName: o.contactName,
    customerEmail: o.contactEmail,
    serviceId: o.serviceId,
    tierId: o.tierId,
    amountCents: o.amountCents,
    currency: o.currency,
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
  };
}
export type AdminOrderSummary = ReturnType<typeof orderSummary>;

export async function listOrders(db: Db, f: OrderFilters & { page: number; pageSize: number }) {
  const where = orderWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ws = await workspaceOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      ...orderSummary(r),
      unreadMessages: ws.get(r.id)!.staffUnread,
      waitingSince: null as string | null,
    })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** A cell a spreadsheet shows as text: quoted, and never read as a formula. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";

const ORDERS_CSV_HEADER = toCsv([
  ["order_id", "customer", "email", "service", "plan", "amount", "currency", "status", "payment_method", "created_at"],
]);

/** The orders the filters select as CSV, newest first, streamed in keyset batches (csv-sql.ts). */
export function ordersCsvStream(db: Db, f: OrderFilters): AsyncGenerator<string> {
  const where = orderWhere(f);
  const row = csvRowSql({ at: orders.createdAt, id: orders.id }, [
    orders.code,
    orders.contactName,
    orders.contactEmail,
    orders.serviceId,
    orders.tierId,
    orders.amountCents,
    orders.currency,
    orders.status,
    orders.paymentMethod,
    orders.createdAt,
  ]);
  return csvBatches(
    ORDERS_CSV_HEADER,
    (after) =>
      db
        .select({ row: sql<string>`${row}` })
        .from(orders)
        .where(
          after
            ? and(where, sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id})`)
            : where,
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CSV_BATCH_ROWS),
    (rows) =>
      toCsv(
        rows.map(([code, name, email, service, tier, cents, currency, status, payment, createdAt]) => [
          code,
          name,
          email,
          service,
          tier,
          cents === null ? "" : csvAmount(cents, currency as string),
          currency,
          status,
          payment ?? "",
          new Date(createdAt as string).toISOString(),
        ]),
      ),
  );
}

/** The whole export as one string (tests and small callers; the route streams). */
export function ordersCsv(db: Db, f: OrderFilters): Promise<string> {
  return csvText(ordersCsvStream(db, f));
}

export async function findOrder(db: Db, code: string) {
  const [o] = await db.select().from(orders).where(eq(orders.code, code)).limit(1);
  return o ?? null;
}

/** The order with everything the admin's side sheet shows: details, status history and staff notes. */
export async function getOrderDetail(db: Db, code: string) {
  const o = await findOrder(db, code);
  if (!o) return null;
  const [events, notes, ws, work] = await Promise.all([
    db
      .select({
        id: orderEvents.id,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
        actorName: user.name,
        actorEmail: user.email,
        actorId: orderEvents.actorId,
      })
      .from(orderEvents)
      .leftJoin(user, eq(user.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, o.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({
        id: orderNotes.id,
        body: orderNotes.body,
        createdAt: orderNotes.createdAt,
        authorName: user.name,
        authorEmail: user.email,
      })
      .from(orderNotes)
      .leftJoin(user, eq(user.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, o.id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    workspaceOf(db, [o.id]),
    workTimeline(db, o.id),
  ]);
  const w = ws.get(o.id)!;
  return {
    ...orderSummary(o),
    customerPhone: o.contactPhone,
    projectName: o.projectName,
    projectDescription: o.projectDescription,
    projectDeadline: o.projectDeadline,
    projectGoals: o.projectGoals,
    locale: o.locale,
    progressPercent: o.progressPercent,
    progressNote: o.progressNote,
    progressAt: o.progressAt?.toISOString() ?? null,
    account: orderAccount(o, events.find((e) => e.fromStatus === null)?.actorId ?? null),
    statusFinal: await cancellationApproved(db, o.id),
    updatedAt: o.updatedAt.toISOString(),
    events: events.map(({ actorId: _actor, ...e }) => ({
      ...e,
      fromStatus: e.fromStatus as OrderStatus | null,
      toStatus: e.toStatus as OrderStatus,
      createdAt: e.createdAt.toISOString(),
    })),
    work,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    assigneeId: w.assigneeId,
    assigneeName: w.assigneeName,
    dueDate: w.dueDate,
    unreadMessages: w.staffUnread,
  };
}
export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/**
 * The order's client account: placed while signed in (the creation event's actor), placed as a guest and joined
 * to the account of its address (at once, or when that address was verified later), or a guest's with no account.
 * The owner is what the account has, the creation event only how it was placed.
 */
export function orderAccount(o: Pick<OrderRow, "userId">, placedBy: string | null) {
  if (!o.userId) return "guest" as const;
  return placedBy ? ("signed_in" as const) : ("joined" as const);
}

/**
 * An order whose cancellation staff approved is cancelled for good: its invoices are settled by credit notes and
 * refunds (or voided), so no status change may reopen it (409 ORDER_CANCELLATION_FINAL).
 */
async function cancellationApproved(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationRequests.id })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.orderId, orderId), eq(cancellationRequests.status, "approved")))
    .limit(1);
  return !!row;
}

export type StatusChange =
  | { kind: "not_found" }
  | { kind: "unchanged" }
  | { kind: "final" }
  | { kind: "changed"; order: OrderRow; from: OrderStatus };

/** Moves an order to another status and records who, when, from, to and why, in one transaction. */
export async function changeOrderStatus(
  db: Db,
  input: { code: string; status: OrderStatus; note?: string; actorId: string },
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    // FOR UPDATE: two admins changing one order at once get two events that chain correctly.
    const [current] = await tx.select().from(orders).where(eq(orders.code, input.code)).for("update").limit(1);
    if (!current) return { kind: "not_found" } as const;
    if (current.status === input.status) return { kind: "unchanged" } as const;
    if (current.status === "cancelled" && (await cancellationApproved(tx as unknown as Db, current.id))) {
      return { kind: "final" } as const;
    }
    const [updated] = await tx
      .update(orders)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(orders.id, current.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: current.id,
      actorId: input.actorId,
      fromStatus: current.status,
      toStatus: input.status,
      note: input.note || null,
    });
    await emitOrderEvent(tx as unknown as Db, "order.status_changed", current.id, {
      from: current.status,
      to: input.status,
    });
    return { kind: "changed", order: updated!, from: current.status as OrderStatus } as const;
  });
}

export async function addOrderNote(db: Db, input: { code: string; body: string; authorId: string }) {
  const o = await findOrder(db, input.code);
  if (!o) return null;
  const [note] = await db
    .insert(orderNotes)
    .values({ orderId: o.id, authorId: input.authorId, body: input.body })
    .returning();
  return note!;
}
