import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cancellationRequests, contactMessages, orders, orderWorkspace, user, userRoles } from "../../db/schema";
import { pendingCancellations } from "../billing/cancellations";
import { workspaceOf } from "../order-messages";
import { likePattern } from "./order-filters";
import { orderSummary } from "./orders";
import { inboxCounts } from "../chat/inbox";
import { milestoneFlags, milestoneWaitingCounts } from "../milestones/waiting";

/** Every admin, the people an order can be assigned to. */
export async function listStaff(db: Db) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
    .orderBy(asc(user.name), asc(user.id));
}

export type AssignResult =
  | { kind: "not_found" }
  | { kind: "bad_assignee" }
  | { kind: "assigned"; order: typeof orders.$inferSelect; assignee: { email: string; locale: string } | null };

/**
 * Sets the order's account manager (an admin, or nobody) and due date. `onAssigned` runs in the same transaction
 * when the order gets a new assignee (the assignee's e-mail is queued with the change).
 */
export async function assignOrder(
  db: Db,
  input: { code: string; assigneeId: string | null; dueDate: string | null },
  onAssigned?: (tx: Db, r: Extract<AssignResult, { kind: "assigned" }>) => Promise<void>,
): Promise<AssignResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.code, input.code)).limit(1);
    if (!order) return { kind: "not_found" } as const;
    let assignee: { email: string; locale: string } | null = null;
    if (input.assigneeId) {
      const [staff] = await tx
        .select({ email: user.email, locale: user.locale })
        .from(user)
        .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
        .where(eq(user.id, input.assigneeId));
      if (!staff) return { kind: "bad_assignee" } as const;
      assignee = staff;
    }
    const [before] = await tx
      .select({ assigneeId: orderWorkspace.assigneeId })
      .from(orderWorkspace)
      .where(eq(orderWorkspace.orderId, order.id))
      .for("update");
    const set = { assigneeId: input.assigneeId, dueDate: input.dueDate };
    await tx
      .insert(orderWorkspace)
      .values({ orderId: order.id, ...set })
      .onConflictDoUpdate({ target: orderWorkspace.orderId, set });
    const result = { kind: "assigned", order, assignee } as const;
    if (assignee && before?.assigneeId !== input.assigneeId) await onAssigned?.(tx as unknown as Db, result);
    return result;
  });
}

/**
 * The one definition of what waits on the agency (an order waiting for staff's answer), for the "Needs attention"
 * list, the Orders badge and the dashboard card alike (each order once, waiting since the earliest of its reasons):
 * - pending orders nobody of the staff has answered yet, of any age (waiting since they were placed; past
 *   PENDING_PROMISE_HOURS the 24-hour promise is late). A message, a quote or an invoice is an answer: an order
 *   quoted, accepted and part-paid is not "new" any more, whatever its status says;
 * - orders whose last message is the client's (waiting since that message);
 * - orders whose latest quote the client declined, still open and not answered since (waiting since the decline);
 * - cancellation requests waiting on a decision (waiting since they were asked);
 * - pending orders with an invoice paid in full: money never starts the work, staff do (waiting since the payment);
 * - milestones the client asked changes to, in open orders (waiting since the request; issue 41).
 */
function waitingOrders(q = "") {
  const search = q
    ? sql`join orders s on s.id = w.order_id
        where s.code ilike ${likePattern(q)} or s.contact_name ilike ${likePattern(q)} or s.contact_email ilike ${likePattern(q)}`
    : sql``;
  return sql`(
    select w.order_id, w.since from (
      select o.id as order_id, o.created_at as since from orders o
        where o.status = 'pending'
          and not exists (select 1 from order_messages m where m.order_id = o.id and m.side = 'staff')
          and not exists (select 1 from quotes q where q.order_id = o.id)
          and not exists (select 1 from invoices i where i.order_id = o.id)
      union all
      select q.order_id, q.decided_at from quotes q join orders o on o.id = q.order_id
        where q.status = 'declined' and o.status in ('pending', 'in_progress')
          and not exists (select 1 from quotes later where later.order_id = q.order_id and later.version > q.version)
          and not exists (
            select 1 from order_messages m where m.order_id = q.order_id and m.side = 'staff' and m.created_at > q.decided_at
          )
      union all
      select ow.order_id, ow.client_waiting_since from order_workspace ow where ow.client_waiting_since is not null
      union all
      select c.order_id, c.created_at from cancellation_requests c where c.status = 'pending'
      union all
      select i.order_id, i.paid_at from invoices i join orders o on o.id = i.order_id
        where i.status = 'paid' and o.status = 'pending' and i.paid_at is not null
      union all
      select ms.order_id, (select max(e.created_at) from milestone_events e
          where e.milestone_id = ms.id and e.kind = 'changes_requested')
        from order_milestones ms join orders o on o.id = ms.order_id
        where ms.state = 'changes_requested' and o.status not in ('cancelled', 'completed')
    ) w ${search}
  ) as waiting`;
}

/** How many orders wait on the agency (waitingOrders), optionally among those a search finds. */
export async function needsAttentionCount(db: Db, q = ""): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(distinct order_id)::int as n from ${waitingOrders(q)}`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/**
 * The orders that wait on the agency (waitingOrders), the longest wait first; `q` narrows them by order number,
 * client name or e-mail as the full list's search does.
 */
export async function needsAttention(db: Db, f: { page: number; pageSize: number; q?: string }) {
  const [page, total] = await Promise.all([
    db.execute<{ order_id: number; since: string }>(sql`
      select order_id, min(since) as since from ${waitingOrders(f.q)}
      group by order_id order by min(since) asc, order_id asc
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`),
    needsAttentionCount(db, f.q),
  ]);
  const picked = (page as unknown as { rows: { order_id: number; since: string }[] }).rows.map((r) => ({
    id: Number(r.order_id),
    since: new Date(r.since).toISOString(),
  }));
  const ids = picked.map((p) => p.id);
  const [rows, ws, cancellations, milestones] = await Promise.all([
    ids.length ? db.select().from(orders).where(inArray(orders.id, ids)) : Promise.resolve([]),
    workspaceOf(db, ids),
    pendingCancellations(db, ids),
    milestoneFlags(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    items: picked.map((p) => ({
      ...orderSummary(byId.get(p.id)!),
      unreadMessages: ws.get(p.id)!.staffUnread,
      waitingSince: p.since,
      /** A cancellation request waiting on staff, with the last day to answer. */
      cancellation: cancellations.get(p.id) ?? null,
      /** Milestones waiting for the client, and with changes asked (issue 41). */
      milestones: milestones.get(p.id) ?? { waitingForClient: 0, changesAsked: 0 },
    })),
    total,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** What waits on staff: new (pending) orders, unread client messages, unhandled contact messages. */
export async function waitingCounts(db: Db) {
  const [[pending], [unread], [contact], inbox, [cancelling], attention, milestones] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, "pending")),
    db
      .select({ n: sql<number>`coalesce(sum(${orderWorkspace.staffUnread}), 0)::int` })
      .from(orderWorkspace)
      .where(sql`${orderWorkspace.staffUnread} > 0`),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(sql`${contactMessages.handledAt} is null`),
    inboxCounts(db),
    db.select({ n: count() }).from(cancellationRequests).where(eq(cancellationRequests.status, "pending")),
    needsAttentionCount(db),
    milestoneWaitingCounts(db),
  ]);
  return {
    /** Orders that wait on the agency: the same set and number as the "Needs attention" list. */
    needsAttention: attention,
    newOrders: Number(pending?.n ?? 0),
    unreadMessages: Number(unread?.n ?? 0),
    unhandledContact: Number(contact?.n ?? 0),
    /** Open chats, callbacks and contact messages waiting on a person, and their unread messages. */
    inboxWaiting: inbox.waiting,
    inboxUnread: inbox.unread,
    /** Cancellation requests waiting on a decision (3 business days). */
    cancellationsPending: Number(cancelling?.n ?? 0),
    /** Orders with deliveries waiting for the client / with changes asked (the two milestone lists' totals). */
    ...milestones,
  };
}
