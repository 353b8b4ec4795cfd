import { and, eq, sql } from "drizzle-orm";
import type { PaymentMethodId } from "@common/billing";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from "@common/locales";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { invoices, orders, payments, webhookEvents } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { paymentReceiptEmail, paymentStaffEmail, type PaymentMailFacts } from "../../mail/templates/payment";
import { deliver } from "../deliver";
import { findCheckout, recordPaymentIssue } from "./payment-checks";
import { openBriefFor } from "../order-brief";
import { onInvoiceSettled } from "../retainers/lifecycle";
import { getSettings } from "../settings";
import { staffLocale } from "../staff-locale";
import { emitInvoiceEvent } from "../webhooks/events";

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentDeps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;

/** INV-2026-0001; anything else is not an invoice number (a 404 before any query). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{4,6}$/;

export interface PaymentInput {
  /** The invoice, by id or by number. */
  invoiceId?: number;
  number?: string;
  /** Without it, what is left to pay. */
  amountCents?: number;
  method: PaymentMethodId;
  reference: string;
  receivedOn: string;
  /** The staff member who recorded it; null for a provider's webhook. */
  recordedBy: string | null;
  provider?: string;
  /** The provider's id of the payment (unique: a payment is never recorded twice). */
  providerRef?: string;
  /** The provider's id of the money taken, which a refund names. */
  providerPaymentId?: string;
}

export interface RecordedPayment {
  invoice: InvoiceRow;
  paymentId: number;
  paidCents: number;
  /** The invoice became paid with this payment. */
  settled: boolean;
}

export const notPayable = () =>
  new ApiError(409, "INVOICE_NOT_PAYABLE", "This invoice is not open for payment (it is paid or void).");

const langOf = (locale: string): Language => (isLanguage(locale) ? locale : DEFAULT_LANGUAGE);

async function paidSoFar(tx: Db, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  return Number(row?.sum ?? 0);
}

/** What is left to pay on an invoice (0 when paid or void). */
export async function remainingCents(db: Db, invoice: InvoiceRow): Promise<number> {
  if (invoice.status !== "issued") return 0;
  return Math.max(0, invoice.totalCents - (await paidSoFar(db, invoice.id)));
}

/**
 * Records money received against an invoice inside the caller's transaction: the payment row; the invoice
 * becomes paid once payments cover its total; the order takes the method as its payment method. Money never starts
 * the work (issue 41): staff start it (a paid order waiting to start is in "Needs attention"), so the refund policy's
 * "before work starts" tier holds until they do. The client's receipt and the note to staff are queued with it. 404 for an unknown invoice, 409 INVOICE_NOT_PAYABLE for a paid or void one.
 */
export async function recordPaymentIn(tx: Db, deps: PaymentDeps, input: PaymentInput): Promise<RecordedPayment> {
  const where =
    input.invoiceId !== undefined ? eq(invoices.id, input.invoiceId) : eq(invoices.number, input.number ?? "");
  // FOR UPDATE: two payments on one invoice at once (staff and a webhook) are counted one after the other.
  const [invoice] = await tx.select().from(invoices).where(where).for("update").limit(1);
  if (!invoice) throw notFound("No such invoice.");
  if (invoice.status !== "issued") throw notPayable();

  const before = await paidSoFar(tx, invoice.id);
  const left = Math.max(0, invoice.totalCents - before);
  const amountCents = input.amountCents ?? left;
  // Staff typing more than is owed is a typo; a provider's charge is what it is, and is recorded as charged.
  if (input.recordedBy !== null && amountCents > left) {
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { amountCents: "errors.amount" });
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      amountCents,
      currency: invoice.currency,
      method: input.method,
      reference: input.reference,
      receivedOn: input.receivedOn,
      recordedBy: input.recordedBy,
      provider: input.provider ?? null,
      providerRef: input.providerRef ?? null,
      providerPaymentId: input.providerPaymentId ?? null,
    })
    .returning({ id: payments.id });
  const paidCents = before + amountCents;
  const settled = paidCents >= invoice.totalCents;

  let current = invoice;
  if (settled) {
    const [updated] = await tx
      .update(invoices)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    current = updated!;
    // The order's retainer (issue 42) starts when its first invoice is paid.
    await onInvoiceSettled(tx, invoice, new Date());
    await emitInvoiceEvent(tx, "invoice.paid", invoice.id);
  }

  const [order] = await tx.select().from(orders).where(eq(orders.id, invoice.orderId)).for("update");
  await tx.update(orders).set({ paymentMethod: input.method, updatedAt: new Date() }).where(eq(orders.id, order!.id));
  // A service whose brief opens on payment (issue 41) sends it with the first paid invoice.
  if (settled) await openBriefFor(deps, tx, order!, "paid");

  const settings = await getSettings(tx, deps.config);
  const staffLang = await staffLocale(tx, settings.staffEmail);
  const facts: PaymentMailFacts = {
    invoiceNumber: invoice.number,
    orderCode: order!.code,
    amountCents,
    currency: invoice.currency,
    method: input.method,
    reference: input.reference,
    receivedOn: input.receivedOn,
    remainingCents: Math.max(0, invoice.totalCents - paidCents),
  };
  const lang = langOf(invoice.locale);
  const base = deps.config.publicUrl;
  await deliver(
    deps.mailer,
    deps.logger,
    `payment ${invoice.number}`,
    [
      {
        to: invoice.buyer.email || order!.contactEmail,
        ...paymentReceiptEmail(lang, facts, `${base}${localizedPath(lang, orderPagePath(order!.code))}`),
      },
      {
        to: settings.staffEmail,
        ...paymentStaffEmail(staffLang, facts, invoice.buyer.name, `${base}${adminOrderPath(order!.code)}`),
      },
    ],
    tx,
  );
  return { invoice: current, paymentId: payment!.id, paidCents, settled };
}

/** recordPaymentIn() in a transaction of its own. */
export function recordPayment(deps: PaymentDeps, input: PaymentInput): Promise<RecordedPayment> {
  return deps.database.db.transaction((tx) => recordPaymentIn(tx as unknown as Db, deps, input));
}

export type WebhookOutcome =
  "recorded" | "duplicate" | "ignored" | "not_payable" | "unknown_invoice" | "unknown_checkout" | "mismatch";

/**
 * Applies a provider's verified payment once: its event id goes into webhook_events in the same transaction as the
 * payment, so a redelivered event (or two deliveries at once: the second waits on the first's key) changes
 * nothing. The payment counts only against a checkout this product opened (provider_checkouts), on that checkout's
 * invoice, in the currency and amount it asked for; anything else (another currency or amount, a checkout someone
 * else made, money for a paid or void invoice) is kept as a payment issue for staff, who are e-mailed, and no
 * invoice changes.
 */
export async function applyWebhookPayment(
  deps: PaymentDeps,
  event: { id: string; type: string; provider: string },
  payment: {
    invoiceNumber: string;
    amountCents: number;
    currency: string;
    method: PaymentMethodId;
    ref: string;
    paymentId: string;
    checkoutRef?: string;
    receivedOn: string;
  },
): Promise<WebhookOutcome> {
  return oncePerEvent(deps, event, async (tx) => {
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.provider, event.provider), eq(payments.providerRef, payment.ref)));
    // Another event about the same payment (completed, then async_payment_succeeded): recorded already.
    if (known) return "duplicate" as const;

    const received = { currency: payment.currency, amountCents: payment.amountCents };
    const issue = { provider: event.provider, eventId: event.id, eventType: event.type, received };
    const checkout = await findCheckout(tx, event.provider, payment.checkoutRef);
    if (!checkout) {
      // Shown on the invoice it names, when there is one: someone paid "for" it outside this product.
      const [named] = INVOICE_NUMBER_PATTERN.test(payment.invoiceNumber)
        ? await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, payment.invoiceNumber))
        : [];
      await recordPaymentIssue(tx, deps, {
        ...issue,
        kind: "unknown_checkout",
        invoiceId: named?.id ?? null,
        providerRef: payment.checkoutRef ?? payment.ref,
      });
      return "unknown_checkout" as const;
    }
    const expected = { currency: checkout.currency, amountCents: checkout.amountCents };
    const wrong =
      payment.currency !== checkout.currency
        ? "currency"
        : payment.amountCents !== checkout.amountCents
          ? "amount"
          : null;
    if (wrong) {
      await recordPaymentIssue(tx, deps, {
        ...issue,
        kind: wrong,
        invoiceId: checkout.invoiceId,
        providerRef: checkout.ref,
        expected,
      });
      return "mismatch" as const;
    }
    try {
      // Its refusals (paid or void invoice) come before any write: the event stays marked as seen.
      await recordPaymentIn(tx, deps, {
        invoiceId: checkout.invoiceId,
        amountCents: payment.amountCents,
        method: payment.method,
        reference: payment.ref,
        receivedOn: payment.receivedOn,
        recordedBy: null,
        provider: event.provider,
        providerRef: payment.ref,
        providerPaymentId: payment.paymentId,
      });
      return "recorded" as const;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // Money arrived for a paid or void invoice: staff must look at it (and refund).
      await recordPaymentIssue(tx, deps, {
        ...issue,
        kind: "not_payable",
        invoiceId: checkout.invoiceId,
        providerRef: checkout.ref,
        expected,
      });
      return err.status === 404 ? ("unknown_invoice" as const) : ("not_payable" as const);
    }
  });
}

/**
 * Runs `apply` once per provider event: the event's id goes into webhook_events in the same transaction as what
 * `apply` writes, so a redelivered event (or two deliveries at once: the second waits on the first's key) is
 * answered "duplicate" and changes nothing.
 */
export async function oncePerEvent<T extends string>(
  deps: Pick<PaymentDeps, "database">,
  event: { id: string; type: string; provider: string },
  apply: (tx: Db) => Promise<T>,
): Promise<T | "duplicate"> {
  try {
    return await deps.database.db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      const seen = await tx
        .insert(webhookEvents)
        .values({ id: event.id, provider: event.provider, type: event.type })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (!seen.length) return "duplicate" as const;
      return apply(tx);
    });
  } catch (err) {
    // Two deliveries of one event at once on PostgreSQL: the loser's insert hit the key after the winner's commit.
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === "23505" || e.cause?.code === "23505") return "duplicate";
    throw err;
  }
}

/**
 * An invoice a signed-in user may see: their own order's, or any when `staffToo` (the caller is staff as
 * auth/staff.ts decides it: the admin role and two-factor). Anyone else gets undefined — a 404, the invoice's
 * existence is not told.
 */
export async function findInvoiceFor(
  db: Db,
  number: string,
  userId: string,
  opts: { staffToo: boolean },
): Promise<(InvoiceRow & { orderCode: string }) | undefined> {
  if (!INVOICE_NUMBER_PATTERN.test(number)) return undefined;
  const who = opts.staffToo ? undefined : eq(orders.userId, userId);
  const [row] = await db
    .select({ invoice: invoices, orderCode: orders.code })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.number, number), who));
  return row ? { ...row.invoice, orderCode: row.orderCode } : undefined;
}
