import { and, asc, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { localizedPath } from "@common/locales";
import {
  summarizeMetric,
  type MetricDirection,
  type MetricKind,
  type MetricPlatform,
  type MetricSource,
} from "@common/order-metrics";
import {
  monthRange,
  nextMonth,
  previousMonth,
  type ReportData,
  type ReportListItem,
  type ReportStatus,
} from "@common/results-report";
import { orderPagePath } from "@common/workspace";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import {
  metricPoints,
  milestoneEvents,
  orderMetrics,
  orderMilestones,
  orders,
  resultReports,
  retainers,
} from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { periodicCheck } from "../../lib/periodic-check";
import { resultsReportEmail } from "../../mail/templates/results-report";
import { getSellerSettings } from "../billing/settings";
import { deliver } from "../deliver";
import { orderLanguage } from "../workspace-mail";
import { renderReportPdf } from "./report-pdf";

type Deps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;
type OrderRow = typeof orders.$inferSelect;
type ReportRow = typeof resultReports.$inferSelect;

/** How often the server looks for reports to make and send (and once at start-up). */
export const REPORT_CHECK_INTERVAL_MS = 15 * 60_000;

/** The admin time zone's today (YYYY-MM-DD), read from `now`. */
async function adminDay(db: Db, now: Date) {
  const { timeZone } = await getSellerSettings(db);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    now,
  );
  return { day, timeZone };
}

/**
 * The numbers of one order's month, read now: each metric's month (from the value it had when the month began to
 * its last point in the month) and its whole summary as the order page shows it, the milestones delivered and
 * approved in the month, and what comes next. Nothing is extrapolated: a metric without points in the month says so.
 */
export async function buildReportData(
  db: Db,
  order: OrderRow,
  month: string,
  timeZone: string,
  summary: string,
  now: Date,
): Promise<ReportData> {
  const { from, to } = monthRange(month, timeZone);
  const metrics = await db
    .select()
    .from(orderMetrics)
    .where(eq(orderMetrics.orderId, order.id))
    .orderBy(asc(orderMetrics.id));
  const points = metrics.length
    ? await db
        .select()
        .from(metricPoints)
        .where(
          inArray(
            metricPoints.metricId,
            metrics.map((m) => m.id),
          ),
        )
        .orderBy(asc(metricPoints.measuredAt), asc(metricPoints.id))
    : [];
  const events = await db
    .select({ kind: milestoneEvents.kind, at: milestoneEvents.createdAt, title: orderMilestones.title })
    .from(milestoneEvents)
    .innerJoin(orderMilestones, eq(orderMilestones.id, milestoneEvents.milestoneId))
    .where(
      and(
        eq(milestoneEvents.orderId, order.id),
        gte(milestoneEvents.createdAt, from),
        lt(milestoneEvents.createdAt, to),
        inArray(milestoneEvents.kind, ["delivered", "approved", "auto_approved"]),
      ),
    )
    .orderBy(asc(milestoneEvents.createdAt), asc(milestoneEvents.id));
  const open = await db
    .select({ title: orderMilestones.title, dueOn: orderMilestones.dueOn })
    .from(orderMilestones)
    .where(and(eq(orderMilestones.orderId, order.id), sql`${orderMilestones.state} <> 'approved'`))
    .orderBy(asc(orderMilestones.position));
  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    orderCode: order.code,
    projectName: order.projectName,
    serviceId: order.serviceId,
    metrics: metrics.map((m) => {
      const direction = m.direction as MetricDirection;
      const mine = points
        .filter((p) => p.metricId === m.id)
        .map((p) => ({ value: p.value, measuredAt: p.measuredAt.toISOString(), source: p.source as MetricSource }));
      const before = mine.filter((p) => p.measuredAt < from.toISOString());
      const inMonth = mine.filter((p) => p.measuredAt >= from.toISOString() && p.measuredAt < to.toISOString());
      const monthStart = before.at(-1)?.value ?? m.baseline;
      return {
        kind: m.kind as MetricKind,
        platform: (m.platform ?? null) as MetricPlatform | null,
        name: m.name ?? null,
        unit: m.unit,
        direction,
        month: summarizeMetric(monthStart, inMonth, direction),
        overall: summarizeMetric(m.baseline, mine, direction),
        points: inMonth,
      };
    }),
    delivered: events.filter((e) => e.kind === "delivered").map((e) => ({ title: e.title, at: e.at.toISOString() })),
    approved: events.filter((e) => e.kind !== "delivered").map((e) => ({ title: e.title, at: e.at.toISOString() })),
    next: open.map((o) => ({ title: o.title, dueOn: o.dueOn })),
    summary,
    madeAt: now.toISOString(),
  };
}

/** Orders that get a report of `month`: work in progress, or a running retainer, that existed before it ended. */
async function reportableOrders(db: Db, monthEnd: Date) {
  return db
    .selectDistinct({ id: orders.id, locale: orders.locale })
    .from(orders)
    .leftJoin(retainers, eq(retainers.orderId, orders.id))
    .where(
      and(
        lt(orders.createdAt, monthEnd),
        or(eq(orders.status, "in_progress"), inArray(retainers.status, ["active", "paused", "cancelling"])),
      ),
    )
    .orderBy(asc(orders.id));
}

export interface ReportCheckResult {
  made: { orderId: number; month: string }[];
  sent: { orderId: number; month: string; id: number }[];
}

/**
 * One due-check at `now` (admin time zone): on the first of a month every reportable order gets a draft of the
 * month before (one per order and month: the unique index, on any number of instances); from the second, drafts
 * still unsent go out as they are. A server that was down a month makes only the last month's reports.
 */
export async function runReportDueCheck(deps: Deps, now = new Date()): Promise<ReportCheckResult> {
  const { db } = deps.database;
  const result: ReportCheckResult = { made: [], sent: [] };
  const { day, timeZone } = await adminDay(db, now);
  const current = day.slice(0, 7);
  const reported = previousMonth(current);
  const { to } = monthRange(reported, timeZone);
  const candidates = await reportableOrders(db, to);
  if (candidates.length) {
    const made = await db
      .insert(resultReports)
      .values(candidates.map((o) => ({ orderId: o.id, month: reported, locale: o.locale })))
      .onConflictDoNothing()
      .returning({ orderId: resultReports.orderId, month: resultReports.month });
    result.made.push(...made);
  }
  // Day 2 onwards: what staff did not send goes out by itself (so does an older draft, after downtime).
  const dueMonths =
    day.slice(8) >= "02" ? sql`${resultReports.month} <= ${reported}` : sql`${resultReports.month} < ${reported}`;
  const due = await db
    .select({ id: resultReports.id })
    .from(resultReports)
    .where(and(eq(resultReports.status, "draft"), dueMonths))
    .orderBy(asc(resultReports.id));
  for (const { id } of due) {
    try {
      const sent = await sendReport(deps, id, null, now);
      if (sent) result.sent.push(sent);
    } catch (err) {
      deps.logger.error("results report failed", { reportId: id, error: String(err) });
    }
  }
  return result;
}

export function reportSchedule(deps: Deps) {
  return periodicCheck("results reports", (now) => runReportDueCheck(deps, now), deps.logger, REPORT_CHECK_INTERVAL_MS);
}

const reportUrl = (deps: Deps, order: OrderRow) => {
  const lang = orderLanguage(order);
  return `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(order.code))}#reports`;
};

/**
 * Sends a draft: its numbers are read and frozen, and the e-mail with the PDF is queued, in one transaction whose
 * conditional UPDATE (`status = 'draft'`) lets only one run or instance send it. Null when it was already sent.
 */
export async function sendReport(deps: Deps, reportId: number, actorId: string | null, now = new Date()) {
  const { timeZone } = await getSellerSettings(deps.database.db);
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .select({ report: resultReports, order: orders })
      .from(resultReports)
      .innerJoin(orders, eq(orders.id, resultReports.orderId))
      .where(eq(resultReports.id, reportId))
      .for("update", { of: resultReports, skipLocked: true });
    if (!row || row.report.status !== "draft") return null;
    const data = await buildReportData(tx, row.order, row.report.month, timeZone, row.report.summary, now);
    const [claimed] = await tx
      .update(resultReports)
      .set({ status: "sent", data, sentAt: now, sentBy: actorId, locale: row.order.locale })
      .where(and(eq(resultReports.id, reportId), eq(resultReports.status, "draft")))
      .returning({ id: resultReports.id });
    if (!claimed) return null;
    const lang = orderLanguage(row.order);
    await deliver(
      deps.mailer,
      deps.logger,
      `results report ${row.order.code} ${row.report.month}`,
      [
        {
          to: row.order.contactEmail,
          ...resultsReportEmail(lang, row.order, row.report.month, reportUrl(deps, row.order)),
          attachments: [{ kind: "results_report", number: String(reportId) }],
        },
      ],
      tx,
    );
    return { orderId: row.order.id, month: row.report.month, id: reportId };
  });
}

const sendsOn = (r: ReportRow) => (r.status === "draft" ? `${nextMonth(r.month)}-02` : null);
const listItem = (r: ReportRow): ReportListItem => ({
  id: r.id,
  month: r.month,
  status: r.status as ReportStatus,
  summary: r.summary,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  sendsOn: sendsOn(r),
});

/** An order's reports, newest month first: the client sees the sent ones, staff drafts too. */
export async function listReports(db: Db, orderId: number, side: "client" | "staff"): Promise<ReportListItem[]> {
  const rows = await db
    .select()
    .from(resultReports)
    .where(and(eq(resultReports.orderId, orderId), side === "client" ? eq(resultReports.status, "sent") : undefined))
    .orderBy(desc(resultReports.month));
  return rows.map(listItem);
}

async function reportOf(db: Db, orderId: number, id: number) {
  const [row] = await db
    .select()
    .from(resultReports)
    .where(and(eq(resultReports.id, id), eq(resultReports.orderId, orderId)));
  if (!row) throw notFound("No such report.");
  return row;
}

/** Staff write the summary of a draft; a sent report is not changed. */
export async function setReportSummary(db: Db, orderId: number, id: number, summary: string) {
  const row = await reportOf(db, orderId, id);
  if (row.status !== "draft") throw new ApiError(409, "REPORT_SENT", "This report was already sent.");
  await db
    .update(resultReports)
    .set({ summary })
    .where(and(eq(resultReports.id, id), eq(resultReports.status, "draft")));
}

/** Staff send a draft now. */
export async function sendReportNow(deps: Deps, orderId: number, id: number, actorId: string) {
  await reportOf(deps.database.db, orderId, id);
  const sent = await sendReport(deps, id, actorId);
  if (!sent) throw new ApiError(409, "REPORT_SENT", "This report was already sent.");
}

async function sellerName(db: Db) {
  return (await getSellerSettings(db)).legalName.trim() || "Umbra";
}

/**
 * A report's PDF in the order's language: a sent one from its frozen numbers; a draft (staff's preview) from the
 * numbers as they are now. The client gets only sent ones (`side`), anyone else's order is 404 before this.
 */
export async function reportPdf(db: Db, order: OrderRow, id: number, side: "client" | "staff") {
  const row = await reportOf(db, order.id, id);
  if (side === "client" && row.status !== "sent") throw notFound("No such report.");
  const { timeZone } = await getSellerSettings(db);
  const data = row.data ?? (await buildReportData(db, order, row.month, timeZone, row.summary, new Date()));
  return {
    filename: `results-${order.code}-${row.month}.pdf`,
    content: await renderReportPdf(data, orderLanguage(order), await sellerName(db), side === "staff"),
  };
}

/** The mail queue's side: the PDF of a sent report, by its id. */
export async function reportAttachment(db: Db, id: string) {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [row] = await db
    .select({ report: resultReports, order: orders })
    .from(resultReports)
    .innerJoin(orders, eq(orders.id, resultReports.orderId))
    .where(eq(resultReports.id, Number(id)));
  if (!row?.report.data) return undefined;
  return {
    filename: `results-${row.order.code}-${row.report.month}.pdf`,
    content: await renderReportPdf(row.report.data, orderLanguage(row.order), await sellerName(db), false),
  };
}
