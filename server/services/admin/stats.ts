import { count, countDistinct, desc, gte, sql } from "drizzle-orm";
import { moneyLines } from "@common/admin";
import { SERVICE_IDS, type ServiceId } from "@common/catalog";
import type { Db } from "../../db/client";
import { orders, session } from "../../db/schema";
import { todayUtc } from "../billing/access";
import { localToday, receivableTotals, revenueBetween, revenuePerService } from "../billing/figures";
import { dayWindow, fillDays, localDay } from "./buckets";
import { orderSummary } from "./orders";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every catalogue service with its orders and revenue (payments received net of credit notes, all time, one line
 * per currency), in catalogue order.
 */
export async function serviceTotals(db: Db) {
  const [rows, revenue] = await Promise.all([
    db.select({ serviceId: orders.serviceId, orders: count() }).from(orders).groupBy(orders.serviceId),
    revenuePerService(db),
  ]);
  const byId = new Map(rows.map((r) => [r.serviceId, r]));
  return SERVICE_IDS.map((id: ServiceId) => ({
    serviceId: id,
    orders: Number(byId.get(id)?.orders ?? 0),
    revenue: moneyLines(revenue.get(id) ?? []),
  }));
}

/** Larger revenue first, compared currency by currency in the lines' order (USD first). */
function revenueOrder(a: { currency: string; cents: number }[], b: { currency: string; cents: number }[]) {
  for (const line of a) {
    const other = b.find((x) => x.currency === line.currency);
    if (other && other.cents !== line.cents) return other.cents - line.cents;
  }
  return 0;
}

export async function dashboardStats(db: Db, tz: number, now = new Date()) {
  const { keys, start } = dayWindow(30, tz, now);
  const today = localToday(tz, now);
  const [[totals], monthlyRevenue, receivable, [active], recent, services, perDay] = await Promise.all([
    db
      .select({
        totalOrders: count(),
        activeProjects: sql<number>`count(*) filter (where ${orders.status} = 'in_progress')`,
      })
      .from(orders),
    // Revenue is money received: payments, by the day they arrived, from the 1st of the admin's month to today.
    revenueBetween(db, `${today.slice(0, 8)}01`, today),
    // Overdue counts from the UTC day, as on the invoice itself (billing/dto.ts).
    receivableTotals(db, todayUtc(now)),
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
    monthlyRevenue,
    outstanding: receivable.outstanding,
    overdue: receivable.overdue,
    activeUsers: Number(active?.n ?? 0),
    recentOrders: recent.map(orderSummary),
    topServices: services
      .filter((s) => s.orders > 0)
      // Ties on orders: the larger revenue in the first currency both have (never a sum over currencies).
      .sort((a, b) => b.orders - a.orders || revenueOrder(a.revenue, b.revenue))
      .slice(0, 5),
    revenueByService: services,
    ordersPerDay: fillDays(
      keys,
      perDay.map((r) => ({ day: r.day, orders: Number(r.orders) })),
      ["orders"],
    ),
  };
}
