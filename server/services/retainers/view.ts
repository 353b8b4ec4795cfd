import { inArray } from "drizzle-orm";
import { computeTotals } from "@common/billing";
import {
  addDaysIso,
  slotStart,
  type RetainerPeriodView,
  type RetainerStatus,
  type RetainerView,
} from "@common/retainers";
import type { ServiceId, TierId } from "@common/catalog";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema";
import { getSellerSettings } from "../billing/settings";
import { cancelQuote } from "./lifecycle";
import { getRetainerSettings } from "./plans";
import { periodLines, planOptions } from "./plan-change";
import { adminToday, periodsOf, priceOfSlot, retainerOfOrder, type RetainerRow } from "./store";
import { listPriceOf } from "./price-notice";
import { dateIn } from "@common/refund-policy";

/** The slot whose invoice comes next (past a pause); null when none will. */
function upcomingSlot(r: RetainerRow): number | null {
  if (!r.startedOn || !["active", "paused", "cancelling"].includes(r.status)) return null;
  let slot = r.invoicedSlot + 1;
  if (r.pauseFrom !== null && r.pauseUntil !== null && slot >= r.pauseFrom && slot < r.pauseUntil) slot = r.pauseUntil;
  if (r.endSlot !== null && slot > r.endSlot) return null;
  return slot;
}

/**
 * The next invoice to come, as the due-check will issue it: its slot's issue day and gross amount at today's tax
 * rate (the period at its price, a noticed new one included, and what a plan change left for it); null when none
 * will. `pending` is what a plan change left, as the view lists it.
 */
export async function nextInvoiceOf(db: Db, r: RetainerRow, daysAhead: number, taxRateBp: number) {
  const slot = upcomingSlot(r);
  const { lines, pending } = await periodLines(db, slot === null ? r : { ...r, amountCents: priceOfSlot(r, slot) }, "");
  if (slot === null) return { next: null, pending };
  const periodStartsOn = slotStart(r.startedOn!, r.everyMonths, slot);
  const { totalCents } = computeTotals(lines, taxRateBp);
  return {
    next: {
      issueOn: addDaysIso(periodStartsOn, -daysAhead),
      periodStartsOn,
      amountCents: totalCents,
      currency: r.currency,
    },
    pending,
  };
}

/** An order's retainer as its client and staff see it (null: the order is one-off). */
export async function retainerView(db: Db, orderId: number, now = new Date()): Promise<RetainerView | null> {
  const r = await retainerOfOrder(db, orderId);
  if (!r) return null;
  const [settings, seller, rows, today] = await Promise.all([
    getRetainerSettings(db),
    getSellerSettings(db),
    periodsOf(db, r.id),
    adminToday(db, now),
  ]);
  const opened = rows.filter((p) => p.openedAt !== null);
  const ids = opened.flatMap((p) => (p.invoiceId ? [p.invoiceId] : []));
  const numbers = new Map(
    (ids.length
      ? await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, ids))
      : []
    ).map((i) => [i.id, i.number]),
  );
  const periods: RetainerPeriodView[] = opened.map((p) => ({
    slot: p.slot,
    startsOn: p.startsOn,
    endsOn: p.endsOn,
    included: p.included,
    rolledOver: p.rolledOver,
    used: p.used,
    left: Math.max(0, p.included + p.rolledOver - p.used),
    invoiceNumber: p.invoiceId ? (numbers.get(p.invoiceId) ?? null) : null,
  }));
  // The period the due-check opened last: the one running (the check opens each on its day).
  const current = periods.at(-1) ?? null;
  const live = r.status !== "cancelled";
  const { next, pending } = await nextInvoiceOf(db, r, settings.invoiceDaysAhead, seller.taxRateBp);
  return {
    status: r.status as RetainerStatus,
    serviceId: r.serviceId as ServiceId,
    tierId: r.tierId as TierId,
    everyMonths: r.everyMonths,
    quota: r.quotaAmount !== null && r.quotaUnit ? { amount: r.quotaAmount, unit: r.quotaUnit } : null,
    rollover: r.rollover,
    amountCents: r.amountCents,
    currency: r.currency,
    startedOn: r.startedOn,
    current: live ? current : null,
    nextInvoice: next,
    resumesOn:
      r.status === "paused" && r.pauseUntil !== null && r.startedOn
        ? slotStart(r.startedOn, r.everyMonths, r.pauseUntil)
        : null,
    endsOn: r.endsOn,
    pausedPeriods: r.pauseFrom !== null && r.pauseUntil !== null ? r.pauseUntil - r.pauseFrom : 0,
    maxPausePeriods: settings.maxPausePeriods,
    cancelQuotes: live
      ? await Promise.all((["period_end", "now"] as const).map((w) => cancelQuote(db, r, w, today)))
      : [],
    periods: periods.reverse(),
    planOptions: await planOptions(db, r, today, settings),
    pendingAdjustments: pending.map((a) => ({ amountCents: a.amountCents, description: a.description })),
    priceChange:
      r.nextAmountCents !== null && r.nextAmountFrom !== null && r.priceNoticedAt
        ? {
            amountCents: r.nextAmountCents,
            from: r.nextAmountFrom,
            noticedOn: dateIn(r.priceNoticedAt, seller.timeZone),
          }
        : null,
    listPrice: await listPriceOf(db, r, today),
  };
}
