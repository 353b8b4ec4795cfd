import type { Context } from "hono";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { sessionStartedAt } from "../auth/session";
import { clientDashboard } from "../services/client-dashboard";
import { doc } from "../lib/openapi";

/**
 * GET /api/dashboard: the signed-in client's actions (quotes to answer, invoices to pay, unread messages, new staff
 * files), open balance per currency and orders with their next step. Only the caller's own orders (401 signed out).
 */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>().get(
    "/",
    doc("My dashboard: orders, quotes and invoices to act on"),
    requireUser,
    async (c) => {
      const started = await sessionStartedAt(c as unknown as Context);
      c.header("Cache-Control", "no-store");
      return c.json(await clientDashboard(db, c.get("user").id, started), 200);
    },
  );
}
