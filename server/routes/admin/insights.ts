import { Hono } from "hono";
import { z } from "zod";
import { adminSettingsSchema, analyticsQuerySchema } from "@common/admin";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import type { Metrics } from "../../lib/metrics";
import { queryInput } from "../../lib/validate";
import { analytics } from "../../services/admin/analytics";
import { performance } from "../../services/admin/performance";
import { projectBoard } from "../../services/admin/projects";
import { dashboardStats, serviceTotals } from "../../services/admin/stats";
import { getSettings, updateSettings } from "../../services/settings";
import { jsonInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";

const tzQuery = z.object({ tz: z.coerce.number().int().min(-840).max(840).default(0) });
const analyticsQuery = analyticsQuerySchema.extend(tzQuery.shape);

/** Dashboard figures, services, projects board, analytics, performance, settings. */
export function adminInsightRoutes(deps: AppDeps & { metrics: Metrics } & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/stats", doc("Dashboard figures"), queryInput(tzQuery), async (c) =>
      c.json(await dashboardStats(db, c.req.valid("query").tz)),
    )
    .get("/services", doc("Orders and revenue per service"), async (c) => c.json({ services: await serviceTotals(db) }))
    .get("/projects", doc("Projects board"), async (c) => c.json(await projectBoard(db)))
    .get("/analytics", doc("Analytics over a number of days"), queryInput(analyticsQuery), async (c) => {
      const { days, tz } = c.req.valid("query");
      return c.json(await analytics(db, days, tz));
    })
    .get("/performance", doc("Request timings, mail queue and failed mail"), async (c) =>
      c.json(await performance(db, deps.metrics)),
    )
    .get("/settings", doc("Site settings (staff, sales, support and legal addresses; social profiles)"), async (c) =>
      c.json(await getSettings(db, deps.config)),
    )
    .put("/settings", doc("Update site settings"), jsonInput(adminSettingsSchema), async (c) => {
      // The public addresses and profiles are on the pages: a change re-renders them on every instance (the live
      // site compares the site data by hash and draws nothing when they did not change).
      await updateSettings(db, c.req.valid("json"));
      await deps.liveSite.refresh("contact");
      return c.json(await getSettings(db, deps.config));
    });
}
