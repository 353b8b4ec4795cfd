import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  computeTotals,
  type CreditNote,
  type Invoice,
  type InvoicePayment,
  type InvoiceStatus,
  type OrderBilling,
  type PaymentMethodId,
  type PaymentOptions,
  type Quote,
  type QuoteStatus,
  type RefundStatus,
  type SellerSettings,
} from "@common/billing";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { creditNotes, invoices, orders, payments, quotes, refunds } from "../../db/schema";
import { destinationView } from "./refund-destination-view";
import { configuredProviders } from "./providers";
import { todayUtc } from "./access";
import { getSellerSettings } from "./settings";

export type QuoteRow = typeof quotes.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The API's shapes live in common/billing.ts, where the web app reads them too. */
export type QuoteDto = Quote;
export type InvoicePaymentDto = InvoicePayment;
export type InvoiceDto = Invoice;
export type { PaymentOptions };

/** The tax rate a quote's invoice carries: its own, or (sent before quotes kept one) the settings' rate now. */
export const quoteTaxRate = (q: Pick<QuoteRow, "taxRateBp">, settingsRateBp: number) => q.taxRateBp ?? settingsRateBp;

/**
 * Net, tax and gross of a quote, by the code that computes its invoice's (computeTotals at the rate the invoice
 * will carry): what the acceptance dialog, the quote e-mail and the order header show is what the invoice says.
 */
export const quoteTotals = (q: Pick<QuoteRow, "lines" | "taxRateBp">, settingsRateBp: number) => {
  const taxRateBp = quoteTaxRate(q, settingsRateBp);
  return { taxRateBp, ...computeTotals(q.lines, taxRateBp) };
};

export function toQuoteDto(q: QuoteRow, settingsRateBp: number): QuoteDto {
  const totals = quoteTotals(q, settingsRateBp);
  return {
    id: q.id,
    version: q.version,
    status: q.status as QuoteStatus,
    currency: q.currency,
    lines: q.lines,
    subtotalCents: totals.subtotalCents,
    taxRateBp: totals.taxRateBp,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    validUntil: q.validUntil,
    note: q.note,
    createdAt: q.createdAt.toISOString(),
    decidedAt: q.decidedAt?.toISOString() ?? null,
    declineReason: q.declineReason,
  };
}

/** Overdue: still issued (unpaid, not void) and its due date is past. */
export const isOverdue = (i: Pick<InvoiceRow, "status" | "dueDate">, today = todayUtc()) =>
  i.status === "issued" && i.dueDate < today;

/** Invoices as the API shows them, with their payments, the order's code and the number they replace. */
export async function toInvoiceDtos(db: Db, rows: InvoiceRow[]): Promise<InvoiceDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const replacedIds = [...new Set(rows.map((r) => r.replacesId).filter((id): id is number => id !== null))];
  const [paid, codes, replaced, notes] = await Promise.all([
    db
      .select({
        invoiceId: payments.invoiceId,
        amountCents: payments.amountCents,
        method: payments.method,
        reference: payments.reference,
        receivedOn: payments.receivedOn,
      })
      .from(payments)
      .where(inArray(payments.invoiceId, ids))
      .orderBy(asc(payments.receivedOn), asc(payments.id)),
    db.select({ id: orders.id, code: orders.code }).from(orders).where(inArray(orders.id, orderIds)),
    replacedIds.length
      ? db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, replacedIds))
      : Promise.resolve([]),
    creditNotesOf(db, ids),
  ]);
  const codeOf = new Map(codes.map((o) => [o.id, o.code]));
  const numberOf = new Map(replaced.map((i) => [i.id, i.number]));
  const today = todayUtc();
  return rows.map((r) => {
    const own = paid.filter((p) => p.invoiceId === r.id);
    const paidCents = own.reduce((sum, p) => sum + p.amountCents, 0);
    const credited = notes.filter((n) => n.invoiceId === r.id);
    return {
      number: r.number,
      orderCode: codeOf.get(r.orderId) ?? "",
      status: r.status as InvoiceStatus,
      currency: r.currency,
      lines: r.lines,
      subtotalCents: r.subtotalCents,
      taxRateBp: r.taxRateBp,
      taxCents: r.taxCents,
      totalCents: r.totalCents,
      paidCents,
      refundedCents: credited.reduce((sum, n) => sum + n.note.amountCents, 0),
      balanceCents: r.status === "issued" ? Math.max(0, r.totalCents - paidCents) : 0,
      issuedAt: r.issuedAt.toISOString(),
      dueDate: r.dueDate,
      paidAt: r.paidAt?.toISOString() ?? null,
      voidedAt: r.voidedAt?.toISOString() ?? null,
      voidReason: r.voidReason,
      overdue: isOverdue(r, today),
      replacesNumber: r.replacesId === null ? null : (numberOf.get(r.replacesId) ?? null),
      seller: {
        name: r.seller.name,
        address: r.seller.address ?? "",
        taxId: r.seller.taxId ?? "",
        bankDetails: r.seller.bankDetails ?? "",
        cryptoAddresses: r.seller.cryptoAddresses ?? "",
      },
      buyer: {
        name: r.buyer.name,
        email: r.buyer.email ?? "",
        company: r.buyer.company ?? "",
        address: r.buyer.address ?? "",
        taxId: r.buyer.taxId ?? "",
      },
      payments: own.map((p) => ({
        amountCents: p.amountCents,
        method: p.method as PaymentMethodId,
        reference: p.reference,
        receivedOn: p.receivedOn,
      })),
      creditNotes: credited.map((n) => ({ ...n.note, invoiceNumber: r.number })),
    };
  });
}

/** The credit notes of some invoices, oldest first, each with the refunds that pay it out. */
async function creditNotesOf(db: Db, invoiceIds: number[]) {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.id));
  if (!notes.length) return [];
  const money = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.creditNoteId,
        notes.map((n) => n.id),
      ),
    )
    .orderBy(asc(refunds.id));
  return notes.map((n) => ({
    invoiceId: n.invoiceId,
    note: {
      number: n.number,
      amountCents: n.amountCents,
      currency: n.currency,
      reason: n.reason,
      issuedAt: n.issuedAt.toISOString(),
      refunds: money
        .filter((m) => m.creditNoteId === n.id)
        .map((m) => ({
          id: m.id,
          amountCents: m.amountCents,
          method: m.method as PaymentMethodId,
          status: m.status as RefundStatus,
          refundedOn: m.refundedOn,
          reference: m.reference,
          ...destinationView(m),
        })),
    } satisfies Omit<CreditNote, "invoiceNumber">,
  }));
}

export async function toInvoiceDto(db: Db, row: InvoiceRow): Promise<InvoiceDto> {
  return (await toInvoiceDtos(db, [row]))[0]!;
}

/** Which online providers this server has: card (Stripe) and online wallet (PayPal). */
export function onlineMethods(config: Pick<Config, "stripe">) {
  const methods = new Set(configuredProviders(config).map((p) => p.method));
  return { card: methods.has("card"), wallet: methods.has("wallet") };
}

/**
 * The methods a client may pay with: bank and crypto instructions only when enabled and written, card and
 * wallet only when their provider is configured. A method with incomplete details is never offered.
 */
export function paymentOptions(seller: SellerSettings, online: { card: boolean; wallet: boolean }): PaymentOptions {
  return {
    bankTransfer: seller.bankTransferEnabled && seller.bankDetails.trim() ? seller.bankDetails : null,
    crypto: seller.cryptoEnabled && seller.cryptoAddresses.trim() ? seller.cryptoAddresses : null,
    card: online.card,
    wallet: online.wallet,
  };
}

/** An order's billing as its owner and staff see it: quotes and invoices newest first, and how to pay. */
export async function orderBillingView(
  db: Db,
  orderId: number,
  online: { card: boolean; wallet: boolean },
): Promise<OrderBilling> {
  const [quoteRows, invoiceRows, seller] = await Promise.all([
    db.select().from(quotes).where(eq(quotes.orderId, orderId)).orderBy(desc(quotes.version)),
    db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(desc(invoices.id)),
    getSellerSettings(db),
  ]);
  return {
    quotes: quoteRows.map((q) => toQuoteDto(q, seller.taxRateBp)),
    invoices: await toInvoiceDtos(db, invoiceRows),
    paymentOptions: paymentOptions(seller, online),
    terms: { paymentTermDays: seller.paymentTermDays, taxRateBp: seller.taxRateBp },
  };
}
