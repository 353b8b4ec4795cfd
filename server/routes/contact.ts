import { Hono } from "hono";
import { POW_HEADER } from "@common/pow";
import { contactInputSchema } from "@common/contact";
import type { AppEnv } from "../app-deps";
import type { ChatDeps } from "./chat";
import type { Db } from "../db/client";
import { requestLocale } from "../lib/locale";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { jsonInput } from "../lib/validate";
import { checkPow } from "../pow/pow";
import { contactReceivedEmail, contactStaffEmail } from "../mail/templates/contact";
import { createContactMessage } from "../services/contact";
import { addMessage, createConversation } from "../services/chat/conversations";
import { deliver } from "../services/deliver";
import { getSettings } from "../services/settings";
import { staffLocale } from "../services/staff-locale";
import { POW_PARAMETER, doc } from "../lib/openapi";

export const CONTACT_RATE_LIMIT = { bucket: "contact", max: 10, windowMs: 15 * 60_000 };

export function contactRoutes(deps: ChatDeps) {
  const { db } = deps.database;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, CONTACT_RATE_LIMIT);

  return new Hono<AppEnv>().post(
    "/",
    doc("Send a contact message; stored, acknowledged, staff notified", { status: 201, parameters: [POW_PARAMETER] }),
    limit,
    jsonInput(contactInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      await checkPow(db, deps.config.authSecret, c.req.header(POW_HEADER));
      const locale = requestLocale(c);
      const settings = await getSettings(db, deps.config);
      const staffLang = await staffLocale(db, settings.staffEmail);
      // The message and its e-mails are stored together: no message without its mail, no mail without it.
      const saved = await db.transaction(async (tx) => {
        const row = await createContactMessage(tx as unknown as Db, input, locale);
        // The message opens a thread in the staff inbox, where it is answered by e-mail and the answer kept.
        const thread = await createConversation(tx as unknown as Db, {
          kind: "contact",
          userId: null,
          locale,
          name: input.name,
          email: input.email,
          contactMessageId: row.id,
        });
        await addMessage(tx as unknown as Db, deps.chatHub, thread.id, { sender: "visitor", body: input.message });
        await deliver(
          deps.mailer,
          c.var.log,
          `contact ${row.id}`,
          [
            { to: input.email, ...contactReceivedEmail(locale, input) },
            { to: settings.staffEmail, ...contactStaffEmail(staffLang, input), headers: { "Reply-To": input.email } },
          ],
          tx,
        );
        return row;
      });
      return c.json({ ok: true as const, id: saved.id }, 201);
    },
  );
}
