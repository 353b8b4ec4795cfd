import { Hono } from "hono";
import { isServiceId } from "@common/catalog";
import {
  milestoneDeliverySchema,
  milestoneSettingsSchema,
  milestonesInputSchema,
  milestoneTemplateInputSchema,
  milestoneWaitingQuerySchema,
} from "@common/milestones";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { withLog } from "../../lib/logger";
import { doc } from "../../lib/openapi";
import { jsonInput, queryInput } from "../../lib/validate";
import { findOrderFor } from "../../services/order-messages";
import {
  applyMilestoneTemplate,
  deliverMilestone,
  reopenMilestone,
  replaceMilestones,
  startMilestone,
} from "../../services/milestones/actions";
import { autoApproveDays, milestonesView, saveAutoApproveDays } from "../../services/milestones/store";
import { getMilestoneTemplate, saveMilestoneTemplate } from "../../services/milestones/templates";
import { milestoneWaitingList } from "../../services/milestones/waiting";
import { milestoneIdOf } from "../milestones";

/** Staff's side of milestones (behind the admin guard of /api/admin): edit, deliver, reopen; templates; setting. */
export function adminMilestoneRoutes(deps: AppDeps & Pick<ApiDeps, "storage">) {
  const { db } = deps.database;
  const orderOf = async (userId: string, code: string, rawId?: string) => {
    const order = await findOrderFor(db, { side: "staff", userId }, code);
    if (!order) throw notFound("No such order.");
    const id = rawId === undefined ? 0 : milestoneIdOf(rawId);
    if (id === undefined) throw notFound("No such milestone.");
    return { order, id };
  };
  const view = async (userId: string, code: string) => milestonesView(db, (await orderOf(userId, code)).order);
  const serviceOf = (raw: string) => {
    if (!isServiceId(raw)) throw notFound("No such service.");
    return raw;
  };
  return new Hono<AuthedEnv>()
    .get("/orders/:code/milestones", doc("An order's milestones, deliveries and history"), async (c) =>
      c.json(await view(c.get("user").id, c.req.param("code"))),
    )
    .put(
      "/orders/:code/milestones",
      doc("Replace an order's milestones (weights sum to 100)", { errors: { 409: "MILESTONE_LOCKED" } }),
      jsonInput(milestonesInputSchema),
      async (c) => {
        const { order } = await orderOf(c.get("user").id, c.req.param("code"));
        await replaceMilestones(db, order, c.req.valid("json"));
        return c.json(await view(c.get("user").id, order.code));
      },
    )
    .post(
      "/orders/:code/milestones/template",
      doc("Apply the service's milestone template to an order", { errors: { 409: "NO_MILESTONE_TEMPLATE" } }),
      async (c) => {
        const { order } = await orderOf(c.get("user").id, c.req.param("code"));
        await applyMilestoneTemplate(db, order);
        return c.json(await view(c.get("user").id, order.code));
      },
    )
    .post("/orders/:code/milestones/:id/start", doc("Start a planned milestone"), async (c) => {
      const { order, id } = await orderOf(c.get("user").id, c.req.param("code"), c.req.param("id"));
      await startMilestone(db, order, id);
      return c.json(await view(c.get("user").id, order.code));
    })
    .post(
      "/orders/:code/milestones/:id/deliver",
      doc("Deliver a milestone: a message and files shared on the order", {
        errors: { 409: "MILESTONE_APPROVED or MILESTONE_AWAITING_REVIEW" },
      }),
      jsonInput(milestoneDeliverySchema),
      async (c) => {
        const user = c.get("user");
        const { order, id } = await orderOf(user.id, c.req.param("code"), c.req.param("id"));
        await deliverMilestone(withLog(deps, c.var.log), order, id, user.id, c.req.valid("json"));
        return c.json(await view(user.id, order.code));
      },
    )
    .post("/orders/:code/milestones/:id/reopen", doc("Reopen an approved milestone"), async (c) => {
      const { order, id } = await orderOf(c.get("user").id, c.req.param("code"), c.req.param("id"));
      await reopenMilestone(db, order, id, c.get("user").id);
      return c.json(await view(c.get("user").id, order.code));
    })
    .get("/catalog/services/:id/milestones", doc("A service's milestone template"), async (c) =>
      c.json({ items: await getMilestoneTemplate(db, serviceOf(c.req.param("id"))) }),
    )
    .put(
      "/catalog/services/:id/milestones",
      doc("Save a service's milestone template (weights sum to 100)"),
      jsonInput(milestoneTemplateInputSchema),
      async (c) => {
        const items = await saveMilestoneTemplate(
          db,
          serviceOf(c.req.param("id")),
          c.req.valid("json"),
          c.get("user").id,
        );
        return c.json({ items });
      },
    )
    .get(
      "/milestones/waiting",
      doc("Orders with deliveries waiting for the client, or with changes asked"),
      queryInput(milestoneWaitingQuerySchema),
      async (c) => {
        const q = c.req.valid("query");
        return c.json(await milestoneWaitingList(db, q.list, q));
      },
    )
    .get("/milestones/settings", doc("Days until an unanswered delivery is approved automatically"), async (c) =>
      c.json({ autoApproveDays: await autoApproveDays(db) }),
    )
    .put(
      "/milestones/settings",
      doc("Set the days until an unanswered delivery is approved automatically"),
      jsonInput(milestoneSettingsSchema),
      async (c) => {
        await saveAutoApproveDays(db, c.req.valid("json").autoApproveDays);
        return c.json({ autoApproveDays: await autoApproveDays(db) });
      },
    );
}
