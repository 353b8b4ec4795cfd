import { and, eq, inArray, sql } from "drizzle-orm";
import { addDaysIso, PRICE_NOTICE_DAYS, slotStart } from "@common/retainers";
import { dateIn } from "@common/refund-policy";
import type { Db } from "../../db/client";
import { invoices, payments, retainerPeriods, retainers } from "../../db/schema";
import { getSellerSettings } from "../billing/settings";
import { recurringTermsOf } from "./plans";

export type RetainerRow = typeof retainers.$inferSelect;
export type RetainerPeriodRow = typeof retainerPeriods.$inferSelect;

/** Today's calendar day in the admin's time zone (the seller settings'), read from `now`: never a cached day. */
export async function adminToday(db: Db, now: Date): Promise<string> {
  return dateIn(now, (await getSellerSettings(db)).timeZone);
}

/** The first and last day of slot `slot` of a started retainer. */
export function slotDays(r: Pick<RetainerRow, "startedOn" | "everyMonths">, slot: number) {
  const startsOn = slotStart(r.startedOn!, r.everyMonths, slot);
  return { startsOn, endsOn: addDaysIso(slotStart(r.startedOn!, r.everyMonths, slot + 1), -1) };
}

/** The price slot `slot` is invoiced at: the noticed new price from its first day on, the running one before. */
export function priceOfSlot(
  r: Pick<RetainerRow, "startedOn" | "everyMonths" | "amountCents" | "nextAmountCents" | "nextAmountFrom">,
  slot: number,
): number {
  if (r.nextAmountCents === null || r.nextAmountFrom === null || !r.startedOn) return r.amountCents;
  return slotStart(r.startedOn, r.everyMonths, slot) >= r.nextAmountFrom ? r.nextAmountCents : r.amountCents;
}

/**
 * The first slot a price noticed today can apply to: it starts at least PRICE_NOTICE_DAYS days from today and after
 * every period already opened or invoiced (an issued invoice keeps its price).
 */
export function firstNoticeSlot(
  r: Pick<RetainerRow, "startedOn" | "everyMonths" | "nextSlot" | "invoicedSlot">,
  today: string,
) {
  const earliest = addDaysIso(today, PRICE_NOTICE_DAYS);
  let slot = Math.max(r.nextSlot, r.invoicedSlot + 1);
  while (slotStart(r.startedOn!, r.everyMonths, slot) < earliest) slot++;
  return slot;
}

/**
 * In the transaction that stores an order: the order of a recurring tier with a price gets a pending retainer with
 * the tier's terms and the order's price and currency as they are now (later plan or price changes do not touch it).
 */
export async function createPendingRetainer(
  tx: Db,
  order: { id: number; serviceId: string; tierId: string; amountCents: number | null; currency: string },
) {
  if (order.amountCents === null) return;
  const terms = await recurringTermsOf(tx, order.serviceId, order.tierId);
  if (!terms) return;
  await tx.insert(retainers).values({
    orderId: order.id,
    serviceId: order.serviceId,
    tierId: order.tierId,
    everyMonths: terms.everyMonths,
    quotaAmount: terms.quota?.amount ?? null,
    quotaUnit: terms.quota?.unit ?? "",
    rollover: terms.rollover,
    amountCents: order.amountCents,
    currency: order.currency,
  });
}

export async function retainerOfOrder(db: Db, orderId: number, lock = false): Promise<RetainerRow | undefined> {
  const q = db.select().from(retainers).where(eq(retainers.orderId, orderId));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function periodsOf(db: Db, retainerId: number): Promise<RetainerPeriodRow[]> {
  return db
    .select()
    .from(retainerPeriods)
    .where(eq(retainerPeriods.retainerId, retainerId))
    .orderBy(retainerPeriods.slot);
}

/** Money received per invoice (by id). */
export async function paidByInvoice(db: Db, invoiceIds: number[]): Promise<Map<number, number>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db
    .select({ id: payments.invoiceId, sum: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(inArray(payments.invoiceId, invoiceIds))
    .groupBy(payments.invoiceId);
  return new Map(rows.map((r) => [r.id, Number(r.sum)]));
}

/** Voids an issued invoice that no payment touched (a paused or cancelled period's); false when it cannot be. */
export async function voidUnpaid(tx: Db, invoiceId: number, reason: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(invoices)
    .set({ status: "void", voidedAt: now, voidReason: reason })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.status, "issued"),
        sql`not exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoiceId})`,
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}
