import { Hono } from "hono";
import { milestoneChangesSchema } from "@common/milestones";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { notFound } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { jsonInput } from "../lib/validate";
import { withLog } from "../lib/logger";
import { findOrderFor } from "../services/order-messages";
import { answerMilestone } from "../services/milestones/actions";
import { milestonesView } from "../services/milestones/store";

const noSuchOrder = () => notFound("No such order.");
/** A milestone id from the path; anything else is a 404 before any query. */
export const milestoneIdOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/**
 * The client's side of an order's milestones: see them, approve a delivery or ask for changes. Only the order's
 * owner (ownership in the query); anyone else's order, or a guessed code or id, is 404. Staff answer nothing here.
 */
export function milestoneRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const mine = async (userId: string, code: string, rawId?: string) => {
    const order = await findOrderFor(db, { side: "client", userId }, code);
    const id = rawId === undefined ? 0 : milestoneIdOf(rawId);
    if (!order || id === undefined) throw rawId === undefined ? noSuchOrder() : notFound("No such milestone.");
    return { order, id };
  };
  return new Hono<AuthedEnv>()
    .get(
      "/:code/milestones",
      doc("The milestones of my order, with deliveries and history"),
      requireUser,
      async (c) => {
        const { order } = await mine(c.get("user").id, c.req.param("code"));
        return c.json(await milestonesView(db, order));
      },
    )
    .post("/:code/milestones/:id/approve", doc("Approve a delivered milestone of my order"), requireUser, async (c) => {
      const user = c.get("user");
      const { order, id } = await mine(user.id, c.req.param("code"), c.req.param("id"));
      await answerMilestone(withLog(deps, c.var.log), order, id, user, { approve: true });
      const fresh = await findOrderFor(db, { side: "client", userId: user.id }, order.code);
      return c.json(await milestonesView(db, fresh!));
    })
    .post(
      "/:code/milestones/:id/changes",
      doc("Ask for changes to a delivered milestone of my order"),
      requireUser,
      jsonInput(milestoneChangesSchema),
      async (c) => {
        const user = c.get("user");
        const { order, id } = await mine(user.id, c.req.param("code"), c.req.param("id"));
        const { reason } = c.req.valid("json");
        await answerMilestone(withLog(deps, c.var.log), order, id, user, { approve: false, reason });
        const fresh = await findOrderFor(db, { side: "client", userId: user.id }, order.code);
        return c.json(await milestonesView(db, fresh!));
      },
    );
}
