import { Hono } from "hono";
import { invoiceListQuerySchema } from "@common/billing";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { queryInput } from "../../lib/validate";
import { todayUtc } from "../../services/billing/access";
import { clientBalances, invoicesCsvStream, listInvoices } from "../../services/billing/figures";
import { csvResponse } from "./csv";
import { doc } from "../../lib/openapi";

const csvQuerySchema = invoiceListQuerySchema.pick({ status: true, q: true });

/**
 * The invoices list, its CSV export and the per-client balances. "Overdue" counts from the UTC day, as on the
 * invoice itself (billing/dto.ts). Mounted before the routes under /invoices/:number/… (void, payments, PDF).
 */
export function adminInvoiceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/invoices", doc("Invoices, filtered and paged"), queryInput(invoiceListQuerySchema), async (c) =>
      c.json(await listInvoices(db, c.req.valid("query"), todayUtc())),
    )
    .get("/invoices.csv", doc("Invoices as CSV", { type: "text/csv" }), queryInput(csvQuerySchema), async (c) => {
      const lines = invoicesCsvStream(db, c.req.valid("query"), todayUtc());
      return csvResponse(c, lines, `invoices-${todayUtc()}.csv`);
    })
    .get("/billing/balances", doc("Open balance per client"), async (c) =>
      c.json(await clientBalances(db, todayUtc())),
    );
}
