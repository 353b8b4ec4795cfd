import { Hono } from "hono";
import { orderFiltersSchema, orderListQuerySchema, orderNoteSchema, orderStatusChangeSchema } from "@common/admin";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from "@common/locales";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { ApiError, notFound } from "../../lib/http-error";
import { orderStatusEmail } from "../../mail/templates/order-status";
import {
  addOrderNote,
  changeOrderStatus,
  getOrderDetail,
  listOrders,
  ordersCsvStream,
} from "../../services/admin/orders";
import { orderPagePath } from "@common/workspace";
import { needsAttention } from "../../services/admin/workspace";
import { refreshComputedFigures } from "../../services/site/figures";
import { csvResponse } from "./csv";
import { jsonInput, queryInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";

const orderNotFound = () => notFound("No order with this id.");

export function adminOrderRoutes(deps: AppDeps & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get(
      "/orders",
      doc("Orders, filtered and paged (view=attention: waiting on staff)"),
      queryInput(orderListQuerySchema),
      async (c) => {
        const query = c.req.valid("query");
        return c.json(query.view === "attention" ? await needsAttention(db, query) : await listOrders(db, query));
      },
    )
    .get("/orders.csv", doc("Orders as CSV", { type: "text/csv" }), queryInput(orderFiltersSchema), async (c) => {
      const lines = ordersCsvStream(db, c.req.valid("query"));
      return csvResponse(c, lines, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    })
    .get("/orders/:id", doc("An order sheet"), async (c) => {
      const order = await getOrderDetail(db, c.req.param("id"));
      if (!order) throw orderNotFound();
      return c.json(order);
    })
    .patch(
      "/orders/:id",
      doc("Change an order's status; the client is e-mailed", {
        errors: { 409: "CONFLICT: already this status; ORDER_CANCELLATION_FINAL: cancelled and refunded" },
      }),
      jsonInput(orderStatusChangeSchema),
      async (c) => {
        const input = c.req.valid("json");
        const result = await changeOrderStatus(db, {
          code: c.req.param("id"),
          status: input.status,
          note: input.note,
          actorId: c.get("user").id,
        });
        if (result.kind === "not_found") throw orderNotFound();
        if (result.kind === "unchanged") throw new ApiError(409, "CONFLICT", "The order already has this status.");
        if (result.kind === "final") {
          throw new ApiError(
            409,
            "ORDER_CANCELLATION_FINAL",
            "This order was cancelled and refunded through an approved cancellation; its status can no longer change. Place a new order for new work.",
          );
        }
        const o = result.order;
        // A computed "campaigns delivered" counts completed orders: the pages follow before the answer.
        if (input.status === "completed" || result.from === "completed")
          await refreshComputedFigures(db, deps.liveSite, c.var.log, "completedOrders");
        try {
          await deps.mailer.send({
            to: o.contactEmail,
            ...orderStatusEmail({
              locale: o.locale,
              code: o.code,
              customerName: o.contactName,
              projectName: o.projectName,
              status: input.status,
              note: input.note,
              dashboardUrl: `${deps.config.publicUrl}${localizedPath(isLanguage(o.locale) ? o.locale : DEFAULT_LANGUAGE, o.userId ? orderPagePath(o.code) : "/dashboard")}`,
            }),
          });
        } catch (err) {
          // The change is stored either way; a mail outage must not undo it or hide it from the admin.
          c.var.log.error("order status e-mail failed", { order: o.code, error: String(err) });
        }
        const order = await getOrderDetail(db, o.code);
        return c.json(order!);
      },
    )
    .post(
      "/orders/:id/notes",
      doc("Add an internal note to an order", { status: 201 }),
      jsonInput(orderNoteSchema),
      async (c) => {
        const input = c.req.valid("json");
        const note = await addOrderNote(db, { code: c.req.param("id"), body: input.body, authorId: c.get("user").id });
        if (!note) throw orderNotFound();
        return c.json({ id: note.id, body: note.body, createdAt: note.createdAt.toISOString() }, 201);
      },
    );
}
