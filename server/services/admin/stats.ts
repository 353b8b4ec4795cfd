import { and, count, countDistinct, desc, gte, inArray, sql, sum } from "drizzle-orm";
import { SERVICE_IDS, type ServiceId } from "@common/catalog";
import type { Db } from "../../db/client";
import { orders, session } from "../../db/schema";
import { dayWindow, fillDays, localDay, monthStart } from "./buckets";
import { orderSummary } from "./orders";

/** Orders that earn money: work that started or finished (pending may still be declined, cancelled never pays). */
export const EARNING_STATUSES = ["in_progress", "completed"] as const;
const DAY = 24 * 60 * 60 * 1000;
const revenue = sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${inArray(orders.status, [...EARNING_STATUSES])}), 0)`;

/** Every catalogue service with its orders and revenue (all time), in catalogue order. */
export async function serviceTotals(db: Db) {
  const rows = await db
    .select({ serviceId: orders.serviceId, orders: count(), revenueCents: revenue })
    .from(orders)
    .groupBy(orders.serviceId);
  const byId = new Map(rows.map((r) => [r.serviceId, r]));
  return SERVICE_IDS.map((id: ServiceId) => ({
    serviceId: id,
    orders: Number(byId.get(id)?.orders ?? 0),
    revenueCents: Number(byId.get(id)?.revenueCents ?? 0),
  }));
}

export async function dashboardStats(db: Db, tz: number, now = new Date()) {
  const { keys, start } = dayWindow(30, tz, now);
  const [[totals], [monthly], [active], recent, services, perDay] = await Promise.all([
    db
      .select({
        totalOrders: count(),
        activeProjects: sql<number>`count(*) filter (where ${orders.status} = 'in_progress')`,
      })
      .from(orders),
    db
      .select({ cents: sum(orders.amountCents) })
      .from(orders)
      .where(and(gte(orders.createdAt, monthStart(tz, now)), inArray(orders.status, [...EARNING_STATUSES]))),
    // A session is created at every sign-in and kept until it expires or the user signs out.
    db
      .select({ n: countDistinct(session.userId) })
      .from(session)
      .where(gte(session.createdAt, new Date(now.getTime() - 30 * DAY))),
    db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(5),
    serviceTotals(db),
    db
      .select({ day: localDay(orders.createdAt, tz), orders: count() })
      .from(orders)
      .where(gte(orders.createdAt, start))
      .groupBy(sql`1`),
  ]);
  return {
    totalOrders: Number(totals?.totalOrders ?? 0),
    activeProjects: Number(totals?.activeProjects ?? 0),
    monthlyRevenueCents: Number(monthly?.cents ?? 0),
    activeUsers: Number(active?.n ?? 0),
    recentOrders: recent.map(orderSummary),
    topServices: services
      .filter((s) => s.orders > 0)
      .sort((a, b) => b.orders - a.orders || b.revenueCents - a.revenueCents)
      .slice(0, 5),
    revenueByService: services,
    ordersPerDay: fillDays(
      keys,
      perDay.map((r) => ({ day: r.day, orders: Number(r.orders) })),
      ["orders"],
    ),
  };
}
