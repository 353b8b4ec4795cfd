import { and, eq, gt, inArray } from "drizzle-orm";
import type { RetainerCancelQuote, RetainerCancelWhen } from "@common/retainers";
import type { Db } from "../../db/client";
import { invoices, retainerPeriods, retainers } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { adminToday, paidByInvoice, periodsOf, retainerOfOrder, slotDays, voidUnpaid, type RetainerRow } from "./store";
import { getRetainerSettings } from "./plans";
import { emitRetainerEvent } from "../webhooks/events";

export const wrongState = (message: string) => new ApiError(409, "RETAINER_STATE", message);

/** A retainer's slot-0 period, opened now: its quota, nothing rolled over yet. */
async function openFirstPeriod(tx: Db, r: RetainerRow, startedOn: string, invoiceId: number | null, now: Date) {
  const days = slotDays({ startedOn, everyMonths: r.everyMonths }, 0);
  await tx
    .insert(retainerPeriods)
    .values({ retainerId: r.id, slot: 0, ...days, included: r.quotaAmount ?? 0, invoiceId, openedAt: now })
    .onConflictDoNothing();
}

/**
 * Starts a pending retainer on `startedOn`: its first period opens at once. With the invoice that paid for it, that
 * period is invoiced; without (staff start it before any invoice), the due-check issues the first period's invoice.
 * A conditional UPDATE: of two starts at once (a payment and staff), one wins and the other changes nothing.
 */
export async function startRetainer(tx: Db, r: RetainerRow, startedOn: string, invoiceId: number | null, now: Date) {
  const [started] = await tx
    .update(retainers)
    .set({ status: "active", startedOn, nextSlot: 1, invoicedSlot: invoiceId ? 0 : -1, updatedAt: now })
    .where(and(eq(retainers.id, r.id), eq(retainers.status, "pending")))
    .returning();
  if (!started) return undefined;
  await openFirstPeriod(tx, started, startedOn, invoiceId, now);
  await emitRetainerEvent(tx, r.id, "pending");
  return started;
}

/** Called where a payment settles an invoice: the order's pending retainer starts today (admin time zone). */
export async function onInvoiceSettled(tx: Db, invoice: { id: number; orderId: number }, now: Date) {
  const r = await retainerOfOrder(tx, invoice.orderId, true);
  if (r?.status !== "pending") return;
  await startRetainer(tx, r, await adminToday(tx, now), invoice.id, now);
}

/** Staff start a pending retainer today. */
export async function staffStartRetainer(tx: Db, orderId: number, now: Date) {
  const r = await retainerOfOrder(tx, orderId, true);
  if (!r) throw new ApiError(404, "NOT_FOUND", "This order has no retainer.");
  if (r.status !== "pending") throw wrongState("Only a pending retainer can be started.");
  const [first] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ["issued", "paid"])))
    .orderBy(invoices.id)
    .limit(1);
  await startRetainer(tx, r, await adminToday(tx, now), first?.id ?? null, now);
}

/**
 * Pauses for `periods` periods from the next one that has not opened. Its invoice, when issued already and untouched
 * by any payment, is voided; a paid one is served, and the pause starts after it.
 */
export async function pauseRetainer(tx: Db, orderId: number, periods: number, now: Date) {
  const r = await mustFind(tx, orderId);
  if (r.status !== "active") throw wrongState("Only an active retainer can be paused.");
  const { maxPausePeriods } = await getRetainerSettings(tx);
  if (periods > maxPausePeriods) {
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { periods: "errors.pausePeriods" });
  }
  let from = r.nextSlot;
  const ahead = (await periodsOf(tx, r.id)).filter((p) => p.slot >= from && p.invoiceId !== null);
  for (const p of ahead) {
    if (await voidUnpaid(tx, p.invoiceId!, "Retainer paused", now)) {
      await tx.update(retainerPeriods).set({ invoiceId: null }).where(eq(retainerPeriods.id, p.id));
    } else from = Math.max(from, p.slot + 1);
  }
  await tx
    .update(retainers)
    .set({ status: "paused", pauseFrom: from, pauseUntil: from + periods, invoicedSlot: from - 1, updatedAt: now })
    .where(eq(retainers.id, r.id));
  await emitRetainerEvent(tx, r.id, r.status);
}

/** Resumes a paused retainer: the next period that has not opened opens on its day, and is invoiced before it. */
export async function resumeRetainer(tx: Db, orderId: number, now: Date) {
  const r = await mustFind(tx, orderId);
  if (r.status !== "paused") throw wrongState("Only a paused retainer can be resumed.");
  const next = Math.max(r.nextSlot, r.pauseFrom ?? r.nextSlot);
  await tx
    .update(retainers)
    .set({
      status: "active",
      pauseFrom: null,
      pauseUntil: null,
      invoicedSlot: Math.min(r.invoicedSlot, next - 1),
      updatedAt: now,
    })
    .where(eq(retainers.id, r.id));
  await emitRetainerEvent(tx, r.id, r.status);
}

/**
 * What cancelling `when` means, as the refund policy says it: the current period is served (or ends today) and what
 * was paid for it is kept; an invoice for a later period is voided when unpaid, and what was paid on one is refunded.
 */
export async function cancelQuote(
  db: Db,
  r: RetainerRow,
  when: RetainerCancelWhen,
  today: string,
): Promise<RetainerCancelQuote> {
  const current = r.nextSlot - 1;
  let endsOn = today;
  const skipped = r.pauseFrom !== null && current >= r.pauseFrom && current < (r.pauseUntil ?? 0);
  if (when === "period_end" && r.startedOn && current >= 0 && !skipped) {
    const end = slotDays(r, current).endsOn;
    if (end > today) endsOn = end;
  }
  const periods = (await periodsOf(db, r.id)).filter((p) => p.invoiceId !== null && p.slot >= current);
  const ids = periods.map((p) => p.invoiceId!);
  const docs = ids.length
    ? await db
        .select({ id: invoices.id, number: invoices.number, status: invoices.status })
        .from(invoices)
        .where(inArray(invoices.id, ids))
    : [];
  const paid = await paidByInvoice(db, ids);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const currentInvoice = periods.find((p) => p.slot === current)?.invoiceId;
  const later = periods.filter((p) => p.slot > current).map((p) => byId.get(p.invoiceId!)!);
  return {
    when,
    endsOn,
    currentPeriodPaidCents: currentInvoice ? (paid.get(currentInvoice) ?? 0) : 0,
    refundCents: later.reduce((sum, d) => sum + (paid.get(d.id) ?? 0), 0),
    voidedInvoices: later.filter((d) => d.status === "issued" && !paid.get(d.id)).map((d) => d.number),
  };
}

/**
 * Cancels at the current period's end (the retainer is "cancelling" until then) or now. No refund for the current
 * period; later periods' unpaid invoices are voided. Returns the quote it acted on, the one the client was shown.
 */
export async function cancelRetainer(tx: Db, orderId: number, when: RetainerCancelWhen, now: Date) {
  const r = await mustFind(tx, orderId);
  if (r.status === "cancelled") throw wrongState("This retainer is cancelled already.");
  const today = await adminToday(tx, now);
  const quote = await cancelQuote(tx, r, when, today);
  const current = r.nextSlot - 1;
  const later = await tx
    .select({ id: retainerPeriods.id, invoiceId: retainerPeriods.invoiceId })
    .from(retainerPeriods)
    .where(and(eq(retainerPeriods.retainerId, r.id), gt(retainerPeriods.slot, current)));
  for (const p of later) {
    if (p.invoiceId && (await voidUnpaid(tx, p.invoiceId, "Retainer cancelled", now))) {
      await tx.update(retainerPeriods).set({ invoiceId: null }).where(eq(retainerPeriods.id, p.id));
    }
  }
  const ended = r.status === "pending" || quote.endsOn <= today;
  await tx
    .update(retainers)
    .set({
      status: ended ? "cancelled" : "cancelling",
      endSlot: current,
      endsOn: quote.endsOn,
      pauseFrom: null,
      pauseUntil: null,
      invoicedSlot: Math.min(r.invoicedSlot, Math.max(current, -1)),
      cancelledAt: ended ? now : null,
      updatedAt: now,
    })
    .where(eq(retainers.id, r.id));
  await emitRetainerEvent(tx, r.id, r.status);
  return quote;
}

/** Staff record what the current period used; what is left (and, with rollover, carried on) follows from it. */
export async function setUsage(tx: Db, orderId: number, used: number) {
  const r = await mustFind(tx, orderId);
  const current = r.nextSlot - 1;
  if (r.status === "pending" || current < 0) throw wrongState("This retainer has no open period.");
  await tx
    .update(retainerPeriods)
    .set({ used })
    .where(and(eq(retainerPeriods.retainerId, r.id), eq(retainerPeriods.slot, current)));
}

async function mustFind(tx: Db, orderId: number): Promise<RetainerRow> {
  const r = await retainerOfOrder(tx, orderId, true);
  if (!r) throw new ApiError(404, "NOT_FOUND", "This order has no retainer.");
  return r;
}
