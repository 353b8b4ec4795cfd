import { Hono, type Context } from "hono";
import { parsePhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { getCookie, setCookie } from "hono/cookie";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { autoReplyBody, CHAT_LIMITS, chatEmailSchema, chatMessageSchema, type ChatMessageDto } from "@common/chat";
import { callbackSchema } from "@common/chat-callback";
import { POW_HEADER } from "@common/pow";
import type { ApiDeps, AppEnv } from "../app-deps";
import { getSessionUser } from "../auth/session";
import type { Db } from "../db/client";
import { clientIp } from "../lib/client-ip";
import { ApiError, notFound } from "../lib/http-error";
import { requestLocale } from "../lib/locale";
import { hit } from "../lib/rate-limit";
import { jsonInput, validate } from "../lib/validate";
import { newCallbackStaffEmail, newChatStaffEmail } from "../mail/templates/chat";
import { checkPow } from "../pow/pow";
import { availability } from "../services/chat/availability";
import {
  addMessage,
  conversationById,
  createConversation,
  ownConversation,
  readThread,
  forgetVisitor,
  setVisitorEmail,
  touchVisitor,
  visitorConversation,
  type ConversationRow,
} from "../services/chat/conversations";
import { STREAM_LIMITS, type ChatHub } from "../services/chat/hub";
import { isPremiumRate } from "../services/chat/phone";
import {
  CHAT_COOKIE,
  CHAT_COOKIE_MAX_AGE,
  conversationOfCookie,
  conversationOfResumeToken,
  signConversation,
} from "../services/chat/identity";
import { staffLocale } from "../services/staff-locale";
import { deliver } from "../services/deliver";
import { getSettings } from "../services/settings";
import { doc } from "../lib/openapi";

export type ChatDeps = ApiDeps & { chatHub: ChatHub };

/** What the widget shows of a conversation. */
function conversationDto(row: ConversationRow, messages: ChatMessageDto[]) {
  return { id: row.id, status: row.status, email: row.visitorEmail, messages };
}

/**
 * /api/chat: the visitor's side of the support chat. A conversation belongs to the browser (a signed, httpOnly
 * cookie) and to the account once its visitor is signed in; every message is stored before it is answered as sent.
 */
export function chatRoutes(deps: ChatDeps) {
  const { db } = deps.database;
  const { config, chatHub: hub } = deps;

  const who = async (c: Context) => ({
    cookieId: conversationOfCookie(config.authSecret, getCookie(c, CHAT_COOKIE)),
    userId: (await getSessionUser(c))?.id ?? null,
  });
  const remember = (c: Context, id: string) =>
    setCookie(c, CHAT_COOKIE, signConversation(config.authSecret, id), {
      httpOnly: true,
      sameSite: "Lax",
      secure: config.secureCookies,
      path: "/api/chat",
      maxAge: CHAT_COOKIE_MAX_AGE,
    });
  const limit = async (c: Context, key: string, max: number) => {
    const r = await hit(db, `app:${key}`, { max, windowMs: CHAT_LIMITS.windowMs });
    if (!r.allowed) {
      c.header("Retry-After", String(r.retryAfterSeconds));
      throw new ApiError(429, "RATE_LIMITED", "Too many messages. Please wait a moment and try again.");
    }
  };
  const staffInbox = (id: string) => `${config.publicUrl}/admin/inbox/${encodeURIComponent(id)}`;

  return new Hono<AppEnv>()
    .get("/", doc("Support chat: staff availability and this browser's conversation"), async (c) => {
      const row = await visitorConversation(db, await who(c));
      const available = await availability(db);
      if (row) remember(c, row.id);
      return c.json({
        availability: available,
        conversation: row ? conversationDto(row, await readThread(db, row.id)) : null,
      });
    })
    .get("/conversations/:id", doc("A conversation of this browser or account"), async (c) => {
      const row = await ownConversation(db, c.req.param("id").slice(0, 100), await who(c));
      if (!row) throw notFound("No such conversation.");
      return c.json({ conversation: conversationDto(row, await readThread(db, row.id)) });
    })
    .post(
      "/messages",
      doc("Write in the support chat (the first message of a conversation needs X-Pow)", { status: 201 }),
      jsonInput(chatMessageSchema),
      async (c) => {
        const input = c.req.valid("json");
        const ip = clientIp(c, config.trustProxy);
        await limit(c, `chat-ip:${ip}`, CHAT_LIMITS.perIp);
        const caller = await who(c);
        const existing = await visitorConversation(db, caller);
        if (!existing) {
          // A new conversation costs a proof-of-work, as the forms do, and counts against the address's new ones.
          await checkPow(db, config.authSecret, c.req.header(POW_HEADER));
          await limit(c, `chat-new:${ip}`, CHAT_LIMITS.newPerIp);
        } else {
          await limit(c, `chat-conv:${existing.id}`, CHAT_LIMITS.perConversation);
        }
        const locale = requestLocale(c);
        const session = await getSessionUser(c);
        const settings = existing ? null : await getSettings(db, config);
        const staffLang = settings ? await staffLocale(db, settings.staffEmail) : "en";
        // The acknowledgement promises what the availability allows, and keeps what it said.
        const stated = existing ? null : await availability(db);
        const result = await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const row =
            existing ??
            (await createConversation(tx, {
              kind: "chat",
              userId: caller.userId,
              locale,
              page: input.page,
              email: input.email ?? session?.email ?? null,
              name: session?.name ?? null,
            }));
          if (existing && input.email && !existing.visitorEmail) await setVisitorEmail(tx, row.id, input.email);
          const sent = [await addMessage(tx, hub, row.id, { sender: "visitor", body: input.body })];
          if (!existing) {
            // The first message is acknowledged at once, by the product and marked so: never a person's voice.
            sent.push(await addMessage(tx, hub, row.id, { sender: "auto", body: autoReplyBody(stated!) }));
            await deliver(
              deps.mailer,
              c.var.log,
              `chat ${row.id}`,
              [
                {
                  to: settings!.staffEmail,
                  ...newChatStaffEmail(staffLang, {
                    name: row.visitorName,
                    email: row.visitorEmail,
                    page: row.page,
                    locale: row.locale,
                    body: input.body,
                    url: staffInbox(row.id),
                  }),
                  ...(row.visitorEmail ? { headers: { "Reply-To": row.visitorEmail } } : {}),
                },
              ],
              tx,
            );
          }
          return { row, sent };
        });
        remember(c, result.row.id);
        const email = existing?.visitorEmail ?? input.email ?? result.row.visitorEmail;
        return c.json({ conversation: { id: result.row.id, status: "open", email }, messages: result.sent }, 201);
      },
    )
    .put("/email", doc("Leave an e-mail address for the answer"), jsonInput(chatEmailSchema), async (c) => {
      const { email } = c.req.valid("json");
      const row = await visitorConversation(db, await who(c));
      if (!row) throw notFound("No conversation yet.");
      await setVisitorEmail(db, row.id, email || null);
      return c.json({ email: email || null });
    })
    .post(
      "/resume",
      doc("Reopen a conversation from an e-mailed link"),
      jsonInput(z.object({ token: z.string().min(1).max(300) })),
      async (c) => {
        const { token } = c.req.valid("json");
        const id = conversationOfResumeToken(config.authSecret, token);
        const caller = await who(c);
        const row = id ? await conversationById(db, id) : null;
        // A link for an account's conversation opens it only for that account.
        if (!row || (row.userId && row.userId !== caller.userId)) throw notFound("This link is no longer valid.");
        remember(c, row.id);
        return c.json({ conversation: conversationDto(row, await readThread(db, row.id)) });
      },
    )
    .get(
      "/stream",
      doc(
        "Live replies and availability as Server-Sent Events; resumes after Last-Event-ID (or ?after=); 503 with Retry-After when this instance has no room",
        { type: "text/event-stream" },
      ),
      async (c) => {
        // Without a conversation yet, the stream carries the availability only (the widget's header stays true).
        const row = await visitorConversation(db, await who(c));
        const conversationId = row?.id ?? null;
        const after = validate(
          z.coerce.number().int().min(0).max(2_147_483_647).catch(0),
          c.req.header("last-event-id") ?? c.req.query("after") ?? "0",
        );
        const slot = await hub.admit(conversationId, clientIp(c, config.trustProxy));
        if (!slot) {
          c.header("Retry-After", String(STREAM_LIMITS.retryAfterSeconds));
          throw new ApiError(503, "UNAVAILABLE", "The live chat is busy. Please try again in a moment.");
        }
        return streamSSE(c, async (stream) => {
          let lastId = after;
          let chain = Promise.resolve();
          const write = (m: { event: string; data: string }) => stream.writeSSE(m).catch(() => {});
          // One flush at a time, in order: each sends what is stored after the last message sent. A message written
          // to an open stream renews "connected": that is what lets the inbox call a staff reply "live".
          const flush = () =>
            (chain = chain.then(async () => {
              if (!conversationId || stream.aborted || stream.closed) return;
              let sent = 0;
              for (const m of await readThread(db, conversationId, lastId)) {
                await stream.writeSSE({ id: String(m.id), event: "message", data: JSON.stringify(m) });
                lastId = m.id;
                sent++;
              }
              if (sent) {
                hub.took(conversationId, lastId);
                await touchVisitor(db, conversationId);
              }
            })).catch((err) => c.var.log.error("chat stream", { error: String(err) }));
          let ended = () => {};
          const done = new Promise<void>((resolve) => (ended = resolve));
          // The visitor has gone (tab closed, panel closed, a newer tab took the place): a reply from now on is
          // e-mailed, unless another of their streams is still open here, or on another instance, whose heartbeat
          // says so again.
          let left = false;
          const gone = () => {
            if (left) return;
            left = true;
            slot.release();
            // After the flush under way, whose renewal would otherwise come after this.
            void chain
              .then(() => (conversationId && !hub.streamsOf(conversationId) ? forgetVisitor(db, conversationId) : null))
              .catch(() => {});
            ended();
          };
          stream.onAbort(gone);
          slot.attach({
            event: (e) => void (e.t === "message" ? flush() : write({ event: e.t, data: "{}" })),
            availability: (a) => void write({ event: "availability", data: JSON.stringify(a) }),
            ping: () => void write({ event: "ping", data: "{}" }),
            close: () => {
              gone();
              void stream.close().catch(() => {});
            },
            lastId: () => lastId,
          });
          if (left) return;
          await stream.writeSSE({
            event: "ready",
            data: JSON.stringify({ retry: 2000, conversation: conversationId }),
            retry: 2000,
          });
          await write({ event: "availability", data: JSON.stringify(await hub.availability()) });
          if (conversationId) await touchVisitor(db, conversationId);
          await flush();
          await done;
        });
      },
    )
    .post("/callbacks", doc("Ask for a phone callback", { status: 201 }), jsonInput(callbackSchema), async (c) => {
      const input = c.req.valid("json");
      // Kept in international form, ready to dial; the country is the number's own when it names one.
      const number = parsePhoneNumber(input.phone, input.country as CountryCode);
      await checkPow(db, config.authSecret, c.req.header(POW_HEADER));
      const ip = clientIp(c, config.trustProxy);
      await limit(c, `chat-new:${ip}`, CHAT_LIMITS.newPerIp);
      const locale = requestLocale(c);
      const session = await getSessionUser(c);
      const settings = await getSettings(db, config);
      const staffLang = await staffLocale(db, settings.staffEmail);
      const row = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const created = await createConversation(tx, {
          kind: "callback",
          userId: session?.id ?? null,
          locale,
          page: input.page,
          name: input.name || session?.name || null,
          email: session?.email ?? null,
          phone: number.formatInternational(),
          phoneCountry: number.country ?? input.country,
          preferredTime: input.preferredTime,
        });
        if (input.note) await addMessage(tx, hub, created.id, { sender: "visitor", body: input.note });
        await deliver(
          deps.mailer,
          c.var.log,
          `callback ${created.id}`,
          [
            {
              to: settings.staffEmail,
              ...newCallbackStaffEmail(staffLang, {
                name: created.visitorName,
                phone: number.formatInternational(),
                premiumRate: isPremiumRate(number.number),
                preferredTime: input.preferredTime,
                note: input.note || null,
                page: created.page,
                locale,
                url: staffInbox(created.id),
              }),
            },
          ],
          tx,
        );
        return created;
      });
      // What the confirmation may promise: a call soon only while someone is online.
      return c.json({ ok: true as const, id: row.id, availability: await availability(db) }, 201);
    });
}
