import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  businessHoursSchema,
  conversationPatchSchema,
  inboxQuerySchema,
  presenceSchema,
  staffReplySchema,
} from "@common/chat";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath } from "@common/locales";
import { orderInputSchema } from "@common/order";
import type { AuthedEnv } from "../../auth/guard";
import type { Db } from "../../db/client";
import { conversations, orders, user, userRoles } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { hit } from "../../lib/rate-limit";
import { queryInput } from "../../lib/validate";
import { chatReplyEmail, contactAnswerEmail } from "../../mail/templates/chat";
import { orderFollowLink, orderReceivedEmail } from "../../mail/templates/order";
import {
  availability,
  getBusinessHours,
  presenceSwitch,
  setBusinessHours,
  setPresence,
} from "../../services/chat/availability";
import { addMessage, confirmLive, isVisitorConnected, readThread, setStatus } from "../../services/chat/conversations";
import { resumeToken } from "../../services/chat/identity";
import { inboxConversation, listInbox, markEmailed } from "../../services/chat/inbox";
import { verifiedOwnerOf } from "../../services/claim-orders";
import { deliver } from "../../services/deliver";
import { createOrder, ServiceWithdrawnError } from "../../services/orders";
import type { ChatDeps } from "../chat";
import { jsonInput } from "../../lib/validate";
import { doc } from "../../lib/openapi";

/** Live chat is quick back-and-forth: a staff member may send this many replies in ten minutes. */
export const INBOX_REPLY_LIMIT = { max: 120, windowMs: 10 * 60_000 };

const conversationNotFound = () => notFound("No conversation with this id.");
const idOf = (raw: string) => raw.slice(0, 100);

/**
 * The staff inbox: chats, callbacks and contact messages in one list; replies reach the visitor's open widget through
 * the chat events, or by e-mail (in the visitor's language) when they are gone; a contact message is always answered
 * by e-mail. Staff go online or offline here and set business hours.
 */
export function adminInboxRoutes(deps: ChatDeps) {
  const { db } = deps.database;
  const { config, chatHub: hub } = deps;
  const visitorLang = (l: string) => (isLanguage(l) ? l : DEFAULT_LANGUAGE);

  return new Hono<AuthedEnv>()
    .get("/inbox", doc("The inbox: chats, callbacks and contact messages"), queryInput(inboxQuerySchema), async (c) =>
      c.json(await listInbox(db, c.req.valid("query"))),
    )
    .get("/inbox/presence", doc("Staff presence and business hours"), async (c) =>
      c.json({
        online: await presenceSwitch(db, c.get("user").id),
        availability: await availability(db),
        hours: await getBusinessHours(db),
      }),
    )
    .put("/inbox/presence", doc("Go online or offline"), jsonInput(presenceSchema), async (c) => {
      const { online } = c.req.valid("json");
      const before = await availability(db);
      await setPresence(db, c.get("user").id, online);
      const after = await availability(db);
      // Open widgets are told at once (every instance's streams), not at their next heartbeat.
      if (before.online !== after.online) await hub.publish(db, { c: "*", t: "availability" });
      return c.json({ online, availability: after });
    })
    .put("/inbox/hours", doc("Set business hours"), jsonInput(businessHoursSchema), async (c) => {
      await setBusinessHours(db, c.req.valid("json"));
      await hub.publish(db, { c: "*", t: "availability" });
      return c.json({ hours: await getBusinessHours(db), availability: await availability(db) });
    })
    .get("/inbox/:id", doc("A conversation"), async (c) => {
      const detail = await inboxConversation(db, idOf(c.req.param("id")));
      if (!detail) throw conversationNotFound();
      const { row: _row, ...rest } = detail;
      return c.json(rest);
    })
    .post("/inbox/:id/typing", doc("Tell the visitor staff is typing"), async (c) => {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.id, idOf(c.req.param("id"))));
      if (!row) throw conversationNotFound();
      await hub.publish(db, { c: row.id, t: "typing" });
      return c.json({ ok: true as const });
    })
    .post(
      "/inbox/:id/messages",
      doc("Answer in a conversation", { status: 201 }),
      jsonInput(staffReplySchema),
      async (c) => {
        const staff = c.get("user");
        const limit = await hit(db, `app:inbox-replies:${staff.id}`, INBOX_REPLY_LIMIT);
        if (!limit.allowed) {
          throw new ApiError(429, "RATE_LIMITED", "Too many messages. Please wait a moment and try again.");
        }
        const { body } = c.req.valid("json");
        const stored = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const [row] = await tx
            .select()
            .from(conversations)
            .where(eq(conversations.id, idOf(c.req.param("id"))))
            .for("update");
          if (!row) return null;
          const message = await addMessage(tx, hub, row.id, { sender: "staff", body, authorId: staff.id });
          return { row, message };
        });
        if (!stored) throw conversationNotFound();
        const { row, message } = stored;
        // A chat or callback reply is "live" only once an open stream took it (on any instance); one that looked
        // connected but whose instance died takes none and is e-mailed. A contact message is answered by e-mail.
        const live =
          row.kind !== "contact" &&
          isVisitorConnected(row) &&
          (await confirmLive(db, row.id, message.id, { tookHere: () => hub.hasTaken(row.id, message.id) }));
        const byMail = !!row.visitorEmail && !live;
        if (byMail) {
          const lang = visitorLang(row.locale);
          let mail;
          if (row.kind === "contact") {
            const [first] = await readThread(db, row.id);
            mail = contactAnswerEmail(lang, { name: row.visitorName ?? "", body, original: first?.body ?? "" });
          } else {
            const url = `${config.publicUrl}${localizedPath(lang, "/")}?chat=${encodeURIComponent(resumeToken(config.authSecret, row.id))}`;
            mail = chatReplyEmail(lang, { staffName: staff.name, body, url });
          }
          await db.transaction(async (txRaw) => {
            const tx = txRaw as unknown as Db;
            await deliver(deps.mailer, c.var.log, `inbox ${row.id}`, [{ to: row.visitorEmail!, ...mail }], tx);
            await markEmailed(tx, [message.id]);
          });
        }
        // Where the reply went, as the toast tells staff: the open widget, an e-mail, or the widget when they return.
        const delivery: "email" | "live" | "waiting" = byMail ? "email" : live ? "live" : "waiting";
        const result = {
          message: { ...message, emailedAt: byMail ? new Date().toISOString() : null },
          emailed: byMail,
          delivery,
        };
        return c.json(result, 201);
      },
    )
    .patch(
      "/inbox/:id",
      doc("Close, reopen, assign or link an order to a conversation"),
      jsonInput(conversationPatchSchema),
      async (c) => {
        const patch = c.req.valid("json");
        const id = idOf(c.req.param("id"));
        const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
        if (!row) throw conversationNotFound();
        const set: Partial<typeof conversations.$inferInsert> = {};
        if (patch.assigneeId !== undefined) {
          if (patch.assigneeId) {
            const [staff] = await db
              .select({ id: user.id })
              .from(user)
              .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
              .where(eq(user.id, patch.assigneeId));
            if (!staff) throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { assigneeId: "bad" });
          }
          set.assigneeId = patch.assigneeId;
        }
        if (patch.outcome !== undefined) set.outcome = patch.outcome;
        if (patch.orderCode !== undefined) {
          if (patch.orderCode === null) set.orderId = null;
          else {
            const [order] = await db
              .select({ id: orders.id })
              .from(orders)
              .where(eq(orders.code, patch.orderCode.toUpperCase()));
            if (!order)
              throw new ApiError(400, "VALIDATION_FAILED", "No order with this code.", { orderCode: "unknown" });
            set.orderId = order.id;
          }
        }
        if (Object.keys(set).length) await db.update(conversations).set(set).where(eq(conversations.id, id));
        if (patch.status && patch.status !== row.status) {
          await setStatus(db, row, patch.status, c.get("user").id);
          await hub.publish(db, { c: id, t: "status" });
        }
        // Changing a conversation is not reading it: its unread count stays.
        const detail = await inboxConversation(db, id, { markRead: false });
        return c.json({ conversation: detail!.conversation });
      },
    )
    .post(
      "/inbox/:id/order",
      doc("Place an order for the visitor", { status: 201 }),
      jsonInput(orderInputSchema),
      async (c) => {
        const input = c.req.valid("json");
        const id = idOf(c.req.param("id"));
        const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
        if (!row) throw conversationNotFound();
        // The order is the visitor's: their account, or the verified account of the address; never the staff member's.
        const ownerId = row.userId ?? (await verifiedOwnerOf(db, input.contactEmail));
        const lang = visitorLang(row.locale);
        const { order } = await createOrder(db, input, {
          userId: ownerId,
          callerId: null,
          locale: lang,
          onCreated: (tx, o) =>
            deliver(
              deps.mailer,
              c.var.log,
              `order ${o.code}`,
              [
                {
                  to: o.contactEmail,
                  ...orderReceivedEmail(lang, o, orderFollowLink(config.publicUrl, lang, o, !!ownerId)),
                },
              ],
              tx,
            ),
        }).catch((err: unknown) => {
          // A service staff hid takes no new orders, from the inbox either.
          if (err instanceof ServiceWithdrawnError) {
            throw new ApiError(400, "VALIDATION_FAILED", "This service is no longer offered.", {
              serviceId: "errors.serviceWithdrawn",
            });
          }
          throw err;
        });
        await db.update(conversations).set({ orderId: order.id }).where(eq(conversations.id, id));
        return c.json({ order: { code: order.code, id: order.id } }, 201);
      },
    );
}
