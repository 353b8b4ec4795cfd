import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { notFound } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { findOrderFor } from "../services/order-messages";
import { orderMetricsView } from "../services/order-metrics/store";

/** A metric or point id from the path; anything else is a 404 before any query. */
export const metricIdOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/** The client's view of an order's results (issue 43): only the order's owner; anyone else's order is 404. */
export function orderMetricRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>().get(
    "/:code/metrics",
    doc("The campaign metrics of my order: start, now, change and every data point"),
    requireUser,
    async (c) => {
      const order = await findOrderFor(db, { side: "client", userId: c.get("user").id }, c.req.param("code"));
      if (!order) throw notFound("No such order.");
      return c.json(await orderMetricsView(db, order));
    },
  );
}
