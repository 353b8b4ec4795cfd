import { Hono } from "hono";
import type { TierId } from "@common/catalog";
import { retainerCancelSchema, retainerPauseSchema, retainerPlanChangeSchema } from "@common/retainers";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import type { Db } from "../db/client";
import { notFound } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { jsonInput } from "../lib/validate";
import { findOrderFor, type Viewer } from "../services/order-messages";
import { cancelRetainer, pauseRetainer, resumeRetainer } from "../services/retainers/lifecycle";
import { retainerView } from "../services/retainers/view";
import { changeRetainerPlan } from "../services/retainers/plan-change";
import { getRetainerSettings } from "../services/retainers/plans";
import { startProviderRefunds } from "../services/billing/refunds";

const STATE = { 409: "RETAINER_STATE: the retainer is not in a state that allows this" };

/** The order a viewer may act on (ownership in the query for a client); anything else is a 404. */
export async function retainerOrder(db: Db, viewer: Viewer, code: string) {
  const order = await findOrderFor(db, viewer, code);
  if (!order) throw notFound("No such order.");
  return order;
}

/**
 * A plan change (issue 42) by the client or staff, at the setting's billing of an upgrade; a downgrade's credit
 * note starts its provider refunds after the commit. Then the fresh view.
 */
export async function changePlan(deps: AppDeps, orderId: number, tierId: TierId, staffId: string | null) {
  const { db } = deps.database;
  const { upgradeBilling } = await getRetainerSettings(db);
  const refundIds = await db.transaction((tx) =>
    changeRetainerPlan(tx as unknown as Db, deps, { orderId, tierId, billing: upgradeBilling, staffId }, new Date()),
  );
  await startProviderRefunds(deps, refundIds);
  return { retainer: await retainerView(db, orderId) };
}

/** In a transaction, then the fresh view. */
export async function changeRetainer(db: Db, orderId: number, change: (tx: Db) => Promise<unknown>) {
  await db.transaction((tx) => change(tx as unknown as Db));
  return { retainer: await retainerView(db, orderId) };
}

/**
 * The client's side of an order's retainer (issue 42): see it, pause, resume, cancel. The cancel quotes in the view
 * are what the client confirms; the same computation acts on it.
 */
export function retainerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const mine = (userId: string, code: string) => retainerOrder(db, { side: "client", userId }, code);
  return new Hono<AuthedEnv>()
    .get("/:code/retainer", doc("The retainer of my order (null when it is one-off)"), requireUser, async (c) => {
      const order = await mine(c.get("user").id, c.req.param("code"));
      return c.json({ retainer: await retainerView(db, order.id) });
    })
    .post(
      "/:code/retainer/pause",
      doc("Pause my retainer for some periods (up to the setting)", { errors: STATE }),
      requireUser,
      jsonInput(retainerPauseSchema),
      async (c) => {
        const order = await mine(c.get("user").id, c.req.param("code"));
        const { periods } = c.req.valid("json");
        return c.json(await changeRetainer(db, order.id, (tx) => pauseRetainer(tx, order.id, periods, new Date())));
      },
    )
    .post(
      "/:code/retainer/plan",
      doc("Move my retainer to another tier of its service, prorated to the day over the current period", {
        errors: { ...STATE, 400: "VALIDATION_FAILED: not a tier it can move to (errors.planSame, planCadence, planPrice)" },
      }),
      requireUser,
      jsonInput(retainerPlanChangeSchema),
      async (c) => {
        const order = await mine(c.get("user").id, c.req.param("code"));
        return c.json(await changePlan(deps, order.id, c.req.valid("json").tierId, null));
      },
    )
    .post("/:code/retainer/resume", doc("Resume my paused retainer", { errors: STATE }), requireUser, async (c) => {
      const order = await mine(c.get("user").id, c.req.param("code"));
      return c.json(await changeRetainer(db, order.id, (tx) => resumeRetainer(tx, order.id, new Date())));
    })
    .post(
      "/:code/retainer/cancel",
      doc("Cancel my retainer at the current period's end or now (no refund for the current period)", {
        errors: STATE,
      }),
      requireUser,
      jsonInput(retainerCancelSchema),
      async (c) => {
        const order = await mine(c.get("user").id, c.req.param("code"));
        const { when } = c.req.valid("json");
        return c.json(await changeRetainer(db, order.id, (tx) => cancelRetainer(tx, order.id, when, new Date())));
      },
    );
}
