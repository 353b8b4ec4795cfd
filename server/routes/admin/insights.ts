import { Hono } from "hono";
import { z } from "zod";
import { adminSettingsSchema, analyticsQuerySchema } from "@common/admin";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import type { Metrics } from "../../lib/metrics";
import { readQuery } from "../../lib/validate";
import { analytics } from "../../services/admin/analytics";
import { performance } from "../../services/admin/performance";
import { projectBoard } from "../../services/admin/projects";
import { dashboardStats, serviceTotals } from "../../services/admin/stats";
import { getSettings, updateSettings } from "../../services/settings";
import { jsonInput } from "../../lib/validate";

const tzQuery = z.object({ tz: z.coerce.number().int().min(-840).max(840).default(0) });

/** Dashboard figures, services, projects board, analytics, performance, settings. */
export function adminInsightRoutes(deps: AppDeps & { metrics: Metrics }) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/stats", async (c) => c.json(await dashboardStats(db, readQuery(c, tzQuery).tz)))
    .get("/services", async (c) => c.json({ services: await serviceTotals(db) }))
    .get("/projects", async (c) => c.json(await projectBoard(db)))
    .get("/analytics", async (c) => {
      const { days } = readQuery(c, analyticsQuerySchema);
      return c.json(await analytics(db, days, readQuery(c, tzQuery).tz));
    })
    .get("/performance", async (c) => c.json(await performance(db, deps.metrics)))
    .get("/settings", async (c) => c.json(await getSettings(db, deps.config)))
    .put("/settings", jsonInput(adminSettingsSchema), async (c) => {
      await updateSettings(db, c.req.valid("json"));
      return c.json(await getSettings(db, deps.config));
    });
}
