import { Hono } from "hono";
import { briefDraftSchema } from "@common/intake";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { notFound } from "../lib/http-error";
import { withLog } from "../lib/logger";
import { doc } from "../lib/openapi";
import { jsonInput } from "../lib/validate";
import { briefOpensOnPayment, getBrief, saveDraft, submitBrief } from "../services/order-brief";
import { findOrderFor } from "../services/order-messages";

const LOCKED = { 409: "BRIEF_LOCKED: the brief was submitted" };

/**
 * The client's brief on their order (issue 41): only the order's owner; anyone else's order is 404, and so are
 * writes to an order whose service has no questionnaire.
 */
export function orderBriefRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const ownOrder = async (userId: string, code: string) => {
    const order = await findOrderFor(db, { side: "client", userId }, code);
    if (!order) throw notFound("No such order.");
    return order;
  };
  return new Hono<AuthedEnv>()
    .get(
      "/:code/brief",
      doc("The brief of my order: its questions, my answers, its state (null: none)"),
      requireUser,
      async (c) => {
        const order = await ownOrder(c.get("user").id, c.req.param("code"));
        // null: the order's service had no questions (a 200, so the order page asks without an error), or its brief
        // comes once the first invoice is paid (opensOnPayment).
        const brief = await getBrief(db, order.id);
        return c.json({ brief, opensOnPayment: !brief && (await briefOpensOnPayment(db, order)) });
      },
    )
    .put(
      "/:code/brief",
      doc("Save my brief's answers as a draft", { errors: LOCKED }),
      requireUser,
      jsonInput(briefDraftSchema),
      async (c) => {
        const order = await ownOrder(c.get("user").id, c.req.param("code"));
        return c.json(await saveDraft(db, order, c.req.valid("json").answers));
      },
    )
    .post(
      "/:code/brief/submit",
      doc("Submit my brief: it is locked, the due date is set and the work starts", { errors: LOCKED }),
      requireUser,
      async (c) => {
        const user = c.get("user");
        const order = await ownOrder(user.id, c.req.param("code"));
        return c.json({ brief: await submitBrief(withLog(deps, c.var.log), order, user) });
      },
    );
}
