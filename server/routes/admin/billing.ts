import { Hono } from "hono";
import { invoiceIssueSchema, invoiceVoidSchema, quoteInputSchema, sellerSettingsSchema } from "@common/billing";
import type { AppDeps } from "../../app";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { findBillingOrder } from "../../services/billing/access";
import { onlineMethods, orderBillingView } from "../../services/billing/dto";
import { issueInvoiceForOrder, voidInvoice } from "../../services/billing/invoices";
import { sendQuote } from "../../services/billing/quotes";
import { getSellerSettings, saveSellerSettings } from "../../services/billing/settings";
import { jsonInput } from "./json-input";

const orderNotFound = () => notFound("No order with this id.");

/** Staff's side of billing: an order's quotes and invoices, sending quotes, issuing and voiding invoices, settings. */
export function adminBillingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const staffOrder = (userId: string, code: string) => findBillingOrder(db, { side: "staff", userId }, code);
  return new Hono<AuthedEnv>()
    .get("/orders/:code/billing", async (c) => {
      const order = await staffOrder(c.get("user").id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json(await orderBillingView(db, order.id, onlineMethods(deps.config)));
    })
    .post("/orders/:code/quotes", jsonInput(quoteInputSchema), async (c) => {
      const user = c.get("user");
      const order = await staffOrder(user.id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json({ quote: await sendQuote(deps, order, user.id, c.req.valid("json")) }, 201);
    })
    .post("/orders/:code/invoices", jsonInput(invoiceIssueSchema), async (c) => {
      const user = c.get("user");
      const order = await staffOrder(user.id, c.req.param("code"));
      if (!order) throw orderNotFound();
      return c.json({ invoice: await issueInvoiceForOrder(deps, order, user.id, c.req.valid("json")) }, 201);
    })
    .post("/invoices/:number/void", jsonInput(invoiceVoidSchema), async (c) => {
      const invoice = await voidInvoice(db, c.req.param("number"), c.get("user").id, c.req.valid("json").reason);
      return c.json({ invoice });
    })
    .get("/billing/settings", async (c) => c.json(await getSellerSettings(db)))
    .put("/billing/settings", jsonInput(sellerSettingsSchema), async (c) =>
      c.json(await saveSellerSettings(db, c.req.valid("json"))),
    );
}
