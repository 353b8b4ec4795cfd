import { Hono } from "hono";
import { isServiceId } from "@common/catalog";
import { briefChangesSchema, intakeFormSchema } from "@common/intake";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { withLog } from "../../lib/logger";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import { getBrief, getIntakeForm, requestBriefChanges, saveIntakeForm } from "../../services/order-brief";
import { findOrderFor } from "../../services/order-messages";

const serviceOf = (id: string) => {
  if (!isServiceId(id)) throw notFound("No such service.");
  return id;
};

/** Staff's side of intake (issue 41): each service's questionnaire, and each order's brief. */
export function adminIntakeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const orderOf = async (userId: string, code: string) => {
    const order = await findOrderFor(db, { side: "staff", userId }, code);
    if (!order) throw notFound("No order with this id.");
    return order;
  };
  return new Hono<AuthedEnv>()
    .get("/intake/:service", doc("A service's brief questions and delivery time"), async (c) =>
      c.json({ form: await getIntakeForm(db, serviceOf(c.req.param("service"))) }),
    )
    .put(
      "/intake/:service",
      doc("Replace a service's brief questions (new orders get them; given answers keep theirs)", {
        errors: { 400: "VALIDATION_FAILED" },
      }),
      jsonInput(intakeFormSchema),
      async (c) => {
        const service = serviceOf(c.req.param("service"));
        return c.json({ form: await saveIntakeForm(db, service, c.req.valid("json"), c.get("user").id) });
      },
    )
    .get("/orders/:code/brief", doc("An order's brief (null when its service had no questions)"), async (c) => {
      const order = await orderOf(c.get("user").id, c.req.param("code"));
      return c.json({ brief: await getBrief(db, order.id) });
    })
    .post(
      "/orders/:code/brief/changes",
      doc("Reopen a submitted brief with a note for the client", {
        errors: { 409: "BRIEF_NOT_SUBMITTED" },
      }),
      jsonInput(briefChangesSchema),
      async (c) => {
        const user = c.get("user");
        const order = await orderOf(user.id, c.req.param("code"));
        const brief = await requestBriefChanges(withLog(deps, c.var.log), order, user.id, c.req.valid("json").note);
        return c.json({ brief });
      },
    );
}
