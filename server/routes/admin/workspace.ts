import { Hono } from "hono";
import { orderAssignmentSchema, orderMessageSchema, adminOrderPath } from "@common/workspace";
import { DEFAULT_LANGUAGE, isLanguage } from "@common/locales";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { ApiError, notFound } from "../../lib/http-error";
import { assignedEmail } from "../../mail/templates/workspace";
import { assignOrder, listStaff, waitingCounts } from "../../services/admin/workspace";
import { getOrderDetail } from "../../services/admin/orders";
import { deliver } from "../../services/deliver";
import { findOrderFor, readMessages } from "../../services/order-messages";
import { postWithMail } from "../../services/workspace-mail";
import { jsonInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";
import { withLog } from "../../lib/logger";

const orderNotFound = () => notFound("No order with this id.");

/** Staff's side of the order workspace: the thread, assignment and due date, and what waits on the agency. */
export function adminWorkspaceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/waiting", doc("What waits on staff (sidebar badges)"), async (c) => c.json(await waitingCounts(db)))
    .get("/staff", doc("Staff who can be assigned"), async (c) => c.json({ staff: await listStaff(db) }))
    .get("/orders/:id/messages", doc("The messages of an order"), async (c) => {
      const order = await findOrderFor(db, { side: "staff", userId: c.get("user").id }, c.req.param("id"));
      if (!order) throw orderNotFound();
      return c.json({ messages: await readMessages(db, order.id, "staff") });
    })
    .post(
      "/orders/:id/messages",
      doc("Write to the client on an order", { status: 201 }),
      jsonInput(orderMessageSchema),
      async (c) => {
        const user = c.get("user");
        const order = await findOrderFor(db, { side: "staff", userId: user.id }, c.req.param("id"));
        if (!order) throw orderNotFound();
        const message = await postWithMail(withLog(deps, c.var.log), order, user, "staff", c.req.valid("json").body);
        return c.json({ message }, 201);
      },
    )
    .put(
      "/orders/:id/assignment",
      doc("Set an order's account manager and due date"),
      jsonInput(orderAssignmentSchema),
      async (c) => {
        const input = c.req.valid("json");
        const code = c.req.param("id");
        const result = await assignOrder(db, { code, ...input }, (tx, r) =>
          deliver(
            deps.mailer,
            c.var.log,
            `assignment ${r.order.code}`,
            [
              {
                to: r.assignee!.email,
                ...assignedEmail(
                  isLanguage(r.assignee!.locale) ? r.assignee!.locale : DEFAULT_LANGUAGE,
                  r.order,
                  input.dueDate,
                  `${deps.config.publicUrl}${adminOrderPath(r.order.code)}`,
                ),
              },
            ],
            tx,
          ),
        );
        if (result.kind === "not_found") throw orderNotFound();
        if (result.kind === "bad_assignee") {
          throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", {
            assigneeId: "Choose a staff member.",
          });
        }
        return c.json((await getOrderDetail(db, result.order.code))!);
      },
    );
}
