import { Hono } from "hono";
import { metricCsvSchema, metricInputSchema, metricPointInputSchema } from "@common/order-metrics";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import { findOrderFor } from "../../services/order-messages";
import {
  addMetric,
  addPoint,
  editMetric,
  importMetricCsv,
  orderMetricsView,
  previewMetricCsv,
  removeMetric,
  removePoint,
} from "../../services/order-metrics/store";
import { metricIdOf } from "../order-metrics";
import { idOrNotFound, pdfResponse } from "../order-reports";
import { reportSummarySchema, shareInputSchema } from "@common/results-report";
import { requestLocale } from "../../lib/locale";
import { listReports, reportPdf, sendReportNow, setReportSummary } from "../../services/order-metrics/reports";
import { createShare, listShares, revokeShare } from "../../services/order-metrics/shares";

/** Staff's side of an order's metrics (behind the admin guard of /api/admin): metrics, points, CSV import. */
export function adminOrderMetricRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const orderOf = async (userId: string, code: string) => {
    const order = await findOrderFor(db, { side: "staff", userId }, code);
    if (!order) throw notFound("No such order.");
    return order;
  };
  const idOf = (raw: string, what = "metric") => {
    const id = metricIdOf(raw);
    if (id === undefined) throw notFound(`No such ${what}.`);
    return id;
  };
  return (
    new Hono<AuthedEnv>()
      .get("/orders/:code/metrics", doc("An order's metrics with every data point and its source"), async (c) =>
        c.json(await orderMetricsView(db, await orderOf(c.get("user").id, c.req.param("code")))),
      )
      .post(
        "/orders/:code/metrics",
        doc("Add a metric to an order", { status: 201, errors: { 409: "TOO_MANY_METRICS" } }),
        jsonInput(metricInputSchema),
        async (c) => {
          const order = await orderOf(c.get("user").id, c.req.param("code"));
          const id = await addMetric(db, order, c.req.valid("json"));
          return c.json({ id, ...(await orderMetricsView(db, order)) }, 201);
        },
      )
      .put("/orders/:code/metrics/:id", doc("Edit a metric"), jsonInput(metricInputSchema), async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        await editMetric(db, order, idOf(c.req.param("id")), c.req.valid("json"));
        return c.json(await orderMetricsView(db, order));
      })
      .delete("/orders/:code/metrics/:id", doc("Remove a metric and its data points"), async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        await removeMetric(db, order, idOf(c.req.param("id")));
        return c.json(await orderMetricsView(db, order));
      })
      .post(
        "/orders/:code/metrics/:id/points",
        doc("Add a data point to a metric", { status: 201, errors: { 409: "TOO_MANY_POINTS" } }),
        jsonInput(metricPointInputSchema),
        async (c) => {
          const user = c.get("user");
          const order = await orderOf(user.id, c.req.param("code"));
          await addPoint(db, order, idOf(c.req.param("id")), c.req.valid("json"), user.id, new Date());
          return c.json(await orderMetricsView(db, order), 201);
        },
      )
      .delete("/orders/:code/metrics/:id/points/:pointId", doc("Remove a data point"), async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        await removePoint(db, order, idOf(c.req.param("id")), idOf(c.req.param("pointId"), "data point"));
        return c.json(await orderMetricsView(db, order));
      })
      .post(
        "/orders/:code/metrics/import/preview",
        doc("Read a CSV (date, metric, value) and say row by row what importing it would store; stores nothing"),
        jsonInput(metricCsvSchema),
        async (c) => {
          const order = await orderOf(c.get("user").id, c.req.param("code"));
          return c.json(await previewMetricCsv(db, order, c.req.valid("json").csv, new Date()));
        },
      )
      .post(
        "/orders/:code/metrics/import",
        doc("Import a CSV of data points: every row or none (a bad row refuses the file)", {
          errors: { 400: "CSV_ROWS_INVALID", 409: "TOO_MANY_POINTS" },
        }),
        jsonInput(metricCsvSchema),
        async (c) => {
          const user = c.get("user");
          const order = await orderOf(user.id, c.req.param("code"));
          const imported = await importMetricCsv(db, order, c.req.valid("json").csv, user.id, new Date());
          return c.json({ imported, ...(await orderMetricsView(db, order)) });
        },
      )
      // The monthly reports (issue 43): drafts and sent ones; staff write a draft's summary, preview it, send it now.
      .get("/orders/:code/reports", doc("An order's monthly results reports, drafts included"), async (c) =>
        c.json({ reports: await listReports(db, (await orderOf(c.get("user").id, c.req.param("code"))).id, "staff") }),
      )
      .put(
        "/orders/:code/reports/:id",
        doc("Write the summary of a draft report", { errors: { 409: "REPORT_SENT" } }),
        jsonInput(reportSummarySchema),
        async (c) => {
          const order = await orderOf(c.get("user").id, c.req.param("code"));
          await setReportSummary(db, order.id, idOrNotFound(c.req.param("id"), "report"), c.req.valid("json").summary);
          return c.json({ reports: await listReports(db, order.id, "staff") });
        },
      )
      .post(
        "/orders/:code/reports/:id/send",
        doc("Send a draft report now (e-mailed with its PDF)", { errors: { 409: "REPORT_SENT" } }),
        async (c) => {
          const user = c.get("user");
          const order = await orderOf(user.id, c.req.param("code"));
          await sendReportNow(deps, order.id, idOrNotFound(c.req.param("id"), "report"), user.id);
          return c.json({ reports: await listReports(db, order.id, "staff") });
        },
      )
      .get(
        "/orders/:code/reports/:id/pdf",
        doc("A report's PDF (a draft's with today's numbers)", { type: "application/pdf" }),
        async (c) => {
          const order = await orderOf(c.get("user").id, c.req.param("code"));
          return pdfResponse(await reportPdf(db, order, idOrNotFound(c.req.param("id"), "report"), "staff"));
        },
      )
      // Share links made by staff for the client (issue 43).
      .get("/orders/:code/shares", doc("An order's read-only results links"), async (c) =>
        c.json({ shares: await listShares(db, (await orderOf(c.get("user").id, c.req.param("code"))).id) }),
      )
      .post(
        "/orders/:code/shares",
        doc("Make a read-only link to an order's results (shown once)", {
          status: 201,
          errors: { 409: "TOO_MANY_LINKS" },
        }),
        jsonInput(shareInputSchema),
        async (c) => {
          const user = c.get("user");
          const order = await orderOf(user.id, c.req.param("code"));
          const share = await createShare(
            db,
            order.id,
            c.req.valid("json"),
            { userId: user.id, side: "staff" },
            { publicUrl: deps.config.publicUrl, lang: requestLocale(c) },
          );
          return c.json(share, 201);
        },
      )
      .delete("/orders/:code/shares/:id", doc("Revoke a results link"), async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        return c.json(await revokeShare(db, order.id, idOrNotFound(c.req.param("id"), "link")));
      })
  );
}
