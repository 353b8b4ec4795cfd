import { Hono } from "hono";
import {
  retainerCancelSchema,
  retainerPauseSchema,
  retainerPlanChangeSchema,
  retainerPlansInputSchema,
  retainerUsageSchema,
} from "@common/retainers";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import { runRetainerDueCheck } from "../../services/retainers/due-check";
import {
  cancelRetainer,
  pauseRetainer,
  resumeRetainer,
  setUsage,
  staffStartRetainer,
} from "../../services/retainers/lifecycle";
import { getRetainerSettings, listRetainerPlans, saveRetainerPlans } from "../../services/retainers/plans";
import { retainerView } from "../../services/retainers/view";
import { noticePriceChange } from "../../services/retainers/price-notice";
import { retainerOverview } from "../../services/retainers/overview";
import { changePlan, changeRetainer, retainerOrder } from "../retainers";

const STATE = { 409: "RETAINER_STATE: the retainer is not in a state that allows this" };

/** Staff's side of retainers (behind the admin guard): the recurring tiers and settings; an order's retainer. */
export function adminRetainerRoutes(deps: AppDeps & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  const orderOf = (userId: string, code: string) => retainerOrder(db, { side: "staff", userId }, code);
  return new Hono<AuthedEnv>()
    .get(
      "/retainers",
      doc("Every retainer, with monthly recurring revenue per currency, the next 30 days' invoices and churn"),
      async (c) => c.json(await retainerOverview(db)),
    )
    .get(
      "/catalog/retainers",
      doc("The recurring tiers (every N months, quota, rollover) and the settings"),
      async (c) => c.json({ plans: await listRetainerPlans(db), settings: await getRetainerSettings(db) }),
    )
    .put(
      "/catalog/retainers",
      doc("Replace the recurring tiers and the retainer settings (tiers left out are one-off)", {
        errors: { 400: "VALIDATION_FAILED: an unknown tier, one given twice, a quota without its unit" },
      }),
      jsonInput(retainerPlansInputSchema),
      async (c) => {
        const saved = await saveRetainerPlans(db, c.req.valid("json"), c.get("user").id);
        // The service, pricing and order pages show "/ month": drawn again before staff are told.
        await deps.liveSite.refresh("retainer plans");
        return c.json({ ok: true as const, ...saved });
      },
    )
    .get("/orders/:code/retainer", doc("An order's retainer (null when it is one-off)"), async (c) => {
      const order = await orderOf(c.get("user").id, c.req.param("code"));
      return c.json({ retainer: await retainerView(db, order.id) });
    })
    .post(
      "/orders/:code/retainer/start",
      doc("Start a pending retainer today (its first period opens)", { errors: STATE }),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        const now = new Date();
        await db.transaction((tx) => staffStartRetainer(tx as never, order.id, now));
        // Without an invoice yet, the first period's is issued now rather than at the next quarter-hourly run.
        await runRetainerDueCheck(deps, now);
        return c.json({ retainer: await retainerView(db, order.id) });
      },
    )
    .post(
      "/orders/:code/retainer/pause",
      doc("Pause an order's retainer for some periods", { errors: STATE }),
      jsonInput(retainerPauseSchema),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        const { periods } = c.req.valid("json");
        return c.json(await changeRetainer(db, order.id, (tx) => pauseRetainer(tx, order.id, periods, new Date())));
      },
    )
    .post("/orders/:code/retainer/resume", doc("Resume an order's paused retainer", { errors: STATE }), async (c) => {
      const order = await orderOf(c.get("user").id, c.req.param("code"));
      return c.json(await changeRetainer(db, order.id, (tx) => resumeRetainer(tx, order.id, new Date())));
    })
    .post(
      "/orders/:code/retainer/cancel",
      doc("Cancel an order's retainer at the period's end or now", { errors: STATE }),
      jsonInput(retainerCancelSchema),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        const { when } = c.req.valid("json");
        return c.json(await changeRetainer(db, order.id, (tx) => cancelRetainer(tx, order.id, when, new Date())));
      },
    )
    .post(
      "/orders/:code/retainer/plan",
      doc("Move an order's retainer to another tier of its service, prorated to the day", { errors: STATE }),
      jsonInput(retainerPlanChangeSchema),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        return c.json(await changePlan(deps, order.id, c.req.valid("json").tierId, c.get("user").id));
      },
    )
    .post(
      "/orders/:code/retainer/price-notice",
      doc(
        "Give the client notice of the tier's list price: it applies from the first period starting 30 days or more from today (the client is e-mailed)",
        {
          errors: {
            ...STATE,
            400: "VALIDATION_FAILED: the list price is a Custom Quote or what the retainer pays already (errors.priceCustom, priceSame)",
          },
        },
      ),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        return c.json(await changeRetainer(db, order.id, (tx) => noticePriceChange(deps, tx, order.id, new Date())));
      },
    )
    .put(
      "/orders/:code/retainer/usage",
      doc("Record what the current period used", { errors: STATE }),
      jsonInput(retainerUsageSchema),
      async (c) => {
        const order = await orderOf(c.get("user").id, c.req.param("code"));
        const { used } = c.req.valid("json");
        return c.json(await changeRetainer(db, order.id, (tx) => setUsage(tx, order.id, used)));
      },
    );
}
