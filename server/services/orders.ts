import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "@common/locales";
import type { OrderInput } from "@common/order";
import type { RegionId } from "@common/regions";
import type { Db } from "../db/client";
import { orderEvents, orders } from "../db/schema";
import { regionOffer, tierPriceIn } from "./catalog";
import { createPendingRetainer } from "./retainers/store";
import { copyMilestoneTemplate } from "./milestones/templates";
import { isServiceHidden } from "./service-layout";
import { emitOrderEvent } from "./webhooks/events";

export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface OrderEventDto {
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  createdAt: string;
}

export interface OrderDto {
  id: number;
  code: string;
  serviceId: string;
  servicePlan: string;
  amountCents: number | null;
  currency: string;
  projectName: string;
  projectDescription: string;
  projectDeadline: string | null;
  projectGoals: string[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  status: string;
  locale: string;
  /** The share of the work done (0–100), staff's note on it and when it was set. */
  progressPercent: number;
  progressNote: string;
  progressAt: string | null;
  createdAt: string;
  updatedAt: string;
  events: OrderEventDto[];
}

/** ORD-000123 from the serial id. */
export const orderCode = (id: number) => `ORD-${String(id).padStart(6, "0")}`;

export function toOrderDto(row: OrderRow, events: OrderEventRow[]): OrderDto {
  return {
    id: row.id,
    code: row.code,
    serviceId: row.serviceId,
    servicePlan: row.tierId,
    amountCents: row.amountCents,
    currency: row.currency,
    projectName: row.projectName,
    projectDescription: row.projectDescription,
    projectDeadline: row.projectDeadline,
    projectGoals: row.projectGoals,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
    locale: row.locale,
    progressPercent: row.progressPercent,
    progressNote: row.progressNote,
    progressAt: row.progressAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: events.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

async function eventsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderEventRow[]>> {
  const map = new Map<number, OrderEventRow[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

export class IdempotencyConflictError extends Error {}
/** The caller's region does not offer the service (issue 22). */
export class ServiceNotOfferedError extends Error {}
/** Staff hid the service from the site (issue 39): no new orders for it; its existing orders go on. */
export class ServiceWithdrawnError extends Error {}

export interface CreateOrderOptions {
  /** The order's owner: the signed-in caller, or the verified account a guest's contact address belongs to. */
  userId: string | null;
  /**
   * Who sent the request: the signed-in caller's id, or null for a guest. The idempotency key is scoped to the
   * caller, never to the owner: a guest who types a client's address must not share that client's keys.
   */
  callerId: string | null;
  locale: Language;
  /** The visitor's region (the umbra_region cookie): its currency prices the order; none = USD, every service. */
  region?: RegionId | null;
  idempotencyKey?: string;
  /** The caller's address: a guest's key is scoped to it (and to the contact address). */
  clientIp?: string;
  /** Runs inside the order's transaction, e.g. to queue its e-mails with it. */
  onCreated?: (tx: Db, order: OrderDto) => Promise<void>;
}

/**
 * The stored form of an Idempotency-Key, scoped to its caller so that someone else's key can never
 * return another caller's order: the signed-in caller's id, or for a guest a hash of the key with the
 * client's address and the contact e-mail (a `guest:` scope that no account shares, even when the order
 * goes to the account that owns the address).
 */
export function scopedIdempotencyKey(
  key: string,
  caller: { userId: string | null; clientIp?: string; contactEmail: string },
): string {
  if (caller.userId) return `user:${caller.userId}:${key}`;
  const digest = createHash("sha256")
    .update(JSON.stringify([key, caller.clientIp ?? "", caller.contactEmail.trim().toLowerCase()]))
    .digest("hex");
  return `guest:${digest}`;
}

async function findByIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/** A repeat must be the same request: the same service, plan and contact address. */
function sameRequest(row: OrderRow, input: OrderInput) {
  return (
    row.serviceId === input.serviceId &&
    row.tierId === input.servicePlan &&
    row.contactEmail.toLowerCase() === input.contactEmail.toLowerCase()
  );
}

/**
 * Stores an order and its creation event in one transaction. With an idempotency key already used
 * for the same request, returns the first order (`created: false`) instead of a duplicate.
 */
export async function createOrder(
  db: Db,
  input: OrderInput,
  opts: CreateOrderOptions,
): Promise<{ order: OrderDto; created: boolean }> {
  const key =
    opts.idempotencyKey &&
    scopedIdempotencyKey(opts.idempotencyKey, {
      userId: opts.callerId,
      clientIp: opts.clientIp,
      contactEmail: input.contactEmail,
    });
  const replay = async () => {
    const existing = key ? await findByIdempotencyKey(db, key) : undefined;
    if (!existing) return undefined;
    if (!sameRequest(existing, input)) throw new IdempotencyConflictError();
    const events = await eventsOf(db, [existing.id]);
    return { order: toOrderDto(existing, events.get(existing.id) ?? []), created: false };
  };

  const first = await replay();
  if (first) return first;

  if (await isServiceHidden(db, input.serviceId)) throw new ServiceWithdrawnError();
  const offer = await regionOffer(db, opts.region ?? null);
  if (!offer.services.includes(input.serviceId)) throw new ServiceNotOfferedError();
  // The region's price in its currency, or null ("Custom Quote") when that currency has none: never a conversion.
  const amountMinor = await tierPriceIn(db, offer.currency, input.serviceId, input.servicePlan);

  try {
    const { order } = await db.transaction(async (tx) => {
      const seq = await tx.execute<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
      );
      const id = Number(seq.rows[0]!.id);
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          code: orderCode(id),
          userId: opts.userId,
          serviceId: input.serviceId,
          tierId: input.servicePlan,
          amountCents: amountMinor,
          currency: offer.currency,
          projectName: input.projectName,
          projectDescription: input.projectDescription,
          projectDeadline: input.projectDeadline,
          projectGoals: input.projectGoals,
          contactName: input.contactName,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone,
          status: "pending",
          locale: opts.locale,
          idempotencyKey: key ?? null,
        })
        .returning();
      const [event] = await tx
        .insert(orderEvents)
        // The actor is who placed it (nobody for a guest), not the account it went to.
        .values({ orderId: id, actorId: opts.callerId, fromStatus: null, toStatus: "pending" })
        .returning();
      const order = toOrderDto(row!, [event!]);
      await emitOrderEvent(tx as unknown as Db, "order.created", id);
      // The service's milestone template becomes this order's milestones (issue 41).
      await copyMilestoneTemplate(tx as unknown as Db, id, input.serviceId);
      // A recurring tier's order carries a pending retainer at the price just stored (issue 42).
      await createPendingRetainer(tx as unknown as Db, row!);
      await opts.onCreated?.(tx as unknown as Db, order);
      return { order };
    });
    return { order, created: true };
  } catch (err) {
    // Two submissions with one key at the same moment: the unique index let only one in.
    const again = await replay();
    if (again) return again;
    throw err;
  }
}

/** The user's own orders, newest first, each with its status history. */
export async function listOrdersForUser(db: Db, userId: string): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOrderDto(r, events.get(r.id) ?? []));
}

/** One of the user's own orders by id or code; undefined for another user's order. */
export async function getOrderForUser(db: Db, userId: string, idOrCode: string): Promise<OrderDto | undefined> {
  const byCode = /^ORD-\d+$/i.test(idOrCode);
  const numeric = /^\d{1,9}$/.test(idOrCode);
  if (!byCode && !numeric) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        byCode ? eq(orders.code, idOrCode.toUpperCase()) : eq(orders.id, Number(idOrCode)),
      ),
    );
  if (!row) return undefined;
  const events = await eventsOf(db, [row.id]);
  return toOrderDto(row, events.get(row.id) ?? []);
}
