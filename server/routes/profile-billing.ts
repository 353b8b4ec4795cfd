import { Hono } from "hono";
import { billingDetailsSchema } from "@common/billing";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { getBillingDetails, saveBillingDetails } from "../services/billing/settings";
import { jsonInput } from "../lib/validate";
import { doc } from "../lib/openapi";

/** GET/PUT /api/profile/billing: the signed-in client's billing details, printed on their next invoices. */
export function profileBillingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/billing", doc("My billing details (the buyer on my invoices)"), requireUser, async (c) =>
      c.json(await getBillingDetails(db, c.get("user").id)),
    )
    .put("/billing", doc("Update my billing details"), requireUser, jsonInput(billingDetailsSchema), async (c) =>
      c.json(await saveBillingDetails(db, c.get("user").id, c.req.valid("json"))),
    );
}
