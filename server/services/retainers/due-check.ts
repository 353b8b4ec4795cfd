import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { addDaysIso, slotStart } from "@common/retainers";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { retainerPeriods, retainers } from "../../db/schema";
import { periodicCheck } from "../../lib/periodic-check";
import { serviceName, tierName } from "../../mail/templates/names";
import { lockOrder } from "../billing/access";
import { assertInvoicingReady } from "../billing/checklist";
import { issueInvoice, queueInvoiceIssuedMail } from "../billing/invoices";
import { orderLanguage } from "../workspace-mail";
import { getRetainerSettings } from "./plans";
import { adminToday, priceOfSlot, slotDays, type RetainerRow } from "./store";
import { emitRetainerEvent } from "../webhooks/events";
import { markAdjustmentsInvoiced, periodLines } from "./plan-change";

/** How often the server looks for periods to open and invoice (and once at start-up). */
export const RETAINER_CHECK_INTERVAL_MS = 15 * 60_000;
/** A retainer catches up at most this many steps a run (years of monthly periods); the next run goes on. */
const MAX_STEPS = 120;

export type RetainerDeps = AppDeps;

export interface RetainerCheckResult {
  opened: { retainerId: number; slot: number }[];
  invoiced: { retainerId: number; slot: number; number: string }[];
  cancelled: number[];
}

const inPause = (r: RetainerRow, slot: number) =>
  r.pauseFrom !== null && r.pauseUntil !== null && slot >= r.pauseFrom && slot < r.pauseUntil;

/**
 * One due-check at `now`: for every running retainer, in date order, each period opens on its first day (admin time
 * zone) and each period's invoice is issued `invoiceDaysAhead` days before it, a paused period is skipped and a
 * cancelling retainer ends after its last period. A server that was down catches up step by step, in order.
 */
export async function runRetainerDueCheck(deps: RetainerDeps, now = new Date()): Promise<RetainerCheckResult> {
  const { db } = deps.database;
  const result: RetainerCheckResult = { opened: [], invoiced: [], cancelled: [] };
  const running = await db
    .select({ id: retainers.id })
    .from(retainers)
    .where(inArray(retainers.status, ["active", "paused", "cancelling"]))
    .orderBy(asc(retainers.id));
  if (!running.length) return result;
  const today = await adminToday(db, now);
  const { invoiceDaysAhead } = await getRetainerSettings(db);
  for (const { id } of running) {
    try {
      for (let i = 0; i < MAX_STEPS; i++) {
        if (!(await step(deps, id, today, invoiceDaysAhead, now, result))) break;
      }
    } catch (err) {
      deps.logger.error("retainer due-check failed", { retainerId: id, error: String(err) });
    }
  }
  return result;
}

/**
 * The earliest step due for one retainer, in a transaction of its own that holds the retainer's row
 * (FOR UPDATE SKIP LOCKED: another instance on it now skips it) and moves its slot counters with a conditional
 * UPDATE: a period is opened once and invoiced once, on any number of instances. False when nothing is due.
 */
async function step(
  deps: RetainerDeps,
  id: number,
  today: string,
  daysAhead: number,
  now: Date,
  result: RetainerCheckResult,
): Promise<boolean> {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [r] = await tx.select().from(retainers).where(eq(retainers.id, id)).for("update", { skipLocked: true });
    if (!r?.startedOn || !["active", "paused", "cancelling"].includes(r.status)) return false;
    const openOn = slotStart(r.startedOn, r.everyMonths, r.nextSlot);
    const invoiceSlot = r.invoicedSlot + 1;
    const ended = (slot: number) => r.endSlot !== null && slot > r.endSlot;
    const invoiceOn = addDaysIso(slotStart(r.startedOn, r.everyMonths, invoiceSlot), -daysAhead);
    const canOpen = openOn <= today;
    const canInvoice = !ended(invoiceSlot) && invoiceOn <= today;
    if (!canOpen && !canInvoice) return false;
    if (canOpen && (!canInvoice || openOn <= invoiceOn)) {
      if (ended(r.nextSlot)) {
        await tx
          .update(retainers)
          .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
          .where(and(eq(retainers.id, id), eq(retainers.nextSlot, r.nextSlot)));
        await emitRetainerEvent(tx, id, r.status);
        result.cancelled.push(id);
        return false;
      }
      await openSlot(tx, r, now);
      if (!inPause(r, r.nextSlot)) result.opened.push({ retainerId: id, slot: r.nextSlot });
      return true;
    }
    if (inPause(r, invoiceSlot)) {
      await claimInvoiceSlot(tx, r, r.pauseUntil! - 1);
      return true;
    }
    try {
      await assertInvoicingReady(tx, deps.config);
    } catch {
      deps.logger.error("retainer invoice waits for the billing setup", { retainerId: id, slot: invoiceSlot });
      return false;
    }
    const number = await invoicePeriod(deps, tx, r, invoiceSlot, today, now);
    result.invoiced.push({ retainerId: id, slot: invoiceSlot, number });
    return true;
  });
}

/** Moves invoiced_slot on from what this run read; anything else means another run got there first. */
async function claimInvoiceSlot(tx: Db, r: RetainerRow, to: number) {
  const [claimed] = await tx
    .update(retainers)
    .set({ invoicedSlot: to, updatedAt: new Date() })
    .where(and(eq(retainers.id, r.id), eq(retainers.invoicedSlot, r.invoicedSlot)))
    .returning({ id: retainers.id });
  if (!claimed) throw new Error("retainer invoice slot taken by another run");
}

/** Opens slot next_slot (or skips it, paused): its quota and what the last period left, with rollover. */
async function openSlot(tx: Db, r: RetainerRow, now: Date) {
  const slot = r.nextSlot;
  const skip = inPause(r, slot);
  const resumes = r.pauseUntil !== null && slot >= r.pauseUntil;
  // From the first period at a noticed new price on, that price is the retainer's.
  const repriced =
    r.nextAmountCents !== null && r.nextAmountFrom !== null && slotDays(r, slot).startsOn >= r.nextAmountFrom;
  const [moved] = await tx
    .update(retainers)
    .set({
      nextSlot: slot + 1,
      status: skip ? "paused" : r.status === "paused" ? "active" : r.status,
      ...(resumes ? { pauseFrom: null, pauseUntil: null } : {}),
      ...(repriced ? { amountCents: r.nextAmountCents!, nextAmountCents: null, nextAmountFrom: null } : {}),
      updatedAt: now,
    })
    .where(and(eq(retainers.id, r.id), eq(retainers.nextSlot, slot)))
    .returning({ id: retainers.id });
  if (moved) await emitRetainerEvent(tx, r.id, r.status);
  if (!moved || skip) return;
  const [last] = await tx
    .select()
    .from(retainerPeriods)
    .where(
      and(
        eq(retainerPeriods.retainerId, r.id),
        lt(retainerPeriods.slot, slot),
        sql`${retainerPeriods.openedAt} is not null`,
      ),
    )
    .orderBy(sql`${retainerPeriods.slot} desc`)
    .limit(1);
  const left = last ? last.included + last.rolledOver - last.used : 0;
  const rolledOver = r.rollover && r.quotaAmount !== null ? Math.max(0, left) : 0;
  const included = r.quotaAmount ?? 0;
  await tx
    .insert(retainerPeriods)
    .values({ retainerId: r.id, slot, ...slotDays(r, slot), included, rolledOver, openedAt: now })
    .onConflictDoUpdate({
      target: [retainerPeriods.retainerId, retainerPeriods.slot],
      set: { included, rolledOver, openedAt: now },
      setWhere: isNull(retainerPeriods.openedAt),
    });
}

/**
 * Issues slot `slot`'s invoice from the gapless series at the price and currency the retainer was ordered with (or
 * the new price it was given notice of),
 * due on the period's first day (today when catching up late), and e-mails it in the client's language.
 */
async function invoicePeriod(deps: AppDeps, tx: Db, r: RetainerRow, slot: number, today: string, now: Date) {
  await claimInvoiceSlot(tx, r, slot);
  const order = await lockOrder(tx, r.orderId);
  const lang = orderLanguage(order);
  const days = slotDays(r, slot);
  // The period at the retainer's price (a noticed new one from its day), with what a plan change left for it.
  const period = await periodLines(
    tx,
    { ...r, amountCents: priceOfSlot(r, slot) },
    `${serviceName(lang, r.serviceId)} — ${tierName(lang, r.tierId)} (${days.startsOn} – ${days.endsOn})`,
  );
  const invoice = await issueInvoice(tx, {
    order,
    currency: r.currency,
    dueDate: days.startsOn > today ? days.startsOn : today,
    lines: period.lines,
    now,
  });
  await markAdjustmentsInvoiced(tx, r, period, invoice.id);
  await tx
    .insert(retainerPeriods)
    .values({ retainerId: r.id, slot, ...days, invoiceId: invoice.id })
    .onConflictDoUpdate({ target: [retainerPeriods.retainerId, retainerPeriods.slot], set: { invoiceId: invoice.id } });
  await queueInvoiceIssuedMail(deps, tx, order, invoice);
  return invoice.number;
}

/** The quarter-hourly run (and one at start-up). */
export function retainerSchedule(deps: RetainerDeps, everyMs = RETAINER_CHECK_INTERVAL_MS) {
  return periodicCheck("retainer due-check", (now) => runRetainerDueCheck(deps, now), deps.logger, everyMs);
}
