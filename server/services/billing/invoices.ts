import { and, desc, eq, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { computeTotals, invoiceNumber, type SellerSettings } from "@common/billing";
import { localizedPath, type Language } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { qualified } from "../../db/qualified";
import { invoiceCounters, invoices, payments, user, type BillingLine, type BillingParty } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { invoiceIssuedEmail } from "../../mail/templates/billing";
import { deliver } from "../deliver";
import { orderLanguage } from "../workspace-mail";
import { addDays, lockOrder, todayUtc, type OrderRow } from "./access";
import { assertInvoicingReady } from "./checklist";
import { onlineMethods, paymentOptions, toInvoiceDto, type InvoiceDto, type InvoiceRow } from "./dto";
import { localizeLines } from "./line-names";
import { getBillingDetails, getSellerSettings } from "./settings";
import { emitInvoiceEvent } from "../webhooks/events";

export type { InvoiceRow };

export interface IssueInvoiceInput {
  order: OrderRow;
  lines: BillingLine[];
  /** Without it, the issue date plus the settings' payment term. */
  dueDate?: string;
  quoteId?: number | null;
  /** ISO 4217; without it, the order's currency. An invoice from a quote carries the quote's currency. */
  currency?: string;
  /** The staff member who issued it (null when it follows the client's acceptance of a quote). */
  issuedBy?: string | null;
  /** The tax rate (basis points); without it, the settings'. An invoice from a quote carries the quote's. */
  taxRateBp?: number;
  /** The settings to print; read inside the transaction when not given. */
  seller?: SellerSettings;
  now?: Date;
}

/** The invoices table again, for "is this void invoice replaced already". */
const replaced = alias(invoices, "replaced");

const NUMBER = /^INV-\d{4}-\d{4,9}$/i;

/**
 * Issues an invoice inside the caller's transaction: the year's next number from invoice_counters (the row lock
 * taken by the upsert orders concurrent issuers, and a rollback gives the number back, so numbers stay gapless on
 * any number of instances), the seller and buyer frozen as they are now, tax from the quote or the settings, plan
 * lines named in the client's language (kept as issued). A void invoice of the order that nothing replaces yet is
 * the one this invoice replaces.
 */
export async function issueInvoice(tx: Db, input: IssueInvoiceInput): Promise<InvoiceRow> {
  const now = input.now ?? new Date();
  const seller = input.seller ?? (await getSellerSettings(tx));
  const { order } = input;
  const locale = orderLanguage(order);
  const lines = localizeLines(
    input.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    locale,
  );
  const taxRateBp = input.taxRateBp ?? seller.taxRateBp;
  const totals = computeTotals(lines, taxRateBp);
  const buyer = await buyerOf(tx, order);
  const [voided] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, order.id),
        eq(invoices.status, "void"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(replaced)
            .where(eq(replaced.replacesId, invoices.id)),
        ),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);

  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });

  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, counter!.last),
      orderId: order.id,
      quoteId: input.quoteId ?? null,
      replacesId: voided?.id ?? null,
      currency: input.currency ?? order.currency,
      lines,
      ...totals,
      taxRateBp,
      seller: {
        name: seller.legalName,
        address: seller.address,
        taxId: seller.taxId,
        bankDetails: seller.bankDetails,
        cryptoAddresses: seller.cryptoAddresses,
      },
      buyer,
      locale,
      issuedAt: now,
      dueDate: input.dueDate ?? addDays(todayUtc(now), seller.paymentTermDays),
      issuedBy: input.issuedBy ?? null,
    })
    .returning();
  await emitInvoiceEvent(tx, "invoice.issued", row!.id);
  return row!;
}

/** The owner's account and billing details; a guest order's contact name and address. */
async function buyerOf(tx: Db, order: OrderRow): Promise<BillingParty> {
  if (order.userId) {
    const [owner] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, order.userId));
    if (owner) {
      const details = await getBillingDetails(tx, order.userId);
      return { name: owner.name || order.contactName, email: owner.email, ...details };
    }
  }
  return { name: order.contactName, email: order.contactEmail, company: "", address: "", taxId: "" };
}

/** Where the client pays an invoice: the invoice on their order page, in the invoice's language. */
export function invoicePayUrl(deps: Pick<AppDeps, "config">, lang: Language, orderCode: string, number: string) {
  return `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(orderCode))}#invoice-${number}`;
}

/**
 * Queues "invoice issued" to the client inside the issuing transaction (staff issue, quote acceptance), in the
 * order's language: the PDF attached, how to pay with the methods offered now, and "Pay invoice".
 */
export async function queueInvoiceIssuedMail(deps: AppDeps, tx: Db, order: OrderRow, invoice: InvoiceRow) {
  const lang = orderLanguage(order);
  const options = paymentOptions(await getSellerSettings(tx), onlineMethods(deps.config));
  await deliver(
    deps.mailer,
    deps.logger,
    `invoice ${invoice.number}`,
    [
      {
        to: order.contactEmail,
        ...invoiceIssuedEmail(lang, order, invoice, invoicePayUrl(deps, lang, order.code, invoice.number), options),
        attachments: [{ kind: "invoice", number: invoice.number }],
      },
    ],
    tx,
  );
}

/** Staff issue an invoice directly on an order; the client is e-mailed in the same transaction. */
export async function issueInvoiceForOrder(
  deps: AppDeps,
  order: OrderRow,
  staffId: string,
  input: { lines: BillingLine[]; dueDate?: string },
): Promise<InvoiceDto> {
  const { db } = deps.database;
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await assertInvoicingReady(tx, deps.config);
    const locked = await lockOrder(tx, order.id);
    const invoice = await issueInvoice(tx, {
      order: locked,
      lines: input.lines,
      dueDate: input.dueDate,
      issuedBy: staffId,
    });
    await queueInvoiceIssuedMail(deps, tx, locked, invoice);
    return invoice;
  });
  return toInvoiceDto(db, row);
}

/** An invoice by its number (any case); undefined for an unknown or malformed number. */
export async function loadInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | undefined> {
  if (!NUMBER.test(number)) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number.toUpperCase())).limit(1);
  return row;
}

/** Voids an issued invoice with a reason (404 unknown, 409 INVOICE_NOT_VOIDABLE when paid or void already). */
export async function voidInvoice(db: Db, number: string, staffId: string, reason: string): Promise<InvoiceDto> {
  const found = await loadInvoiceByNumber(db, number);
  if (!found) throw new ApiError(404, "NOT_FOUND", "No such invoice.");
  const [row] = await db
    .update(invoices)
    .set({ status: "void", voidedAt: new Date(), voidReason: reason, voidedBy: staffId })
    // Money already received stays on its invoice: voiding a part-paid one would leave a payment that a reissue
    // counts again. Such an invoice is settled (or refunded outside the product) instead.
    .where(
      and(
        eq(invoices.id, found.id),
        eq(invoices.status, "issued"),
        sql`not exists (select 1 from ${payments} where ${payments.invoiceId} = ${qualified(invoices.id)})`,
      ),
    )
    .returning();
  if (!row) throw new ApiError(409, "INVOICE_NOT_VOIDABLE", "Only an issued invoice with no payment can be voided.");
  await emitInvoiceEvent(db, "invoice.voided", row.id);
  return toInvoiceDto(db, row);
}
