import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app";
import { getSettings } from "../services/settings";

/** The addresses the contact page shows. */
export function publicSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/public", async (c) => {
    const { salesEmail, supportEmail } = await getSettings(deps.database.db, deps.config);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ salesEmail, supportEmail });
  });
}
