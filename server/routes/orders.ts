import { Hono } from "hono";
import { POW_HEADER } from "@common/pow";
import { IDEMPOTENCY_KEY_HEADER, ORDER_LIMITS, orderInputSchema } from "@common/order";
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
import { createOrder, getOrderForUser, IdempotencyConflictError, listOrdersForUser } from "../services/orders";
import { getSettings } from "../services/settings";
import { staffLocale } from "../services/staff-locale";
import { workspaceOf } from "../services/order-messages";
import { claimGuestOrders, verifiedOwnerOf } from "../services/claim-orders";
import { adminOrderPath } from "@common/workspace";

export const ORDER_RATE_LIMIT = { bucket: "orders", max: 10, windowMs: 15 * 60_000 };

export function orderRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, ORDER_RATE_LIMIT);

  return new Hono<AppEnv>()
    .post("/", limit, jsonInput(orderInputSchema), async (c) => {
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
      let result;
      try {
        result = await createOrder(db, input, {
          userId: ownerId,
          callerId: user?.id ?? null,
          locale,
          idempotencyKey: key,
          clientIp: clientIp(c, deps.config.trustProxy),
          // The acknowledgement and the staff note are queued in the order's own transaction.
          onCreated: (tx, order) =>
            deliver(
              deps.mailer,
              deps.logger,
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
            ),
        });
      } catch (err) {
        if (err instanceof IdempotencyConflictError) {
          throw new ApiError(409, "CONFLICT", "This Idempotency-Key was already used for a different request.");
        }
        throw err;
      }
      const { order, created } = result;
      if (!created) c.header("Idempotent-Replayed", "true");
      return c.json({ order }, 201);
    })
    .get("/", requireUser, async (c) => {
      const list = await listOrdersForUser(db, c.get("user").id);
      const ws = await workspaceOf(
        db,
        list.map((o) => o.id),
      );
      return c.json({ orders: list.map((o) => ({ ...o, unreadMessages: ws.get(o.id)!.clientUnread })) });
    })
    .get("/:id", requireUser, async (c) => {
      const order = await getOrderForUser(db, c.get("user").id, c.req.param("id"));
      if (!order) throw notFound("No such order.");
      const w = (await workspaceOf(db, [order.id])).get(order.id)!;
      return c.json({
        order: {
          ...order,
          unreadMessages: w.clientUnread,
          accountManager: w.assigneeName,
          dueDate: w.dueDate,
        },
      });
    });
}
