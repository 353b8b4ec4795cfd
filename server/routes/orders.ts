import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { POW_HEADER } from "@common/pow";
import { IDEMPOTENCY_KEY_HEADER, ORDER_LIMITS, orderInputSchema } from "@common/order";
import { REGION_COOKIE, isRegionId } from "@common/regions";
import type { AppDeps, AppEnv } from "../app-deps";
import { getSessionUser } from "../auth/session";
import { requireUser } from "../auth/guard";
import { ApiError, notFound } from "../lib/http-error";
import { clientIp } from "../lib/client-ip";
import { requestLocale } from "../lib/locale";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { jsonInput } from "../lib/validate";
import { checkPow } from "../pow/pow";
import { orderFollowLink, orderReceivedEmail, orderStaffEmail } from "../mail/templates/order";
import { deliver } from "../services/deliver";
import { openBriefFor, waitsForBrief } from "../services/order-brief";
import {
  createOrder,
  getOrderForUser,
  IdempotencyConflictError,
  listOrdersForUser,
  ServiceNotOfferedError,
  ServiceWithdrawnError,
} from "../services/orders";
import { getSettings } from "../services/settings";
import { staffLocale } from "../services/staff-locale";
import { workspaceOf } from "../services/order-messages";
import { claimGuestOrders, verifiedOwnerOf } from "../services/claim-orders";
import { adminOrderPath } from "@common/workspace";
import { POW_PARAMETER, doc } from "../lib/openapi";
import { withLog } from "../lib/logger";
import { workTimeline } from "../services/order-timeline";

const IDEMPOTENCY_PARAMETER = {
  in: "header",
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description: `Repeating a request with the same key answers the first order again (at most ${ORDER_LIMITS.idempotencyKey} characters).`,
  schema: { type: "string" },
} as const;

export const ORDER_RATE_LIMIT = { bucket: "orders", max: 10, windowMs: 15 * 60_000 };

export function orderRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, ORDER_RATE_LIMIT);

  return new Hono<AppEnv>()
    .post(
      "/",
      doc("Place an order request; stored, acknowledged by e-mail, staff notified", {
        status: 201,
        parameters: [POW_PARAMETER, IDEMPOTENCY_PARAMETER],
        errors: {
          400: "VALIDATION_FAILED; fields.serviceId = errors.serviceNotOffered when the umbra_region cookie's region does not offer it, errors.serviceWithdrawn when staff hid the service",
          409: "CONFLICT: the Idempotency-Key was used for another request",
        },
      }),
      limit,
      jsonInput(orderInputSchema),
      async (c) => {
        const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
        if (key && key.length > ORDER_LIMITS.idempotencyKey) {
          throw new ApiError(400, "VALIDATION_FAILED", "The Idempotency-Key header is too long.");
        }
        const input = c.req.valid("json");
        await checkPow(db, deps.config.authSecret, c.req.header(POW_HEADER));
        const user = await getSessionUser(c);
        const locale = requestLocale(c);
        const settings = await getSettings(db, deps.config);
        // Staff read the note in their own language, not the client's.
        const staffLang = await staffLocale(db, settings.staffEmail);
        // A verified client's guest orders are theirs from now on; a guest order placed with a verified account's
        // address belongs to that account at once (its owner proved the address).
        if (user?.emailVerified) await claimGuestOrders(db, user.id, user.email);
        const ownerId = user?.id ?? (await verifiedOwnerOf(db, input.contactEmail));
        // The visitor's region prices the order and limits what it may be; an unknown value is no region.
        const regionCookie = getCookie(c, REGION_COOKIE);
        const region = isRegionId(regionCookie) ? regionCookie : null;
        let result;
        try {
          result = await createOrder(db, input, {
            userId: ownerId,
            callerId: user?.id ?? null,
            locale,
            region,
            idempotencyKey: key,
            clientIp: clientIp(c, deps.config.trustProxy),
            // The acknowledgement and the staff note are queued in the order's own transaction.
            onCreated: async (tx, order) => {
              await deliver(
                deps.mailer,
                c.var.log,
                `order ${order.code}`,
                [
                  {
                    to: order.contactEmail,
                    ...orderReceivedEmail(
                      locale,
                      order,
                      orderFollowLink(deps.config.publicUrl, locale, order, !!ownerId),
                    ),
                  },
                  {
                    to: settings.staffEmail,
                    ...orderStaffEmail(staffLang, order, `${deps.config.publicUrl}${adminOrderPath(order.code)}`),
                    headers: { "Reply-To": order.contactEmail },
                  },
                ],
                tx,
              );
              // The service's brief, when it has questions (issue 41).
              await openBriefFor(withLog(deps, c.var.log), tx, order, "placed");
            },
          });
        } catch (err) {
          if (err instanceof ServiceNotOfferedError) {
            throw new ApiError(400, "VALIDATION_FAILED", "This service is not offered in your region.", {
              serviceId: "errors.serviceNotOffered",
            });
          }
          if (err instanceof ServiceWithdrawnError) {
            throw new ApiError(400, "VALIDATION_FAILED", "This service is no longer offered.", {
              serviceId: "errors.serviceWithdrawn",
            });
          }
          if (err instanceof IdempotencyConflictError) {
            throw new ApiError(409, "CONFLICT", "This Idempotency-Key was already used for a different request.");
          }
          throw err;
        }
        const { order, created } = result;
        if (!created) c.header("Idempotent-Replayed", "true");
        return c.json({ order }, 201);
      },
    )
    .get("/", doc("My orders"), requireUser, async (c) => {
      const list = await listOrdersForUser(db, c.get("user").id);
      const ws = await workspaceOf(
        db,
        list.map((o) => o.id),
      );
      return c.json({ orders: list.map((o) => ({ ...o, unreadMessages: ws.get(o.id)!.clientUnread })) });
    })
    .get(
      "/:id",
      doc("One of my orders, with its status history", { errors: { 404: "NOT_FOUND (also another client's order)" } }),
      requireUser,
      async (c) => {
        const order = await getOrderForUser(db, c.get("user").id, c.req.param("id"));
        if (!order) throw notFound("No such order.");
        const w = (await workspaceOf(db, [order.id])).get(order.id)!;
        // Until the brief is submitted the work has not started: no due date (issue 41).
        const waitingForBrief = await waitsForBrief(db, order);
        return c.json({
          order: {
            ...order,
            unreadMessages: w.clientUnread,
            accountManager: w.assigneeName,
            dueDate: waitingForBrief ? null : w.dueDate,
            waitingForBrief,
            work: await workTimeline(db, order.id),
          },
        });
      },
    );
}
