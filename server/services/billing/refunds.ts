import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { creditNoteNumber, type PaymentMethodId, type Refund, type RefundStatus } from "@common/billing";
import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from "@common/locales";
import { orderPagePath } from "@common/workspace";
import type { Db } from "../../db/client";
import { qualified } from "../../db/qualified";
import { creditNoteCounters, creditNotes, invoices, orders, payments, refunds } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { creditNoteEmail } from "../../mail/templates/refunds";
import { deliver } from "../deliver";
import { todayUtc } from "./access";
import { oncePerEvent, type PaymentDeps } from "./payments";
import { configuredProviders } from "./providers";
import { getSellerSettings } from "./settings";
import { destinationView } from "./refund-destination-view";
import { emitWebhookEvent } from "../webhooks/events";

export type CreditNoteRow = typeof creditNotes.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

const langOf = (locale: string): Language => (isLanguage(locale) ? locale : DEFAULT_LANGUAGE);

export const refundExceedsPaid = () =>
  new ApiError(409, "REFUND_EXCEEDS_PAID", "A refund cannot be more than what was paid and not yet credited.");

/** Money received on an invoice and what credit notes gave back of it, read inside the caller's transaction. */
export async function invoiceMoney(tx: Db, invoiceId: number) {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce((select sum(${payments.amountCents}) from ${payments} where ${payments.invoiceId} = ${invoiceId}), 0)`,
      credited: sql<string>`coalesce((select sum(${creditNotes.amountCents}) from ${creditNotes} where ${creditNotes.invoiceId} = ${invoiceId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return { paidCents: Number(row?.paid ?? 0), creditedCents: Number(row?.credited ?? 0) };
}

export interface CreditNoteInput {
  invoiceId: number;
  amountCents: number;
  reason: string;
  cancellationId?: number | null;
  issuedBy: string | null;
  now?: Date;
}

/**
 * Issues a credit note inside the caller's transaction: the invoice row locked (two refunds of one invoice are
 * counted one after the other), the amount checked against what was paid and not yet credited (409
 * REFUND_EXCEEDS_PAID), the year's next CN number from credit_note_counters (gapless: a rollback gives it back),
 * the seller and buyer frozen, one refund per payment it gives money back on (newest payment first), and the
 * client's e-mail with the PDF queued. Provider refunds are started after the commit (startProviderRefunds).
 */
export async function issueCreditNote(
  tx: Db,
  deps: PaymentDeps,
  input: CreditNoteInput,
): Promise<{ note: CreditNoteRow; refundIds: number[] }> {
  const now = input.now ?? new Date();
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { amountCents: "errors.amount" });
  }
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for("update");
  if (!invoice) throw notFound("No such invoice.");
  const { paidCents, creditedCents } = await invoiceMoney(tx, invoice.id);
  if (input.amountCents > paidCents - creditedCents) throw refundExceedsPaid();

  const seller = await getSellerSettings(tx);
  const year = now.getUTCFullYear();
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.year, set: { last: sql`${creditNoteCounters.last} + 1` } })
    .returning({ last: creditNoteCounters.last });
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: creditNoteNumber(year, counter!.last),
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      cancellationId: input.cancellationId ?? null,
      currency: invoice.currency,
      amountCents: input.amountCents,
      reason: input.reason,
      seller: { name: seller.legalName, address: seller.address, taxId: seller.taxId },
      buyer: invoice.buyer,
      locale: invoice.locale,
      issuedAt: now,
      issuedBy: input.issuedBy,
    })
    .returning();
  const [orderRow] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, invoice.orderId));
  await emitWebhookEvent(tx, "credit_note.issued", {
    creditNote: {
      number: note!.number,
      invoiceNumber: invoice.number,
      orderCode: orderRow?.code ?? null,
      currency: note!.currency,
      amountMinor: note!.amountCents,
      issuedAt: note!.issuedAt.toISOString(),
    },
  });

  // Which payments the money goes back on: newest first, each up to what it has not given back yet.
  const paid = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      method: payments.method,
      provider: payments.provider,
      refunded: sql<string>`coalesce((select sum(r.amount_cents) from ${refunds} r where r.payment_id = ${qualified(payments.id)} and r.status <> 'failed'), 0)`,
    })
    .from(payments)
    .where(eq(payments.invoiceId, invoice.id))
    .orderBy(desc(payments.id));
  let left = input.amountCents;
  const refundIds: number[] = [];
  const methods: PaymentMethodId[] = [];
  for (const p of paid) {
    if (left <= 0) break;
    const take = Math.min(left, p.amountCents - Number(p.refunded));
    if (take <= 0) continue;
    const [r] = await tx
      .insert(refunds)
      .values({
        creditNoteId: note!.id,
        paymentId: p.id,
        amountCents: take,
        method: p.method,
        provider: p.provider,
        status: "pending",
      })
      .returning({ id: refunds.id });
    refundIds.push(r!.id);
    methods.push(p.method as PaymentMethodId);
    left -= take;
  }

  const [order] = await tx.select({ code: orders.code }).from(orders).where(eq(orders.id, invoice.orderId));
  const lang = langOf(invoice.locale);
  await deliver(
    deps.mailer,
    deps.logger,
    `credit note ${note!.number}`,
    [
      {
        to: invoice.buyer.email || "",
        ...creditNoteEmail(
          lang,
          {
            number: note!.number,
            invoiceNumber: invoice.number,
            orderCode: order!.code,
            amountCents: note!.amountCents,
            currency: note!.currency,
            methods,
          },
          `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(order!.code))}`,
        ),
        attachments: [{ kind: "credit_note" as const, number: note!.number }],
      },
    ].filter((m) => m.to),
    tx,
  );
  return { note: note!, refundIds };
}

const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  amountCents: r.amountCents,
  method: r.method as PaymentMethodId,
  status: r.status as RefundStatus,
  refundedOn: r.refundedOn,
  reference: r.reference,
  ...destinationView(r),
});

/**
 * Starts the provider refunds among `ids` (after the credit note's commit): each call is idempotent on the
 * refund's id, so a retry never pays twice. What the provider says is stored; a provider that cannot be reached
 * leaves the refund pending with its error, for staff to retry. Manual (bank, crypto) refunds are left to staff.
 */
export async function startProviderRefunds(deps: PaymentDeps, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { db } = deps.database;
  const providers = new Map(configuredProviders(deps.config).map((p) => [p.id, p]));
  const rows = await db
    .select({
      refund: refunds,
      paymentId: payments.providerPaymentId,
      currency: payments.currency,
      note: creditNotes.number,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(and(inArray(refunds.id, ids), sql`${refunds.provider} is not null`, ne(refunds.status, "succeeded")));
  for (const row of rows) {
    const provider = providers.get(row.refund.provider!);
    const fail = async (error: string) => {
      deps.logger.error("provider refund not started", { refund: row.refund.id, provider: row.refund.provider, error });
      await db
        .update(refunds)
        .set({ status: "failed", lastError: error.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(refunds.id, row.refund.id), ne(refunds.status, "succeeded")));
    };
    if (!provider || !row.paymentId) {
      await fail(provider ? "The payment has no provider id to refund." : "The provider is not configured.");
      continue;
    }
    try {
      const result = await provider.refund({
        paymentId: row.paymentId,
        amountCents: row.refund.amountCents,
        currency: row.currency,
        refundId: row.refund.id,
        creditNoteNumber: row.note,
      });
      await db
        .update(refunds)
        .set({
          providerRef: result.ref,
          lastError: null,
          // A webhook may have confirmed it already: a succeeded refund stays succeeded.
          status: sql`case when ${refunds.status} = 'succeeded' then 'succeeded' else ${result.status} end`,
          refundedOn: result.status === "succeeded" ? todayUtc() : sql`${refunds.refundedOn}`,
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, row.refund.id));
    } catch (err) {
      await fail(String(err instanceof Error ? err.message : err));
    }
  }
}

/**
 * Applies a provider's verified refund event once (its id goes into webhook_events with the change): the refund,
 * found by the provider's id or the product's id the provider echoes, takes the new state; a succeeded refund
 * never goes back.
 */
export async function applyWebhookRefund(
  deps: PaymentDeps,
  event: { id: string; type: string; provider: string },
  refund: { ref: string; status: "pending" | "succeeded" | "failed"; refundId?: number },
): Promise<"updated" | "duplicate" | "unknown_refund"> {
  return oncePerEvent(deps, event, async (tx) => {
    const match =
      refund.refundId !== undefined && Number.isSafeInteger(refund.refundId)
        ? sql`(${refunds.providerRef} = ${refund.ref} or (${refunds.id} = ${refund.refundId} and (${refunds.providerRef} is null or ${refunds.providerRef} = ${refund.ref})))`
        : eq(refunds.providerRef, refund.ref);
    const updated = await tx
      .update(refunds)
      .set({
        providerRef: refund.ref,
        status: refund.status,
        refundedOn:
          refund.status === "succeeded"
            ? sql`coalesce(${refunds.refundedOn}, ${todayUtc()})`
            : sql`${refunds.refundedOn}`,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.provider, event.provider), match, ne(refunds.status, "succeeded")))
      .returning({ id: refunds.id });
    if (updated.length) return "updated" as const;
    const [known] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.provider, event.provider), match));
    if (known) return "duplicate" as const;
    deps.logger.error("webhook refund not matched", { provider: event.provider, event: event.id, ref: refund.ref });
    return "unknown_refund" as const;
  });
}

/** Staff record a bank or crypto refund once the money went back (404 unknown; 409 for a provider's refund). */
export async function recordManualRefund(
  db: Db,
  id: number,
  staffId: string,
  input: { refundedOn: string; reference: string },
): Promise<Refund> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw notFound("No such refund.");
  if (row.provider) {
    throw new ApiError(409, "REFUND_BY_PROVIDER", "This refund goes through the payment provider, which confirms it.");
  }
  if (row.status === "succeeded") throw new ApiError(409, "REFUND_RECORDED", "This refund is recorded already.");
  const [updated] = await db
    .update(refunds)
    .set({
      status: "succeeded",
      refundedOn: input.refundedOn,
      reference: input.reference,
      recordedBy: staffId,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), ne(refunds.status, "succeeded")))
    .returning();
  if (!updated) throw new ApiError(409, "REFUND_RECORDED", "This refund is recorded already.");
  return toRefund(updated);
}

/** Staff start a provider refund again after it failed to start (idempotent at the provider). */
export async function retryProviderRefund(deps: PaymentDeps, id: number): Promise<Refund> {
  const { db } = deps.database;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw notFound("No such refund.");
  if (!row.provider || row.status !== "failed") {
    throw new ApiError(409, "REFUND_NOT_RETRYABLE", "Only a provider refund that failed can be tried again.");
  }
  await db.update(refunds).set({ status: "pending", updatedAt: new Date() }).where(eq(refunds.id, id));
  await startProviderRefunds(deps, [id]);
  const [after] = await db.select().from(refunds).where(eq(refunds.id, id));
  return toRefund(after!);
}
