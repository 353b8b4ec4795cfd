import { Hono } from "hono";
import { paymentRecordSchema } from "@common/billing";
import { paymentIssueQuerySchema } from "@common/payment-issues";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { toInvoiceDto } from "../../services/billing/dto";
import { findInvoiceFor, INVOICE_NUMBER_PATTERN, recordPayment } from "../../services/billing/payments";
import { invoicePdfResponse } from "../invoice-files";
import { listPaymentIssues } from "../../services/billing/payment-checks";
import { jsonInput, queryInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";
import { withLog } from "../../lib/logger";

const noInvoice = () => notFound("No such invoice.");

/**
 * Staff record money received by bank transfer or in crypto, download any invoice, and see the providers' events
 * that were kept instead of applied (wrong currency or amount, foreign checkouts, unreadable events).
 */
export function adminPaymentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .post(
      "/invoices/:number/payments",
      doc("Record a payment received (bank transfer, crypto)", { status: 201 }),
      jsonInput(paymentRecordSchema),
      async (c) => {
        const number = c.req.param("number");
        if (!INVOICE_NUMBER_PATTERN.test(number)) throw noInvoice();
        const result = await recordPayment(withLog(deps, c.var.log), {
          number,
          ...c.req.valid("json"),
          recordedBy: c.get("user").id,
        });
        return c.json({ invoice: await toInvoiceDto(db, result.invoice) }, 201);
      },
    )
    .get(
      "/payment-issues",
      doc("Provider events not applied (payment issues), newest first; all or one order's"),
      queryInput(paymentIssueQuerySchema),
      async (c) => c.json({ issues: await listPaymentIssues(db, c.req.valid("query")) }),
    )
    .get("/invoices/:number/pdf", doc("An invoice as PDF", { type: "application/pdf" }), async (c) => {
      const invoice = await findInvoiceFor(db, c.req.param("number"), c.get("user").id, { staffToo: true });
      if (!invoice) throw noInvoice();
      return invoicePdfResponse(db, invoice);
    });
}
