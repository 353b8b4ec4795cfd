import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { MessageSide } from "@common/workspace";
import type { Db } from "../db/client";
import { orderMessages, orders, orderWorkspace, user } from "../db/schema";
import { emitWebhookEvent } from "./webhooks/events";

export type OrderRow = typeof orders.$inferSelect;

/** Who looks at an order's workspace: its owner (a client) or staff. */
export type Viewer = { side: "client"; userId: string } | { side: "staff"; userId: string };

export interface OrderMessageDto {
  id: number;
  side: MessageSide;
  body: string;
  authorName: string | null;
  createdAt: string;
}

const CODE = /^ORD-\d{1,12}$/i;

/**
 * The order a viewer may see, by its code: the owner's own order, or any order for staff. Ownership is in the
 * query, so another client's order (or a guessed code) is simply not found.
 */
export async function findOrderFor(db: Db, viewer: Viewer, code: string): Promise<OrderRow | undefined> {
  if (!CODE.test(code)) return undefined;
  const byCode = eq(orders.code, code.toUpperCase());
  const [row] = await db
    .select()
    .from(orders)
    .where(viewer.side === "client" ? and(byCode, eq(orders.userId, viewer.userId)) : byCode)
    .limit(1);
  return row;
}

/** The thread, oldest first (newest at the bottom); reading it clears the viewer's side's unread count. */
export async function readMessages(db: Db, orderId: number, side: MessageSide): Promise<OrderMessageDto[]> {
  const rows = await db
    .select({
      id: orderMessages.id,
      side: orderMessages.side,
      body: orderMessages.body,
      createdAt: orderMessages.createdAt,
      authorName: user.name,
    })
    .from(orderMessages)
    .leftJoin(user, eq(user.id, orderMessages.authorId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.id));
  await markRead(db, orderId, side);
  return rows.map((r) => ({ ...r, side: r.side as MessageSide, createdAt: r.createdAt.toISOString() }));
}

export async function markRead(db: Db, orderId: number, side: MessageSide) {
  const now = new Date();
  const set = side === "client" ? { clientUnread: 0, clientReadAt: now } : { staffUnread: 0, staffReadAt: now };
  await db
    .insert(orderWorkspace)
    .values({ orderId, ...set })
    .onConflictDoUpdate({ target: orderWorkspace.orderId, set });
}

/**
 * Stores a message and moves the other side's unread count and the "waiting on the agency" clock in one
 * transaction; `onPosted` runs inside it (the e-mail to the other side is queued with the message).
 */
export async function postMessage(
  db: Db,
  input: { orderId: number; side: MessageSide; authorId: string; body: string },
  onPosted?: (tx: Db, message: OrderMessageDto) => Promise<void>,
): Promise<OrderMessageDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderMessages)
      .values({ orderId: input.orderId, side: input.side, authorId: input.authorId, body: input.body })
      .returning();
    const now = new Date();
    const fromClient = input.side === "client";
    await tx
      .insert(orderWorkspace)
      .values({
        orderId: input.orderId,
        ...(fromClient
          ? { staffUnread: 1, clientReadAt: now, clientWaitingSince: now }
          : { clientUnread: 1, staffReadAt: now, clientWaitingSince: null }),
      })
      .onConflictDoUpdate({
        target: orderWorkspace.orderId,
        set: fromClient
          ? {
              staffUnread: sql`${orderWorkspace.staffUnread} + 1`,
              clientUnread: 0,
              clientReadAt: now,
              // The wait started with the first message staff have not answered yet.
              clientWaitingSince: sql`coalesce(${orderWorkspace.clientWaitingSince}, ${now.toISOString()}::timestamptz)`,
            }
          : {
              clientUnread: sql`${orderWorkspace.clientUnread} + 1`,
              staffUnread: 0,
              staffReadAt: now,
              clientWaitingSince: null,
            },
      });
    const [author] = await tx.select({ name: user.name }).from(user).where(eq(user.id, input.authorId));
    const message: OrderMessageDto = {
      id: row!.id,
      side: input.side,
      body: row!.body,
      authorName: author?.name ?? null,
      createdAt: row!.createdAt.toISOString(),
    };
    const [placed] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, input.orderId));
    await emitWebhookEvent(tx as unknown as Db, "message.posted", {
      message: { orderCode: placed?.code ?? null, ...message },
    });
    await onPosted?.(tx as unknown as Db, message);
    return message;
  });
}

export interface WorkspaceInfo {
  assigneeId: string | null;
  assigneeName: string | null;
  dueDate: string | null;
  clientUnread: number;
  staffUnread: number;
  clientWaitingSince: string | null;
}

const EMPTY: WorkspaceInfo = {
  assigneeId: null,
  assigneeName: null,
  dueDate: null,
  clientUnread: 0,
  staffUnread: 0,
  clientWaitingSince: null,
};

/** Assignment, due date and unread counts of these orders (orders without a workspace row get the empty one). */
export async function workspaceOf(db: Db, orderIds: number[]): Promise<Map<number, WorkspaceInfo>> {
  const map = new Map<number, WorkspaceInfo>();
  if (!orderIds.length) return map;
  const rows = await db
    .select({ w: orderWorkspace, assigneeName: user.name })
    .from(orderWorkspace)
    .leftJoin(user, eq(user.id, orderWorkspace.assigneeId))
    .where(inArray(orderWorkspace.orderId, orderIds));
  for (const { w, assigneeName } of rows) {
    map.set(w.orderId, {
      assigneeId: w.assigneeId,
      assigneeName: assigneeName ?? null,
      dueDate: w.dueDate,
      clientUnread: w.clientUnread,
      staffUnread: w.staffUnread,
      clientWaitingSince: w.clientWaitingSince?.toISOString() ?? null,
    });
  }
  for (const id of orderIds) if (!map.has(id)) map.set(id, EMPTY);
  return map;
}
