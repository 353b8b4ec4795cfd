import { Hono } from "hono";
import {
  cancellationDecisionSchema,
  invoiceIssueSchema,
  invoiceVoidSchema,
  progressInputSchema,
  quoteInputSchema,
  refundRecordSchema,
  sellerSettingsSchema,
} from "@common/billing";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { findBillingOrder } from "../../services/billing/access";
import { cancellationView, decideCancellation, setProgress } from "../../services/billing/cancellations";
import { currentChecklist } from "../../services/billing/checklist";
import { onlineMethods, orderBillingView } from "../../services/billing/dto";
import { issueInvoiceForOrder, voidInvoice } from "../../services/billing/invoices";
import { sendQuote } from "../../services/billing/quotes";
import { recordManualRefund, retryProviderRefund } from "../../services/billing/refunds";
import { getSellerSettings, saveSellerSettings } from "../../services/billing/settings";
import { jsonInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";
import { withLog } from "../../lib/logger";

const orderNotFound = () => notFound("No order with this id.");
const refundId = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;

/** Staff's side of billing: an order's quotes and invoices, sending quotes, issuing and voiding invoices, settings. */
export function adminBillingRoutes(deps: AppDeps & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  const staffOrder = (userId: string, code: string) => findBillingOrder(db, { side: "staff", userId }, code);
  return new Hono<AuthedEnv>()
    .get("/orders/:code/billing", doc("Quotes, invoices and payments of an order"), async (c) => {
      const order = await staffOrder(c.get("user").id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json(await orderBillingView(db, order.id, onlineMethods(deps.config)));
    })
    .post("/orders/:code/quotes", doc("Send a quote", { status: 201 }), jsonInput(quoteInputSchema), async (c) => {
      const user = c.get("user");
      const order = await staffOrder(user.id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json({ quote: await sendQuote(withLog(deps, c.var.log), order, user.id, c.req.valid("json")) }, 201);
    })
    .post(
      "/orders/:code/invoices",
      doc("Issue an invoice", { status: 201 }),
      jsonInput(invoiceIssueSchema),
      async (c) => {
        const user = c.get("user");
        const order = await staffOrder(user.id, c.req.param("code"));
        if (!order) throw orderNotFound();
        return c.json(
          { invoice: await issueInvoiceForOrder(withLog(deps, c.var.log), order, user.id, c.req.valid("json")) },
          201,
        );
      },
    )
    .post("/invoices/:number/void", doc("Void an invoice with a reason"), jsonInput(invoiceVoidSchema), async (c) => {
      const invoice = await voidInvoice(db, c.req.param("number"), c.get("user").id, c.req.valid("json").reason);
      return c.json({ invoice });
    })
    .put("/orders/:code/progress", doc("Set an order's progress"), jsonInput(progressInputSchema), async (c) => {
      const order = await staffOrder(c.get("user").id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json(await setProgress(db, order.id, c.req.valid("json")));
    })
    .get("/orders/:code/cancellation", doc("The cancellation state of an order"), async (c) => {
      const order = await staffOrder(c.get("user").id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json(await cancellationView(db, order));
    })
    .post(
      "/orders/:code/cancellation/decision",
      doc("Decide a cancellation request"),
      jsonInput(cancellationDecisionSchema),
      async (c) => {
        const user = c.get("user");
        const order = await staffOrder(user.id, c.req.param("code"));
        if (!order) throw orderNotFound();
        return c.json({
          cancellation: await decideCancellation(withLog(deps, c.var.log), order, user.id, c.req.valid("json")),
        });
      },
    )
    .post("/refunds/:id/record", doc("Record a refund made by hand"), jsonInput(refundRecordSchema), async (c) => {
      const id = refundId(c.req.param("id"));
      if (id === undefined) throw notFound("No such refund.");
      return c.json({ refund: await recordManualRefund(db, id, c.get("user").id, c.req.valid("json")) });
    })
    .post("/refunds/:id/retry", doc("Retry a refund at the provider"), async (c) => {
      const id = refundId(c.req.param("id"));
      if (id === undefined) throw notFound("No such refund.");
      return c.json({ refund: await retryProviderRefund(withLog(deps, c.var.log), id) });
    })
    .get("/billing/setup", doc("The billing setup checklist"), async (c) =>
      c.json(await currentChecklist(db, deps.config)),
    )
    .get("/billing/settings", doc("Seller settings"), async (c) => c.json(await getSellerSettings(db)))
    .put("/billing/settings", doc("Update seller settings"), jsonInput(sellerSettingsSchema), async (c) => {
      const saved = await saveSellerSettings(db, c.req.valid("json"));
      // The public pages name the payment methods offered and the seller's name. The live site compares the site
      // data by hash and draws nothing when neither changed (nor does any other instance told of it).
      await deps.liveSite.refresh("facts");
      return c.json(saved);
    });
}
