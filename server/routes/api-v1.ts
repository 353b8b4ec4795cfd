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
import { v1Clients, v1Invoices, v1Order, v1Orders } from "../services/api/resources";

/**
 * The public API for the agency's own tools: /api/v1, read with a key staff made (Settings → API keys), each route
 * behind the scope it needs. JSON in the API's one error shape.
 */
export function apiV1Routes(deps: AppDeps) {
  const { db } = deps.database;
  const key = (scope: Parameters<typeof requireApiKey>[1]) =>
    requireApiKey({ db, trustProxy: deps.config.trustProxy }, scope);
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
    );
}
