import type { Context } from "hono";
import { Hono } from "hono";
import { cancellationRequestSchema, quoteDecisionSchema } from "@common/billing";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { clientIp } from "../lib/client-ip";
import { notFound } from "../lib/http-error";
import { findBillingOrder } from "../services/billing/access";
import { onlineMethods, orderBillingView } from "../services/billing/dto";
import { cancellationView, requestCancellation } from "../services/billing/cancellations";
import { decideQuote, parseVersion } from "../services/billing/quotes";
import { jsonInput } from "../lib/validate";
import { refundDestinationSchema } from "@common/account";
import { setRefundDestination } from "../services/billing/refund-destination";
import { doc } from "../lib/openapi";
import { withLog } from "../lib/logger";

const noSuchOrder = () => notFound("No such order.");

/** A client's quotes and invoices on their own order; anyone else's order (or a guessed code) is 404. */
export function billingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/:code/billing", doc("Quotes, invoices and payments of my order"), requireUser, async (c) => {
      const order = await findBillingOrder(db, { side: "client", userId: c.get("user").id }, c.req.param("code"));
      if (!order) throw noSuchOrder();
      return c.json(await orderBillingView(db, order.id, onlineMethods(deps.config)));
    })
    .post(
      "/:code/quotes/:version/decision",
      doc("Accept or decline a quote of my order"),
      requireUser,
      jsonInput(quoteDecisionSchema),
      async (c) => {
        const user = c.get("user");
        const order = await findBillingOrder(db, { side: "client", userId: user.id }, c.req.param("code"));
        const version = parseVersion(c.req.param("version"));
        if (!order || version === undefined) throw noSuchOrder();
        const ip = clientIp(c as unknown as Context, deps.config.trustProxy);
        return c.json(await decideQuote(withLog(deps, c.var.log), order, user, version, c.req.valid("json"), ip));
      },
    )
    .get("/:code/cancellation", doc("The cancellation state of my order"), requireUser, async (c) => {
      const order = await findBillingOrder(db, { side: "client", userId: c.get("user").id }, c.req.param("code"));
      if (!order) throw noSuchOrder();
      return c.json(await cancellationView(db, order));
    })
    .post(
      "/:code/cancellation",
      doc("Ask to cancel my order", { status: 201 }),
      requireUser,
      jsonInput(cancellationRequestSchema),
      async (c) => {
        const user = c.get("user");
        const order = await findBillingOrder(db, { side: "client", userId: user.id }, c.req.param("code"));
        if (!order) throw noSuchOrder();
        const view = await requestCancellation(withLog(deps, c.var.log), order, user, c.req.valid("json").reason);
        return c.json({ cancellation: view }, 201);
      },
    )
    .put(
      "/:code/refunds/:id/destination",
      doc("Say where a bank or crypto refund of my order goes (IBAN or crypto address)"),
      requireUser,
      jsonInput(refundDestinationSchema),
      async (c) => {
        const order = await findBillingOrder(db, { side: "client", userId: c.get("user").id }, c.req.param("code"));
        const id = Number(c.req.param("id"));
        if (!order || !/^\d{1,9}$/.test(c.req.param("id"))) throw notFound("No such refund.");
        const refund = await setRefundDestination(withLog(deps, c.var.log), order, id, c.req.valid("json"));
        return c.json({ refund }, 200);
      },
    );
}
