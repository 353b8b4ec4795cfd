import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { FIRST_VISIT_MINUTES, nextStepOf, type NextStep } from "@common/dashboard";
import type { DashboardMetric } from "@common/order-metrics";
import type { RetainerListItem } from "@common/retainers";
import type { Db } from "../db/client";
import { dashboardVisits, invoices, orderFiles, orders, orderWorkspace, quotes } from "../db/schema";
import { todayUtc } from "./billing/access";
import { pendingCancellations } from "./billing/cancellations";
import { quoteTotals } from "./billing/dto";
import { remainingSql } from "./billing/figures";
import { getSellerSettings } from "./billing/settings";
import { awaitingReviewCounts } from "./milestones/store";
import { clientRetainers } from "./retainers/overview";
import { metricsSummaries } from "./order-metrics/store";

export interface DashboardQuote {
  orderCode: string;
  version: number;
  currency: string;
  /** The gross total its invoice will carry (net + the quote's tax), as the acceptance dialog shows it. */
  totalCents: number;
  /** Calendar date, YYYY-MM-DD: the last day it can be accepted. */
  validUntil: string;
}

export interface DashboardInvoice {
  number: string;
  orderCode: string;
  currency: string;
  totalCents: number;
  /** What is left to pay: total − payments received, as the invoice page shows it (billing/figures.ts). */
  balanceCents: number;
  /** Calendar date, YYYY-MM-DD. */
  dueDate: string;
  overdue: boolean;
}

export interface DashboardOrder {
  code: string;
  serviceId: string;
  servicePlan: string;
  status: string;
  progressPercent: number;
  createdAt: string;
  unreadMessages: number;
  nextStep: NextStep;
}

export interface ClientDashboard {
  /** True during the client's first visit of the dashboard (its sign-in session, FIRST_VISIT_MINUTES). */
  firstVisit: boolean;
  actions: {
    quotes: DashboardQuote[];
    invoices: DashboardInvoice[];
    messages: { orderCode: string; unread: number }[];
    files: { orderCode: string; count: number }[];
    /** Milestone deliveries waiting for the client's approval or request for changes (issue 41). */
    reviews: { orderCode: string; count: number }[];
  };
  /** Per currency: what issued invoices still ask for, and the overdue part of it. */
  balances: { currency: string; balanceCents: number; overdueCents: number }[];
  /** Newest first. */
  orders: DashboardOrder[];
  /** The client's retainers that run or wait to start (issue 42): price, cadence, status and the next invoice. */
  retainers: RetainerListItem[];
  /** Each metric of the orders not cancelled (issue 43): start, now and change, as on the order page. */
  results: DashboardMetric[];
}

/**
 * Records the first dashboard visit (once, on the server, so every device agrees) and tells whether this request is
 * still part of it: the same sign-in session, within FIRST_VISIT_MINUTES of the first view. A reload then still
 * greets "Welcome"; another sign-in, another device signed in later, or the same session the next day "Welcome back".
 */
async function isFirstVisit(db: Db, userId: string, sessionStart: Date | null, now: Date) {
  await db.insert(dashboardVisits).values({ userId, firstSeenAt: now }).onConflictDoNothing();
  const [visit] = await db
    .select({ firstSeenAt: dashboardVisits.firstSeenAt })
    .from(dashboardVisits)
    .where(eq(dashboardVisits.userId, userId));
  if (!visit || !sessionStart) return false;
  const first = visit.firstSeenAt.getTime();
  return first >= sessionStart.getTime() && now.getTime() - first < FIRST_VISIT_MINUTES * 60_000;
}

/**
 * The signed-in client's dashboard, computed from the tables: open quotes still valid, issued invoices with
 * something to pay (a cancelled order's leftovers are settled by its cancellation, not asked for), unread staff
 * messages, staff files added since the client last listed the order's files, the open balance per currency, and
 * each order's next step. Only orders whose owner is `userId` are read.
 */
export async function clientDashboard(
  db: Db,
  userId: string,
  sessionStart: Date | null,
  now = new Date(),
): Promise<ClientDashboard> {
  const today = todayUtc(now);
  const [firstVisit, own] = await Promise.all([
    isFirstVisit(db, userId, sessionStart, now),
    db
      .select({
        id: orders.id,
        code: orders.code,
        serviceId: orders.serviceId,
        servicePlan: orders.tierId,
        status: orders.status,
        progressPercent: orders.progressPercent,
        createdAt: orders.createdAt,
        unread: sql<number>`coalesce(${orderWorkspace.clientUnread}, 0)`,
        paid: sql<boolean>`exists (select 1 from ${invoices} i where i.order_id = ${orders.id} and i.status = 'paid')`,
      })
      .from(orders)
      .leftJoin(orderWorkspace, eq(orderWorkspace.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  const empty: ClientDashboard = {
    firstVisit,
    actions: { quotes: [], invoices: [], messages: [], files: [], reviews: [] },
    balances: [],
    orders: [],
    retainers: [],
    results: [],
  };
  if (!own.length) return empty;
  const ids = own.map((o) => o.id);

  const [openQuotes, issued, newFiles, cancelling, seller, reviews] = await Promise.all([
    db
      .select({
        orderId: quotes.orderId,
        version: quotes.version,
        currency: quotes.currency,
        lines: quotes.lines,
        taxRateBp: quotes.taxRateBp,
        validUntil: quotes.validUntil,
      })
      .from(quotes)
      .where(and(inArray(quotes.orderId, ids), eq(quotes.status, "open")))
      .orderBy(asc(quotes.validUntil), asc(quotes.id)),
    db
      .select({
        orderId: invoices.orderId,
        number: invoices.number,
        currency: invoices.currency,
        totalCents: invoices.totalCents,
        balanceCents: remainingSql,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(and(inArray(invoices.orderId, ids), eq(invoices.status, "issued")))
      .orderBy(asc(invoices.dueDate), asc(invoices.id)),
    db
      .select({ orderId: orderFiles.orderId, count: sql<number>`count(*)::int` })
      .from(orderFiles)
      .leftJoin(orderWorkspace, eq(orderWorkspace.orderId, orderFiles.orderId))
      .where(
        and(
          inArray(orderFiles.orderId, ids),
          eq(orderFiles.uploaderSide, "staff"),
          gt(orderFiles.createdAt, sql`coalesce(${orderWorkspace.clientFilesSeenAt}, '-infinity'::timestamptz)`),
        ),
      )
      .groupBy(orderFiles.orderId),
    pendingCancellations(db, ids),
    getSellerSettings(db),
    awaitingReviewCounts(db, ids),
  ]);

  const byId = new Map(own.map((o) => [o.id, o]));
  const codeOf = (orderId: number) => byId.get(orderId)!.code;
  const live = (orderId: number) => byId.get(orderId)!.status !== "cancelled";

  const validQuotes = openQuotes.filter((q) => q.validUntil >= today && live(q.orderId));
  const toPay = issued
    .map((i) => ({ ...i, balanceCents: Number(i.balanceCents), overdue: i.dueDate < today }))
    .filter((i) => i.balanceCents > 0 && live(i.orderId));

  const balances = new Map<string, { balanceCents: number; overdueCents: number }>();
  for (const i of toPay) {
    const b = balances.get(i.currency) ?? { balanceCents: 0, overdueCents: 0 };
    b.balanceCents += i.balanceCents;
    if (i.overdue) b.overdueCents += i.balanceCents;
    balances.set(i.currency, b);
  }

  return {
    firstVisit,
    actions: {
      quotes: validQuotes.map((q) => ({
        orderCode: codeOf(q.orderId),
        version: q.version,
        currency: q.currency,
        totalCents: quoteTotals(q, seller.taxRateBp).totalCents,
        validUntil: q.validUntil,
      })),
      // The overdue first, then by due date.
      invoices: [...toPay]
        .sort((a, b) => Number(b.overdue) - Number(a.overdue))
        .map((i) => ({
          number: i.number,
          orderCode: codeOf(i.orderId),
          currency: i.currency,
          totalCents: i.totalCents,
          balanceCents: i.balanceCents,
          dueDate: i.dueDate,
          overdue: i.overdue,
        })),
      messages: own.filter((o) => Number(o.unread) > 0).map((o) => ({ orderCode: o.code, unread: Number(o.unread) })),
      files: newFiles.map((f) => ({ orderCode: codeOf(f.orderId), count: Number(f.count) })),
      reviews: own
        .filter((o) => live(o.id) && (reviews.get(o.id) ?? 0) > 0)
        .map((o) => ({ orderCode: o.code, count: reviews.get(o.id)! })),
    },
    balances: [...balances]
      .map(([currency, b]) => ({ currency, ...b }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    retainers: await clientRetainers(db, userId),
    results: await metricsSummaries(
      db,
      own.filter((o) => o.status !== "cancelled"),
    ),
    orders: own.map((o) => {
      const quote = openQuotes.find((q) => q.orderId === o.id);
      const unread = Number(o.unread);
      return {
        code: o.code,
        serviceId: o.serviceId,
        servicePlan: o.servicePlan,
        status: o.status,
        progressPercent: o.progressPercent,
        createdAt: o.createdAt.toISOString(),
        unreadMessages: unread,
        nextStep: nextStepOf({
          status: o.status,
          openQuote: quote ? { expired: quote.validUntil < today } : null,
          unpaid: toPay.filter((i) => i.orderId === o.id),
          cancellationPending: cancelling.has(o.id),
          unreadMessages: unread,
          paid: o.paid === true || String(o.paid) === "true",
          awaitingReview: live(o.id) ? (reviews.get(o.id) ?? 0) : 0,
        }),
      };
    }),
  };
}
