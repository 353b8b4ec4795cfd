import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from "@common/locales";
import { adminOrderPath, orderPagePath, type MessageSide } from "@common/workspace";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/client";
import { hit } from "../lib/rate-limit";
import { ApiError } from "../lib/http-error";
import { messageToClientEmail, messageToStaffEmail } from "../mail/templates/workspace";
import { deliver } from "./deliver";
import { postMessage, type OrderMessageDto, type OrderRow } from "./order-messages";
import { getSettings } from "./settings";
import { staffLocale } from "./staff-locale";

/** Per author, so that one account cannot flood a thread (or the other side's inbox) from many addresses. */
export const MESSAGE_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };

export const orderLanguage = (o: { locale: string }): Language => (isLanguage(o.locale) ? o.locale : DEFAULT_LANGUAGE);

/**
 * Posts a message and queues the e-mail to the other side in the same transaction: the client in the order's
 * language with a link to their order page, staff at the notification address with a link to the admin order.
 */
export async function postWithMail(
  deps: AppDeps,
  order: OrderRow,
  author: { id: string; name: string },
  side: MessageSide,
  body: string,
): Promise<OrderMessageDto> {
  const { db } = deps.database;
  const limit = await hit(db, `app:messages:${author.id}`, MESSAGE_RATE_LIMIT);
  if (!limit.allowed) throw new ApiError(429, "RATE_LIMITED", "Too many messages. Please wait a moment and try again.");
  const settings = await getSettings(db, deps.config);
  const lang = orderLanguage(order);
  const staffLang = await staffLocale(db, settings.staffEmail);
  const base = deps.config.publicUrl;
  return postMessage(db, { orderId: order.id, side, authorId: author.id, body }, (tx: Db) =>
    deliver(
      deps.mailer,
      deps.logger,
      `message ${order.code}`,
      [
        side === "staff"
          ? {
              to: order.contactEmail,
              ...messageToClientEmail(lang, order, body, `${base}${localizedPath(lang, orderPagePath(order.code))}`),
            }
          : {
              to: settings.staffEmail,
              ...messageToStaffEmail(staffLang, order, author.name, body, `${base}${adminOrderPath(order.code)}`),
              headers: { "Reply-To": order.contactEmail },
            },
      ],
      tx,
    ),
  );
}
