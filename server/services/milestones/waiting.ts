import { and, asc, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milestoneEvents, orderMilestones, orders } from "../../db/schema";

/** The two milestone lists of the admin: deliveries waiting for the client, and changes the client asked. */
export const WAITING_MILESTONE_STATES = {
  waiting_for_client: "delivered",
  changes_asked: "changes_requested",
} as const;
export type WaitingMilestoneList = keyof typeof WAITING_MILESTONE_STATES;

/** How many orders each list holds: the same query as the list, counted. */
export async function milestoneWaitingCounts(db: Db) {
  const rows = await db
    .select({ state: orderMilestones.state, n: countDistinct(orderMilestones.orderId) })
    .from(orderMilestones)
    .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
    .where(and(inArray(orderMilestones.state, ["delivered", "changes_requested"]), openOrder))
    .groupBy(orderMilestones.state);
  const of = (s: string) => Number(rows.find((r) => r.state === s)?.n ?? 0);
  return { milestonesWaitingForClient: of("delivered"), milestonesChangesAsked: of("changes_requested") };
}

const openOrder = sql`${orders.status} not in ('cancelled', 'completed')`;

/**
 * The orders of one list, the longest wait first: each with its milestones in that state and since when (the
 * delivery, or the client's request for changes).
 */
export async function milestoneWaitingList(db: Db, list: WaitingMilestoneList, f: { page: number; pageSize: number }) {
  const state = WAITING_MILESTONE_STATES[list];
  const since =
    state === "delivered"
      ? sql<Date>`min(${orderMilestones.deliveredAt})`
      : sql<Date>`min((select max(${milestoneEvents.createdAt}) from ${milestoneEvents} where ${milestoneEvents.milestoneId} = ${orderMilestones.id} and ${milestoneEvents.kind} = 'changes_requested'))`;
  const where = and(eq(orderMilestones.state, state), openOrder);
  const [page, [total]] = await Promise.all([
    db
      .select({
        code: orders.code,
        customerName: orders.contactName,
        projectName: orders.projectName,
        milestones: sql<string[]>`array_agg(${orderMilestones.title} order by ${orderMilestones.position})`,
        since,
      })
      .from(orderMilestones)
      .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
      .where(where)
      .groupBy(orders.id)
      .orderBy(asc(since), asc(orders.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count(sql`distinct ${orderMilestones.orderId}`) })
      .from(orderMilestones)
      .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
      .where(where),
  ]);
  return {
    items: page.map((r) => ({ ...r, since: r.since ? new Date(r.since).toISOString() : null })),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** Per order: how many of its milestones wait for the client, and how many have changes asked. */
export async function milestoneFlags(db: Db, orderIds: number[]) {
  const out = new Map<number, { waitingForClient: number; changesAsked: number }>();
  if (!orderIds.length) return out;
  const rows = await db
    .select({ orderId: orderMilestones.orderId, state: orderMilestones.state, n: count() })
    .from(orderMilestones)
    .where(
      and(
        inArray(orderMilestones.orderId, orderIds),
        inArray(orderMilestones.state, ["delivered", "changes_requested"]),
      ),
    )
    .groupBy(orderMilestones.orderId, orderMilestones.state);
  for (const r of rows) {
    const f = out.get(r.orderId) ?? { waitingForClient: 0, changesAsked: 0 };
    if (r.state === "delivered") f.waitingForClient = Number(r.n);
    else f.changesAsked = Number(r.n);
    out.set(r.orderId, f);
  }
  return out;
}
