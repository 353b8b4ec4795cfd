import { periodicCheck } from "../lib/periodic-check";
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { BRIEF_REMINDER_HOURS } from "@common/intake";
import { localizedPath } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/client";
import { orderBriefs, orders } from "../db/schema";
import { briefReminderEmail } from "../mail/templates/brief";
import { deliver } from "./deliver";
import { orderLanguage } from "./workspace-mail";

type Deps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;
export const BRIEF_REMINDER_INTERVAL_MS = 15 * 60_000;
const HOUR = 3_600_000;

/**
 * Reminds clients whose brief is still not submitted, 24 h and 72 h after the order (once each). Each reminder's
 * column is set by a conditional update (`… is null`) in the transaction that queues its e-mail, so two runs or two
 * instances never send one twice. When both are due at once (the server was down), only the 72-hour one is sent
 * and the 24-hour one is recorded as passed.
 */
export async function sendBriefReminders(deps: Deps, now = new Date()): Promise<{ code: string; hours: number }[]> {
  const { db } = deps.database;
  const [first, second] = BRIEF_REMINDER_HOURS;
  const due = await db
    .select({ orderId: orderBriefs.orderId, createdAt: orderBriefs.createdAt })
    .from(orderBriefs)
    .innerJoin(orders, eq(orders.id, orderBriefs.orderId))
    .where(
      and(
        isNull(orderBriefs.submittedAt),
        isNull(orderBriefs.reminder72At),
        lte(orderBriefs.createdAt, new Date(now.getTime() - first * HOUR)),
        // Nothing to ask of a cancelled or finished order.
        inArray(orders.status, ["pending", "in_progress"]),
      ),
    )
    .orderBy(asc(orderBriefs.orderId));
  const sent: { code: string; hours: number }[] = [];
  for (const b of due) {
    const hours = now.getTime() - b.createdAt.getTime() >= second * HOUR ? second : first;
    try {
      const done = await remind(deps, b.orderId, hours, now);
      if (done) sent.push({ code: done, hours });
    } catch (err) {
      deps.logger.error("brief reminder failed", { orderId: b.orderId, hours, error: String(err) });
    }
  }
  return sent;
}

async function remind(deps: Deps, orderId: number, hours: number, now: Date): Promise<string | null> {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const column = hours === BRIEF_REMINDER_HOURS[1] ? orderBriefs.reminder72At : orderBriefs.reminder24At;
    const set = hours === BRIEF_REMINDER_HOURS[1] ? { reminder72At: now, reminder24At: now } : { reminder24At: now };
    const claimed = await tx
      .update(orderBriefs)
      .set(set)
      .where(and(eq(orderBriefs.orderId, orderId), isNull(column), isNull(orderBriefs.submittedAt)))
      .returning({ orderId: orderBriefs.orderId });
    if (!claimed.length) return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    const lang = orderLanguage(order);
    await deliver(
      deps.mailer,
      deps.logger,
      `brief reminder ${hours}h ${order.code}`,
      [
        {
          to: order.contactEmail,
          ...briefReminderEmail(
            lang,
            order,
            hours,
            `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(order.code))}`,
          ),
        },
      ],
      tx,
    );
    return order.code;
  });
}

/** Every quarter hour and once at start; a run still going when the next is due is not doubled. */
export function briefReminderSchedule(deps: Deps, everyMs = BRIEF_REMINDER_INTERVAL_MS) {
  return periodicCheck("brief reminders", (now) => sendBriefReminders(deps, now), deps.logger, everyMs);
}
