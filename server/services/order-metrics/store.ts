import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { isServiceId } from "@common/catalog";
import {
  METRIC_LIMITS,
  SERVICE_METRIC_KINDS,
  metricCsvKey,
  parseMeasuredAt,
  summarizeMetric,
  type MetricDirection,
  type MetricInput,
  type MetricKind,
  type MetricPlatform,
  type MetricPointInput,
  type MetricSource,
  type OrderMetricDto,
  type OrderMetricsView,
} from "@common/order-metrics";
import type { Db } from "../../db/client";
import { metricPoints, orderMetrics, orderMilestones } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { readMetricCsv } from "./csv";

type OrderRef = { id: number; serviceId: string };
type MetricRow = typeof orderMetrics.$inferSelect;

const noSuchMetric = () => notFound("No such metric.");
const conflict = (code: string, message: string) => new ApiError(409, code, message);

const dto = (m: MetricRow, points: (typeof metricPoints.$inferSelect)[]): OrderMetricDto => {
  const pts = points.map((p) => ({
    id: p.id,
    value: p.value,
    measuredAt: p.measuredAt.toISOString(),
    source: p.source as MetricSource,
    note: p.note,
    evidenceUrl: p.evidenceUrl,
  }));
  const base = {
    kind: m.kind as MetricKind,
    platform: (m.platform ?? null) as MetricPlatform | null,
    name: m.name ?? null,
  };
  return {
    id: m.id,
    ...base,
    unit: m.unit,
    direction: m.direction as MetricDirection,
    baseline: m.baseline,
    csvKey: metricCsvKey(base),
    points: pts,
    summary: summarizeMetric(m.baseline, pts, m.direction as MetricDirection),
  };
};

const metricsOf = (db: Db, orderId: number) =>
  db.select().from(orderMetrics).where(eq(orderMetrics.orderId, orderId)).orderBy(asc(orderMetrics.id));

/** The order's metrics with their points (oldest first) and summaries, and its milestones as marks on the time axis. */
export async function orderMetricsView(db: Db, order: OrderRef): Promise<OrderMetricsView> {
  const metrics = await metricsOf(db, order.id);
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
  const milestones = await db
    .select({
      title: orderMilestones.title,
      approvedAt: orderMilestones.approvedAt,
      deliveredAt: orderMilestones.deliveredAt,
    })
    .from(orderMilestones)
    .where(eq(orderMilestones.orderId, order.id))
    .orderBy(asc(orderMilestones.position));
  return {
    metrics: metrics.map((m) =>
      dto(
        m,
        points.filter((p) => p.metricId === m.id),
      ),
    ),
    milestones: milestones.flatMap((m) => {
      const at = m.approvedAt ?? m.deliveredAt;
      return at ? [{ title: m.title, at: at.toISOString() }] : [];
    }),
    suggestedKinds: isServiceId(order.serviceId) ? SERVICE_METRIC_KINDS[order.serviceId] : [],
  };
}

const columns = (input: MetricInput) => ({
  kind: input.kind,
  platform: input.platform,
  name: input.kind === "custom" ? input.name : null,
  unit: input.kind === "custom" ? input.unit : "",
  direction: input.kind === "custom" ? input.direction : ("higher" as const),
  baseline: input.baseline,
});

export async function addMetric(db: Db, order: OrderRef, input: MetricInput) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orderMetrics)
    .where(eq(orderMetrics.orderId, order.id));
  if (n >= METRIC_LIMITS.maxMetrics)
    throw conflict("TOO_MANY_METRICS", `An order has at most ${METRIC_LIMITS.maxMetrics} metrics.`);
  const [row] = await db
    .insert(orderMetrics)
    .values({ orderId: order.id, ...columns(input) })
    .returning({ id: orderMetrics.id });
  return row!.id;
}

const inOrder = (order: OrderRef, id: number) => and(eq(orderMetrics.id, id), eq(orderMetrics.orderId, order.id));

export async function editMetric(db: Db, order: OrderRef, id: number, input: MetricInput) {
  const updated = await db
    .update(orderMetrics)
    .set(columns(input))
    .where(inOrder(order, id))
    .returning({ id: orderMetrics.id });
  if (!updated.length) throw noSuchMetric();
}

export async function removeMetric(db: Db, order: OrderRef, id: number) {
  const removed = await db.delete(orderMetrics).where(inOrder(order, id)).returning({ id: orderMetrics.id });
  if (!removed.length) throw noSuchMetric();
}

async function pointCount(db: Db, metricId: number) {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(metricPoints)
    .where(eq(metricPoints.metricId, metricId));
  return n;
}

const tooManyPoints = () => conflict("TOO_MANY_POINTS", `A metric has at most ${METRIC_LIMITS.maxPoints} data points.`);
const futurePoint = () =>
  new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { measuredAt: "metrics.errors.future" });

export async function addPoint(
  db: Db,
  order: OrderRef,
  metricId: number,
  input: MetricPointInput,
  /** Staff who entered it; null for a point sent with an API key. */
  actorId: string | null,
  now: Date,
  source: MetricSource = "manual",
) {
  const [metric] = await db.select({ id: orderMetrics.id }).from(orderMetrics).where(inOrder(order, metricId));
  if (!metric) throw noSuchMetric();
  const measuredAt = parseMeasuredAt(input.measuredAt)!;
  if (measuredAt.getTime() > now.getTime() + METRIC_LIMITS.futureToleranceMs) throw futurePoint();
  if ((await pointCount(db, metricId)) >= METRIC_LIMITS.maxPoints) throw tooManyPoints();
  const [row] = await db
    .insert(metricPoints)
    .values({
      metricId,
      value: input.value,
      measuredAt,
      source,
      note: input.note,
      evidenceUrl: input.evidenceUrl,
      createdBy: actorId,
    })
    .returning({ id: metricPoints.id });
  return row!.id;
}

export async function removePoint(db: Db, order: OrderRef, metricId: number, pointId: number) {
  const [metric] = await db.select({ id: orderMetrics.id }).from(orderMetrics).where(inOrder(order, metricId));
  if (!metric) throw noSuchMetric();
  const removed = await db
    .delete(metricPoints)
    .where(and(eq(metricPoints.id, pointId), eq(metricPoints.metricId, metricId)))
    .returning({ id: metricPoints.id });
  if (!removed.length) throw notFound("No such data point.");
}

async function csvRefs(db: Db, order: OrderRef) {
  return (await metricsOf(db, order.id)).map((m) => ({
    id: m.id,
    csvKey: metricCsvKey({ kind: m.kind as MetricKind, platform: m.platform as MetricPlatform | null, name: m.name }),
  }));
}

/** What importing this CSV would store, row by row; nothing is written. */
export async function previewMetricCsv(db: Db, order: OrderRef, csv: string, now: Date) {
  const { rows, ...rest } = readMetricCsv(csv, await csvRefs(db, order), now);
  return { ...rest, rows: rows.map(({ parsed: _parsed, ...row }) => row) };
}

/**
 * Imports every row or none: a file with any bad row is refused (400 with the preview's rows), and the rows are
 * written in one transaction, so a failure part-way stores nothing.
 */
export async function importMetricCsv(db: Db, order: OrderRef, csv: string, actorId: string, now: Date) {
  const read = readMetricCsv(csv, await csvRefs(db, order), now);
  if (read.fileError || read.invalid > 0) {
    const first = read.rows.find((r) => r.error);
    const fields: Record<string, string> = read.fileError
      ? { csv: `metrics.csvErrors.${read.fileError}` }
      : Object.fromEntries(
          read.rows.filter((r) => r.error).map((r) => [`line${r.line}`, `metrics.csvErrors.${r.error}`]),
        );
    throw new ApiError(
      400,
      "CSV_ROWS_INVALID",
      first
        ? `Line ${first.line}: ${first.error}. Nothing was imported.`
        : "The file cannot be read. Nothing was imported.",
      fields,
    );
  }
  const rows = read.rows.map((r) => r.parsed!);
  await db.transaction(async (tx) => {
    for (const metricId of new Set(rows.map((r) => r.metricId))) {
      const adding = rows.filter((r) => r.metricId === metricId).length;
      if ((await pointCount(tx as unknown as Db, metricId)) + adding > METRIC_LIMITS.maxPoints) throw tooManyPoints();
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(metricPoints).values(
        rows.slice(i, i + 500).map((r) => ({
          metricId: r.metricId,
          value: r.value,
          measuredAt: r.measuredAt,
          source: "csv" as const,
          createdBy: actorId,
        })),
      );
    }
  });
  return rows.length;
}

/**
 * The dashboard's results (issue 43): each metric of the given orders with its summary, from its first and last
 * point only (the summary needs no more), in the orders' then the metrics' order.
 */
export async function metricsSummaries(db: Db, orders: readonly { id: number; code: string; serviceId: string }[]) {
  if (!orders.length) return [];
  const metrics = await db
    .select()
    .from(orderMetrics)
    .where(
      inArray(
        orderMetrics.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderMetrics.orderId), asc(orderMetrics.id));
  if (!metrics.length) return [];
  const ids = metrics.map((m) => m.id);
  const ends = (dir: "asc" | "desc") =>
    db
      .selectDistinctOn([metricPoints.metricId], {
        metricId: metricPoints.metricId,
        value: metricPoints.value,
        measuredAt: metricPoints.measuredAt,
      })
      .from(metricPoints)
      .where(inArray(metricPoints.metricId, ids))
      .orderBy(
        metricPoints.metricId,
        dir === "asc" ? asc(metricPoints.measuredAt) : desc(metricPoints.measuredAt),
        dir === "asc" ? asc(metricPoints.id) : desc(metricPoints.id),
      );
  const [firsts, lasts] = await Promise.all([ends("asc"), ends("desc")]);
  const byOrder = new Map(orders.map((o) => [o.id, o]));
  return metrics.map((m) => {
    const pts = [firsts, lasts].flatMap((list) =>
      list.filter((p) => p.metricId === m.id).map((p) => ({ value: p.value, measuredAt: p.measuredAt.toISOString() })),
    );
    const order = byOrder.get(m.orderId)!;
    return {
      orderCode: order.code,
      serviceId: order.serviceId,
      id: m.id,
      kind: m.kind as MetricKind,
      platform: (m.platform ?? null) as MetricPlatform | null,
      name: m.name ?? null,
      unit: m.unit,
      summary: summarizeMetric(m.baseline, pts, m.direction as MetricDirection),
    };
  });
}
