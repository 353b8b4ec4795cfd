import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { getSellerSettings } from "../services/billing/settings";
import { getSettings } from "../services/settings";
import { doc } from "../lib/openapi";
import { jsonAnswer } from "../lib/json-answer";

/** The addresses the contact page shows, and the seller's identity for the footer and the contact page. */
export function publicSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/public", doc("Public contact addresses and the seller's identity"), async () => {
    const [{ salesEmail, supportEmail }, { legalName, address, taxId }] = await Promise.all([
      getSettings(deps.database.db, deps.config),
      getSellerSettings(deps.database.db),
    ]);
    return jsonAnswer(
      { salesEmail, supportEmail, seller: { legalName, address, taxId } },
      { "Cache-Control": "public, max-age=60" },
    );
  });
}
