import { Hono } from "hono";
import {
  v1ClientPageSchema,
  v1InvoicePageSchema,
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrdersQuerySchema,
  v1PageQuerySchema,
} from "@common/api-v1";
import type { AppDeps } from "../app-deps";
import { requireApiKey, type ApiKeyEnv } from "../auth/api-key";
import { notFound } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { queryInput } from "../lib/validate";
import { metricPointInputSchema } from "@common/order-metrics";
import { jsonInput } from "../lib/validate";
import { findOrderFor } from "../services/order-messages";
import { v1Clients, v1Invoices, v1Order, v1Orders } from "../services/api/resources";
import { addPoint, orderMetricsView } from "../services/order-metrics/store";
import { metricIdOf } from "./order-metrics";

/**
 * The public API for the agency's own tools: /api/v1, read with a key staff made (Settings → API keys), each route
 * behind the scope it needs. JSON in the API's one error shape.
 */
export function apiV1Routes(deps: AppDeps) {
  const { db } = deps.database;
  const key = (scope: Parameters<typeof requireApiKey>[1]) =>
    requireApiKey({ db, trustProxy: deps.config.trustProxy }, scope);
  const orderOf = async (code: string) => {
    const order = await findOrderFor(db, { side: "staff", userId: "" }, code);
    if (!order) throw notFound("No such order.");
    return order;
  };
  return new Hono<ApiKeyEnv>()
    .get(
      "/orders",
      doc("Orders, oldest first (scope orders:read)", { schema: v1OrderPageSchema, tags: ["api-v1"] }),
      key("orders:read"),
      queryInput(v1OrdersQuerySchema),
      async (c) => c.json(await v1Orders(db, c.req.valid("query"))),
    )
    .get(
      "/orders/:code",
      doc("One order by its code (scope orders:read)", {
        schema: v1OrderSchema,
        tags: ["api-v1"],
        errors: { 404: "NOT_FOUND" },
      }),
      key("orders:read"),
      async (c) => {
        const order = await v1Order(db, c.req.param("code"));
        if (!order) throw notFound("No such order.");
        return c.json(order);
      },
    )
    .get(
      "/clients",
      doc("Client accounts with their order counts (scope clients:read)", {
        schema: v1ClientPageSchema,
        tags: ["api-v1"],
      }),
      key("clients:read"),
      queryInput(v1PageQuerySchema),
      async (c) => c.json(await v1Clients(db, c.req.valid("query"))),
    )
    .get(
      "/invoices",
      doc("Invoices in the order they were issued (scope invoices:read)", {
        schema: v1InvoicePageSchema,
        tags: ["api-v1"],
      }),
      key("invoices:read"),
      queryInput(v1PageQuerySchema),
      async (c) => c.json(await v1Invoices(db, c.req.valid("query"))),
    )
    .get(
      "/orders/:code/metrics",
      doc("An order's metrics: start, now, change and every data point (scope orders:read)", {
        tags: ["api-v1"],
        errors: { 404: "NOT_FOUND" },
      }),
      key("orders:read"),
      async (c) => c.json(await orderMetricsView(db, await orderOf(c.req.param("code")))),
    )
    .post(
      "/orders/:code/metrics/:id/points",
      doc("Add a data point to an order's metric, recorded with source api (scope metrics:write)", {
        status: 201,
        tags: ["api-v1"],
        errors: { 404: "NOT_FOUND", 409: "TOO_MANY_POINTS" },
      }),
      key("metrics:write"),
      jsonInput(metricPointInputSchema),
      async (c) => {
        const order = await orderOf(c.req.param("code"));
        const metricId = metricIdOf(c.req.param("id"));
        if (metricId === undefined) throw notFound("No such metric.");
        await addPoint(db, order, metricId, c.req.valid("json"), null, new Date(), "api");
        return c.json(await orderMetricsView(db, order), 201);
      },
    );
}
