import { Hono, type Context } from "hono";
import { parsePhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { getCookie, setCookie } from "hono/cookie";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { CHAT_LIMITS, chatEmailSchema, chatMessageSchema, type ChatMessageDto } from "@common/chat";
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
import type { ChatHub } from "../services/chat/hub";
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

/** How often an open stream re-reads its thread and says it is alive (renewing "connected"). */
export const STREAM_HEARTBEAT_MS = 15_000;

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
            sent.push(await addMessage(tx, hub, row.id, { sender: "auto", body: "" }));
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
      doc("Live replies as Server-Sent Events; resumes after Last-Event-ID (or ?after=)", {
        type: "text/event-stream",
      }),
      async (c) => {
        const row = await visitorConversation(db, await who(c));
        if (!row) throw notFound("No conversation yet.");
        const after = validate(
          z.coerce.number().int().min(0).max(2_147_483_647).catch(0),
          c.req.header("last-event-id") ?? c.req.query("after") ?? "0",
        );
        return streamSSE(c, async (stream) => {
          let lastId = after;
          let chain = Promise.resolve();
          // One flush at a time, in order: each sends what is stored after the last message sent.
          const flush = () =>
            (chain = chain.then(async () => {
              if (stream.aborted || stream.closed) return;
              for (const m of await readThread(db, row.id, lastId)) {
                await stream.writeSSE({ id: String(m.id), event: "message", data: JSON.stringify(m) });
                lastId = m.id;
              }
            })).catch((err) => c.var.log.error("chat stream", { error: String(err) }));
          const unsubscribe = await hub.subscribe(row.id, (e) => {
            if (e.t === "message") void flush();
            else if (e.t === "shutdown") void stream.close();
            else void stream.writeSSE({ event: e.t, data: "{}" }).catch(() => {});
          });
          // The visitor has gone (tab closed, panel closed): a reply from now on is e-mailed, unless another of their
          // streams is still open here, or on another instance, whose heartbeat says so again within 15 s.
          const gone = () => {
            unsubscribe();
            if (!hub.streamsOf(row.id)) void forgetVisitor(db, row.id).catch(() => {});
          };
          stream.onAbort(gone);
          await stream.writeSSE({ event: "ready", data: JSON.stringify({ retry: 2000 }), retry: 2000 });
          await touchVisitor(db, row.id);
          await flush();
          while (!stream.aborted && !stream.closed) {
            await stream.sleep(STREAM_HEARTBEAT_MS);
            if (stream.aborted || stream.closed) break;
            await touchVisitor(db, row.id).catch(() => {});
            await flush();
            await stream.writeSSE({ event: "ping", data: "{}" }).catch(() => {});
          }
          gone();
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
      return c.json({ ok: true as const, id: row.id }, 201);
    });
}
