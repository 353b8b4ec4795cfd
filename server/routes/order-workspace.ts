import { Hono } from "hono";
import { orderMessageSchema } from "@common/workspace";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { notFound } from "../lib/http-error";
import { findOrderFor, readMessages } from "../services/order-messages";
import { postWithMail } from "../services/workspace-mail";
import { jsonInput } from "../lib/validate";
import { doc } from "../lib/openapi";
import { withLog } from "../lib/logger";

const noSuchOrder = () => notFound("No such order.");

/** A client's order thread: only the order's owner gets an answer; anyone else gets 404, as for no order at all. */
export function orderWorkspaceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/:id/messages", doc("The messages of my order"), requireUser, async (c) => {
      const order = await findOrderFor(db, { side: "client", userId: c.get("user").id }, c.req.param("id"));
      if (!order) throw noSuchOrder();
      return c.json({ messages: await readMessages(db, order.id, "client") });
    })
    .post(
      "/:id/messages",
      doc("Write to staff on my order", { status: 201 }),
      requireUser,
      jsonInput(orderMessageSchema),
      async (c) => {
        const user = c.get("user");
        const order = await findOrderFor(db, { side: "client", userId: user.id }, c.req.param("id"));
        if (!order) throw noSuchOrder();
        const message = await postWithMail(withLog(deps, c.var.log), order, user, "client", c.req.valid("json").body);
        return c.json({ message }, 201);
      },
    );
}
