import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { PaymentIssueDto, PaymentIssueKind } from "@common/payment-issues";
import { adminOrderPath } from "@common/workspace";
import type { Db } from "../../db/client";
import { invoices, orders, paymentIssues, providerCheckouts } from "../../db/schema";
import { paymentIssueStaffEmail } from "../../mail/templates/payment-issue";
import { deliver } from "../deliver";
import { getSettings } from "../settings";
import { staffLocale } from "../staff-locale";
import type { AppDeps } from "../../app-deps";

type PaymentDeps = Pick<AppDeps, "database" | "mailer" | "logger" | "config">;
export type CheckoutRow = typeof providerCheckouts.$inferSelect;

/** What the product asked for at a provider, kept when the checkout is opened (the same checkout twice: once). */
export async function rememberCheckout(
  db: Db,
  checkout: { provider: string; ref: string; invoiceId: number; currency: string; amountCents: number },
): Promise<void> {
  await db.insert(providerCheckouts).values(checkout).onConflictDoNothing();
}

/** A checkout this product opened at the provider, or undefined (an order or session someone else made). */
export async function findCheckout(db: Db, provider: string, ref: string | undefined) {
  if (!ref) return undefined;
  const [row] = await db
    .select()
    .from(providerCheckouts)
    .where(and(eq(providerCheckouts.provider, provider), eq(providerCheckouts.ref, ref)));
  return row;
}

export interface PaymentIssueInput {
  provider: string;
  kind: PaymentIssueKind;
  eventId?: string;
  eventType?: string;
  /** Keys the issue when the event has no id of its own (a hash of its body). */
  key?: string;
  invoiceId?: number | null;
  providerRef?: string;
  expected?: { currency: string; amountCents: number };
  received?: { currency: string; amountCents: number };
  detail?: string;
}

const DETAIL_MAX = 2000;

/**
 * Keeps an event the product did not apply for staff, once per event (a redelivery adds nothing), and queues the
 * note to staff with it in the caller's transaction. True when it was new.
 */
export async function recordPaymentIssue(tx: Db, deps: PaymentDeps, input: PaymentIssueInput): Promise<boolean> {
  const key = `${input.provider}:${input.key ?? input.eventId ?? ""}`;
  const [row] = await tx
    .insert(paymentIssues)
    .values({
      key,
      provider: input.provider,
      kind: input.kind,
      eventId: input.eventId ?? null,
      eventType: input.eventType ?? null,
      invoiceId: input.invoiceId ?? null,
      providerRef: input.providerRef ?? null,
      expectedCurrency: input.expected?.currency ?? null,
      expectedCents: input.expected?.amountCents ?? null,
      receivedCurrency: input.received?.currency ?? null,
      receivedCents: input.received?.amountCents ?? null,
      detail: (input.detail ?? "").slice(0, DETAIL_MAX),
    })
    .onConflictDoNothing()
    .returning({ id: paymentIssues.id });
  if (!row) return false;
  deps.logger.error("payment event not applied", {
    provider: input.provider,
    kind: input.kind,
    event: input.eventId,
    ref: input.providerRef,
  });

  const [where] = input.invoiceId
    ? await tx
        .select({ number: invoices.number, orderCode: orders.code })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, input.invoiceId))
    : [];
  const settings = await getSettings(tx, deps.config);
  const lang = await staffLocale(tx, settings.staffEmail);
  const base = deps.config.publicUrl;
  await deliver(
    deps.mailer,
    deps.logger,
    `payment issue ${row.id}`,
    [
      {
        to: settings.staffEmail,
        ...paymentIssueStaffEmail(
          lang,
          {
            kind: input.kind,
            provider: input.provider,
            invoiceNumber: where?.number,
            orderCode: where?.orderCode,
            providerRef: input.providerRef,
            expected: input.expected,
            received: input.received,
          },
          `${base}${where ? adminOrderPath(where.orderCode) : "/admin/invoices"}`,
        ),
      },
    ],
    tx,
  );
  return true;
}

/**
 * A signed event the provider's parser could not read: kept once (by its id, or by its body's hash when it has
 * none) with what was wrong and the start of its body.
 */
export function recordMalformedEvent(
  deps: PaymentDeps,
  provider: string,
  rawBody: string,
  problem: { eventId?: string; eventType?: string; reason: string },
): Promise<boolean> {
  const hash = createHash("sha256").update(rawBody).digest("hex");
  return deps.database.db.transaction((tx) =>
    recordPaymentIssue(tx as unknown as Db, deps, {
      provider,
      kind: "malformed",
      eventId: problem.eventId,
      eventType: problem.eventType,
      key: problem.eventId ?? `sha256:${hash}`,
      detail: `${problem.reason}\n\n${rawBody.slice(0, DETAIL_MAX - problem.reason.length - 2)}`,
    }),
  );
}

const money = (currency: string | null, amountCents: number | null) =>
  currency !== null && amountCents !== null ? { currency, amountCents } : null;

/** The issues staff see, newest first: every one, or those of one order's invoices. */
export async function listPaymentIssues(db: Db, query: { order?: string; limit: number }): Promise<PaymentIssueDto[]> {
  const rows = await db
    .select({ issue: paymentIssues, invoiceNumber: invoices.number, orderCode: orders.code })
    .from(paymentIssues)
    .leftJoin(invoices, eq(invoices.id, paymentIssues.invoiceId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(query.order ? eq(orders.code, query.order) : sql`true`)
    .orderBy(desc(paymentIssues.createdAt), desc(paymentIssues.id))
    .limit(query.limit);
  return rows.map(({ issue, invoiceNumber, orderCode }) => ({
    id: issue.id,
    kind: issue.kind as PaymentIssueKind,
    provider: issue.provider,
    eventId: issue.eventId,
    eventType: issue.eventType,
    invoiceNumber,
    orderCode,
    providerRef: issue.providerRef,
    expected: money(issue.expectedCurrency, issue.expectedCents),
    received: money(issue.receivedCurrency, issue.receivedCents),
    detail: issue.detail,
    createdAt: issue.createdAt.toISOString(),
  }));
}
