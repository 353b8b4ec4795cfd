import { and, count, desc, eq, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { addByCurrency, moneyLines } from "@common/admin";
import type { InvoiceListQuery, InvoiceStatus } from "@common/billing";
import type { Db } from "../../db/client";
import { qualified } from "../../db/qualified";
import { creditNotes, invoices, orders, payments } from "../../db/schema";
import { CSV_BATCH_ROWS, csvAmount, csvBatches, csvRowSql } from "../admin/csv-sql";
import { likePattern } from "../admin/order-filters";
import { toCsv } from "../admin/orders";

/**
 * The money figures staff read: what was invoiced, what was received (payments, by the day they were received),
 * what is still owed (outstanding: issued and not paid in full) and what is late (overdue: outstanding past its
 * due date). List prices never count as revenue. Every figure is per currency (MoneyLine[], common/admin.ts): amounts of
 * different currencies are never added together.
 */

/** The admin's calendar day (YYYY-MM-DD); tz = getTimezoneOffset minutes, as the other admin figures take it. */
export function localToday(tz = 0, now = new Date()) {
  return new Date(now.getTime() - tz * 60_000).toISOString().slice(0, 10);
}

/** Money received against one invoice so far (bigint in SQL: a sum over many rows may pass 2^31 cents). */
const paidSql = sql<number>`coalesce((select sum(p.amount_cents) from ${payments} p where p.invoice_id = ${qualified(invoices.id)}), 0)::bigint`;
/**
 * What is left to pay on an invoice (the "balance" of the invoice page, billing/dto.ts): total − payments received;
 * an overpayment owes nothing. A credit note gives back money that was paid and takes as much off what is asked,
 * so it leaves this unchanged; credit notes are issued by approved cancellations, whose order is then cancelled.
 * A bigint in SQL, read by the callers through Number().
 */
export const remainingSql = sql<string>`greatest(${invoices.totalCents} - ${paidSql}, 0)`;
const isOverdue = (today: string) => and(eq(invoices.status, "issued"), lt(invoices.dueDate, today));

export type InvoiceFilters = Pick<InvoiceListQuery, "status" | "q">;

/** The list's filters as one WHERE over invoices joined to their orders. */
function invoiceWhere(f: InvoiceFilters, today: string): SQL {
  const parts: (SQL | undefined)[] = [];
  if (f.status === "overdue") parts.push(isOverdue(today));
  else if (f.status !== "all") parts.push(eq(invoices.status, f.status));
  if (f.q) {
    const p = likePattern(f.q);
    parts.push(
      or(
        ilike(invoices.number, p),
        ilike(orders.code, p),
        ilike(sql`${invoices.buyer}->>'name'`, p),
        ilike(sql`${invoices.buyer}->>'email'`, p),
      ),
    );
  }
  return parts.length ? and(...parts)! : sql`true`;
}

/**
 * Outstanding, overdue and paid (payments on invoices that are not void) over the invoices a filter selects, one
 * line per invoice currency.
 */
async function receivables(db: Db, where: SQL, today: string) {
  const rows = await db
    .select({
      currency: invoices.currency,
      outstanding: sql<number>`coalesce(sum(${remainingSql}) filter (where ${invoices.status} = 'issued'), 0)`,
      overdue: sql<number>`coalesce(sum(${remainingSql}) filter (where ${isOverdue(today)}), 0)`,
      paid: sql<number>`coalesce(sum(${paidSql}) filter (where ${invoices.status} <> 'void'), 0)`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .groupBy(invoices.currency);
  const line = (k: "outstanding" | "overdue" | "paid") => moneyLines(rows.map((r) => [r.currency, Number(r[k])]));
  return { outstanding: line("outstanding"), overdue: line("overdue"), paid: line("paid") };
}

/** Outstanding and overdue over every invoice (the dashboard's cards), per currency. */
export async function receivableTotals(db: Db, today: string) {
  const { outstanding, overdue } = await receivables(db, sql`true`, today);
  return { outstanding, overdue };
}

/** A credit note's calendar day (UTC), the day its amount leaves revenue. */
const creditDay = sql<string>`to_char(${creditNotes.issuedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
/** Money credited back on one invoice (credit notes). */
const creditedSql = sql<number>`coalesce((select sum(c.amount_cents) from ${creditNotes} c where c.invoice_id = ${qualified(invoices.id)}), 0)::bigint`;

/**
 * Net revenue from `from` to `to` (calendar days, both included), per currency: payments received, minus credit
 * notes issued (a refund takes its amount out of revenue on the day it is credited).
 */
export async function revenueBetween(db: Db, from: string, to: string) {
  const [paid, credited] = await Promise.all([
    db
      .select({ currency: payments.currency, cents: sql<number>`sum(${payments.amountCents})` })
      .from(payments)
      .where(and(gte(payments.receivedOn, from), lte(payments.receivedOn, to)))
      .groupBy(payments.currency),
    db
      .select({ currency: creditNotes.currency, cents: sql<number>`sum(${creditNotes.amountCents})` })
      .from(creditNotes)
      .where(and(gte(creditDay, from), lte(creditDay, to)))
      .groupBy(creditNotes.currency),
  ]);
  return moneyLines(addByCurrency(addByCurrency(new Map(), paid), credited, -1));
}

/**
 * Net revenue per calendar day and currency from `from` to `to` (payments minus credit notes); one row per day and
 * currency that had either, the others are absent.
 */
export async function revenuePerDay(db: Db, from: string, to: string) {
  const [paid, credited] = await Promise.all([
    db
      .select({
        day: payments.receivedOn,
        currency: payments.currency,
        cents: sql<number>`sum(${payments.amountCents})`,
      })
      .from(payments)
      .where(and(gte(payments.receivedOn, from), lte(payments.receivedOn, to)))
      .groupBy(payments.receivedOn, payments.currency),
    db
      .select({ day: creditDay, currency: creditNotes.currency, cents: sql<number>`sum(${creditNotes.amountCents})` })
      .from(creditNotes)
      .where(and(gte(creditDay, from), lte(creditDay, to)))
      .groupBy(creditDay, creditNotes.currency),
  ]);
  const sums = new Map<string, { day: string; currency: string; cents: number }>();
  const add = (r: { day: string; currency: string; cents: unknown }, sign: number) => {
    const key = `${r.day} ${r.currency}`;
    const row = sums.get(key) ?? { day: r.day, currency: r.currency, cents: 0 };
    row.cents += sign * Number(r.cents);
    sums.set(key, row);
  };
  for (const r of paid) add(r, 1);
  for (const r of credited) add(r, -1);
  return [...sums.values()];
}

/**
 * Net revenue per catalogue service (the service of the invoiced order) and currency, all time: payments minus
 * credit notes. Services without either are absent.
 */
export async function revenuePerService(db: Db) {
  const [paid, credited] = await Promise.all([
    db
      .select({
        serviceId: orders.serviceId,
        currency: payments.currency,
        cents: sql<number>`sum(${payments.amountCents})`,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .groupBy(orders.serviceId, payments.currency),
    db
      .select({
        serviceId: orders.serviceId,
        currency: creditNotes.currency,
        cents: sql<number>`sum(${creditNotes.amountCents})`,
      })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .groupBy(orders.serviceId, creditNotes.currency),
  ]);
  const map = new Map<string, Map<string, number>>();
  const sums = (serviceId: string) => map.get(serviceId) ?? map.set(serviceId, new Map()).get(serviceId)!;
  for (const r of paid) addByCurrency(sums(r.serviceId), [r]);
  for (const r of credited) addByCurrency(sums(r.serviceId), [r], -1);
  return map;
}

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  orderCode: orders.code,
  status: invoices.status,
  currency: invoices.currency,
  subtotalCents: invoices.subtotalCents,
  taxRateBp: invoices.taxRateBp,
  taxCents: invoices.taxCents,
  totalCents: invoices.totalCents,
  paidCents: paidSql,
  issuedAt: invoices.issuedAt,
  dueDate: invoices.dueDate,
  paidAt: invoices.paidAt,
  voidedAt: invoices.voidedAt,
  voidReason: invoices.voidReason,
  replacesNumber: sql<
    string | null
  >`(select r.number from ${invoices} r where r.id = ${qualified(invoices.replacesId)})`,
  seller: invoices.seller,
  buyer: invoices.buyer,
};

/** The admin's invoice list: newest first, paged, with the totals of everything the filters select. */
export async function listInvoices(db: Db, f: InvoiceListQuery, today: string) {
  const where = invoiceWhere(f, today);
  const [rows, [total], totals] = await Promise.all([
    db
      .select(listColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
    receivables(db, where, today),
  ]);
  return {
    invoices: rows.map(({ id: _id, seller, buyer, ...r }) => ({
      ...r,
      status: r.status as InvoiceStatus,
      paidCents: Number(r.paidCents),
      issuedAt: r.issuedAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      voidedAt: r.voidedAt?.toISOString() ?? null,
      overdue: r.status === "issued" && r.dueDate < today,
      seller: {
        name: seller.name,
        address: seller.address ?? "",
        taxId: seller.taxId ?? "",
        bankDetails: seller.bankDetails ?? "",
        cryptoAddresses: seller.cryptoAddresses ?? "",
      },
      buyer: {
        name: buyer.name,
        email: buyer.email ?? "",
        company: buyer.company ?? "",
        address: buyer.address ?? "",
        taxId: buyer.taxId ?? "",
      },
      customerName: buyer.name,
      customerEmail: buyer.email ?? "",
    })),
    total: Number(total?.n ?? 0),
    page: f.page,
    pageSize: f.pageSize,
    totals,
  };
}
export type AdminInvoiceList = Awaited<ReturnType<typeof listInvoices>>;

const INVOICES_CSV_HEADER = toCsv([
  [
    "number",
    "order_id",
    "customer",
    "email",
    "company",
    "issued_at",
    "due_date",
    "status",
    "overdue",
    "subtotal",
    "tax",
    "total",
    "paid",
    "refunded",
    "balance",
    "currency",
    "paid_at",
    "voided_at",
    "void_reason",
  ],
]);

/** The invoices the filters select as CSV, newest first, streamed in keyset batches (csv-sql.ts). */
export function invoicesCsvStream(db: Db, f: InvoiceFilters, today: string): AsyncGenerator<string> {
  const where = invoiceWhere(f, today);
  const row = csvRowSql({ at: invoices.issuedAt, id: invoices.id }, [
    invoices.number,
    orders.code,
    sql`${invoices.buyer}->>'name'`,
    sql`${invoices.buyer}->>'email'`,
    sql`${invoices.buyer}->>'company'`,
    invoices.issuedAt,
    invoices.dueDate,
    invoices.status,
    invoices.subtotalCents,
    invoices.taxCents,
    invoices.totalCents,
    paidSql,
    creditedSql,
    invoices.currency,
    invoices.paidAt,
    invoices.voidedAt,
    invoices.voidReason,
  ]);
  return csvBatches(
    INVOICES_CSV_HEADER,
    (after) =>
      db
        .select({ row: sql<string>`${row}` })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(
          after
            ? and(where, sql`(${invoices.issuedAt}, ${invoices.id}) < (${after.at}::timestamptz, ${after.id})`)
            : where,
        )
        .orderBy(desc(invoices.issuedAt), desc(invoices.id))
        .limit(CSV_BATCH_ROWS),
    (rows) =>
      toCsv(
        rows.map(
          ([
            number,
            code,
            name,
            email,
            company,
            issuedAt,
            due,
            status,
            sub,
            tax,
            total,
            paid,
            refunded,
            cur,
            paidAt,
            voidedAt,
            reason,
          ]) => {
            const remaining = status === "issued" ? Math.max(0, Number(total) - Number(paid)) : 0;
            const amount = (v: unknown) => csvAmount(v, cur as string);
            return [
              number,
              code,
              name ?? "",
              email ?? "",
              company ?? "",
              new Date(issuedAt as string).toISOString(),
              due,
              status,
              status === "issued" && (due as string) < today ? "yes" : "no",
              amount(sub),
              amount(tax),
              amount(total),
              amount(paid),
              amount(refunded),
              amount(remaining),
              cur,
              paidAt ? new Date(paidAt as string).toISOString() : "",
              voidedAt ? new Date(voidedAt as string).toISOString() : "",
              reason ?? "",
            ];
          },
        ),
      ),
  );
}

/**
 * What each client owes, by the buyer's e-mail on their invoices (guests included) and currency: invoiced, paid,
 * balance and the overdue part, one row per client and currency (a client owing in two currencies has two rows).
 * Void invoices count for nothing. Largest balance first, then by e-mail and currency (USD first).
 */
export async function clientBalances(db: Db, today: string) {
  const email = sql<string>`lower(${invoices.buyer}->>'email')`;
  const invoiced = sql<number>`sum(${invoices.totalCents})`;
  const paid = sql<number>`sum(${paidSql})`;
  const rows = await db
    .select({
      email,
      // The name on the client's newest invoice.
      name: sql<string>`(array_agg(${invoices.buyer}->>'name' order by ${invoices.issuedAt} desc, ${invoices.id} desc))[1]`,
      currency: invoices.currency,
      invoicedCents: invoiced,
      paidCents: paid,
      overdueCents: sql<number>`coalesce(sum(${remainingSql}) filter (where ${isOverdue(today)}), 0)`,
    })
    .from(invoices)
    .where(ne(invoices.status, "void"))
    .groupBy(email, invoices.currency)
    .orderBy(sql`${invoiced} - ${paid} desc`, email, sql`${invoices.currency} <> 'USD'`, invoices.currency);
  return {
    clients: rows.map((r) => {
      const invoicedCents = Number(r.invoicedCents);
      const paidCents = Number(r.paidCents);
      return {
        email: r.email ?? "",
        name: r.name ?? "",
        currency: r.currency,
        invoicedCents,
        paidCents,
        balanceCents: invoicedCents - paidCents,
        overdueCents: Number(r.overdueCents),
      };
    }),
  };
}
