import { Hono } from "hono";
import { z } from "zod";
import { invoiceListQuerySchema } from "@common/billing";
import type { AppDeps } from "../../app";
import type { AuthedEnv } from "../../auth/guard";
import { readQuery } from "../../lib/validate";
import { clientBalances, invoicesCsvStream, listInvoices, localToday } from "../../services/billing/figures";
import { csvResponse } from "./csv";

/** The admin's time zone (getTimezoneOffset minutes): "overdue" starts after the due date on the admin's calendar. */
const tzQuery = z.object({ tz: z.coerce.number().int().min(-840).max(840).default(0) });
const csvQuerySchema = invoiceListQuerySchema.pick({ status: true, q: true });

/**
 * The invoices list, its CSV export and the per-client balances. Mounted before the routes under
 * /invoices/:number/… (void, payments, PDF), so "/invoices.csv" is never read as an invoice number.
 */
export function adminInvoiceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const today = (c: Parameters<typeof readQuery>[0]) => localToday(readQuery(c, tzQuery).tz);
  return new Hono<AuthedEnv>()
    .get("/invoices", async (c) => c.json(await listInvoices(db, readQuery(c, invoiceListQuerySchema), today(c))))
    .get("/invoices.csv", async (c) => {
      const lines = invoicesCsvStream(db, readQuery(c, csvQuerySchema), today(c));
      return csvResponse(c, lines, `invoices-${new Date().toISOString().slice(0, 10)}.csv`);
    })
    .get("/billing/balances", async (c) => c.json(await clientBalances(db, today(c))));
}
