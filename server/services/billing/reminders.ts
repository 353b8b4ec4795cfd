import { periodicCheck } from "../../lib/periodic-check";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { PaymentOptions } from "@common/billing";
import { DEFAULT_LANGUAGE, isLanguage } from "@common/locales";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { qualified } from "../../db/qualified";
import { invoiceReminders, invoices, orders } from "../../db/schema";
import { invoiceReminderEmail } from "../../mail/templates/reminders";
import { deliver } from "../deliver";
import { addDays, todayUtc } from "./access";
import { onlineMethods, paymentOptions } from "./dto";
import { invoicePayUrl } from "./invoices";
import { remainingCents } from "./payments";
import { getSellerSettings } from "./settings";

/** Days after the due date of reminders 1, 2 and 3: a week late, then weekly, three at most. */
export const REMINDER_DAYS = [7, 14, 21] as const;
/** How often the server looks for reminders to send (and once at start-up). */
export const REMINDER_INTERVAL_MS = 60 * 60_000;

export type ReminderDeps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;

export interface SentReminder {
  number: string;
  n: number;
}

/** The highest reminder due on `today` for an invoice due on `dueDate` (0: none yet). */
export function dueReminder(dueDate: string, today: string): number {
  let n = 0;
  REMINDER_DAYS.forEach((days, i) => {
    if (addDays(dueDate, days) <= today) n = i + 1;
  });
  return n;
}

/**
 * Queues the overdue reminders due now, one e-mail per invoice at most. An invoice that is still issued (not paid,
 * not void) and owes money gets reminder n once its due date is REMINDER_DAYS[n-1] days past; when several are
 * due at once (the server was down, or the invoice was issued already late) only the highest is sent and the
 * skipped ones are recorded as passed, so an invoice 30 days late gets reminder 3 alone and nothing after it.
 * Each reminder's (invoice, n) row is written in the transaction that queues its e-mail; the primary key with
 * ON CONFLICT DO NOTHING decides which run sends it when two runs (or two server instances) meet.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<SentReminder[]> {
  const { db } = deps.database;
  const today = todayUtc(now);
  const candidates = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "issued"),
        lte(invoices.dueDate, addDays(today, -REMINDER_DAYS[0])),
        sql`(select count(*) from ${invoiceReminders} where ${invoiceReminders.invoiceId} = ${qualified(invoices.id)}) < ${REMINDER_DAYS.length}`,
      ),
    )
    .orderBy(asc(invoices.id));
  if (!candidates.length) return [];
  const options = paymentOptions(await getSellerSettings(db), onlineMethods(deps.config));
  const sent: SentReminder[] = [];
  for (const c of candidates) {
    const n = dueReminder(c.dueDate, today);
    if (!n) continue;
    try {
      const done = await remind(deps, c.id, n, now, options);
      if (done) sent.push(done);
    } catch (err) {
      deps.logger.error("invoice reminder failed", { invoiceId: c.id, n, error: String(err) });
    }
  }
  return sent;
}

async function remind(
  deps: ReminderDeps,
  invoiceId: number,
  n: number,
  now: Date,
  options: PaymentOptions,
): Promise<SentReminder | null> {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The invoice's row lock: a payment recorded at the same moment is either seen here or waits for the reminder.
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update").limit(1);
    if (!invoice || invoice.status !== "issued") return null;
    const owedCents = await remainingCents(tx, invoice);
    if (owedCents <= 0) return null;
    const recorded = await tx
      .insert(invoiceReminders)
      .values(Array.from({ length: n }, (_, i) => ({ invoiceId, n: i + 1, sentAt: now })))
      .onConflictDoNothing()
      .returning({ n: invoiceReminders.n });
    if (!recorded.some((r) => r.n === n)) return null;

    const [order] = await tx
      .select({ code: orders.code, contactEmail: orders.contactEmail })
      .from(orders)
      .where(eq(orders.id, invoice.orderId));
    if (!order) return null;
    const lang = isLanguage(invoice.locale) ? invoice.locale : DEFAULT_LANGUAGE;
    const mail = invoiceReminderEmail(
      lang,
      {
        n,
        invoiceNumber: invoice.number,
        orderCode: order.code,
        owedCents,
        currency: invoice.currency,
        dueDate: invoice.dueDate,
      },
      invoicePayUrl(deps, lang, order.code, invoice.number),
      options,
    );
    await deliver(
      deps.mailer,
      deps.logger,
      `reminder ${n} ${invoice.number}`,
      [{ to: order.contactEmail, ...mail, attachments: [{ kind: "invoice", number: invoice.number }] }],
      tx,
    );
    return { number: invoice.number, n };
  });
}

/** The hourly run (and one at start-up); a run still going when the next is due is not doubled. */
export function reminderSchedule(deps: ReminderDeps, everyMs = REMINDER_INTERVAL_MS) {
  return periodicCheck("invoice reminders", (now) => sendDueReminders(deps, now), deps.logger, everyMs);
}
