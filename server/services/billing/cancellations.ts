import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { CancellationDecisionInput, ProgressInput } from "@common/billing";
import { localizedPath } from "@common/locales";
import {
  businessDeadline,
  refundQuote,
  type Cancellation,
  type CancellationStatus,
  type CancellationView,
  type RefundQuote,
  type RefundTier,
} from "@common/refund-policy";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import type { Db } from "../../db/client";
import { qualified } from "../../db/qualified";
import { cancellationRequests, creditNotes, invoices, orderEvents, orders, payments } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import {
  cancellationDecidedClientEmail,
  cancellationRequestedClientEmail,
  cancellationRequestedStaffEmail,
  orderCancelledEmail,
} from "../../mail/templates/refunds";
import { deliver } from "../deliver";
import { getSettings } from "../settings";
import { milestonesOf, orderProgress } from "../milestones/store";
import { staffLocale } from "../staff-locale";
import { orderLanguage } from "../workspace-mail";
import { lockOrder, type OrderRow } from "./access";
import type { PaymentDeps } from "./payments";
import { invoiceMoney, issueCreditNote, refundExceedsPaid, startProviderRefunds } from "./refunds";
import { getSellerSettings } from "./settings";
import { emitInvoiceEvent, emitOrderEvent } from "../webhooks/events";

type RequestRow = typeof cancellationRequests.$inferSelect;

const toCancellation = (r: RequestRow): Cancellation => ({
  id: r.id,
  status: r.status as CancellationStatus,
  tier: r.tier as RefundTier,
  paidCents: r.paidCents,
  computedCents: r.computedCents,
  approvedCents: r.approvedCents,
  reason: r.reason,
  decisionReason: r.decisionReason,
  requestedAt: r.createdAt.toISOString(),
  dueOn: r.dueOn,
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** What the policy looks at: money kept on the order's invoices, when work first started, the progress. */
async function policyFacts(db: Db, order: OrderRow, now: Date) {
  const [money] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.orderId, order.id));
  const [credited] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditNotes.amountCents}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, order.id));
  const [started] = await db
    .select({ at: sql<Date | string | null>`min(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, "in_progress")));
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), ne(invoices.status, "void")));
  const paidCents = Number(money?.paid ?? 0) - Number(credited?.sum ?? 0);
  const startedAt = started?.at ? new Date(started.at) : null;
  // Progress from the approved milestones (issue 41), the staff's percentage for an order without any.
  const { progressPercent, milestones } = await orderProgress(db, order);
  const quote: RefundQuote = refundQuote({
    paidCents,
    startedAt,
    progressPercent: order.progressPercent,
    milestones,
    now,
  });
  return { quote, invoiced: Number(open?.n ?? 0) > 0, progressPercent, milestones, startedAt };
}

async function lastRequest(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.orderId, orderId))
    .orderBy(desc(cancellationRequests.id))
    .limit(1);
  return row;
}

const closedStatuses = new Set(["cancelled", "completed"]);

/** What cancelling now would give back, and the order's open or last request. */
export async function cancellationView(db: Db, order: OrderRow, now = new Date()): Promise<CancellationView> {
  const [{ quote, invoiced, progressPercent, milestones, startedAt }, last] = await Promise.all([
    policyFacts(db, order, now),
    lastRequest(db, order.id),
  ]);
  const pending = last?.status === "pending";
  return {
    canRequest: !closedStatuses.has(order.status) && !pending,
    immediate: quote.paidCents === 0 && !invoiced && order.status === "pending",
    quote,
    currency: order.currency,
    request: last ? toCancellation(last) : null,
    progressPercent,
    milestones,
    startedAt: startedAt?.toISOString() ?? null,
  };
}

const urls = (deps: PaymentDeps, order: OrderRow) => {
  const lang = orderLanguage(order);
  return {
    lang,
    client: `${deps.config.publicUrl}${localizedPath(lang, orderPagePath(order.code))}`,
    staff: `${deps.config.publicUrl}${adminOrderPath(order.code)}`,
  };
};

/**
 * The client asks to cancel. An unpaid order that was never invoiced is cancelled at once; otherwise a request is
 * stored with what the policy computes now and its deadline (3 business days in the seller's time zone), and
 * both sides are e-mailed in their own language. 409 CANCELLATION_PENDING / ORDER_NOT_CANCELLABLE.
 */
export async function requestCancellation(
  deps: PaymentDeps,
  order: OrderRow,
  actor: { id: string; name: string },
  reason: string,
  now = new Date(),
): Promise<CancellationView> {
  const { db } = deps.database;
  const settings = await getSettings(db, deps.config);
  const staffLang = await staffLocale(db, settings.staffEmail);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    if (closedStatuses.has(locked.status)) {
      throw new ApiError(409, "ORDER_NOT_CANCELLABLE", "This order is cancelled or completed already.");
    }
    const view = await cancellationView(tx, locked, now);
    if (view.request?.status === "pending") {
      throw new ApiError(409, "CANCELLATION_PENDING", "A cancellation request for this order is waiting already.");
    }
    const u = urls(deps, locked);
    if (view.immediate) {
      await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(eq(orders.id, locked.id));
      await tx.insert(orderEvents).values({
        orderId: locked.id,
        actorId: actor.id,
        fromStatus: locked.status,
        toStatus: "cancelled",
        note: reason ? `Cancelled by the client: ${reason}` : "Cancelled by the client",
      });
      await emitOrderEvent(tx, "order.status_changed", locked.id, { from: locked.status, to: "cancelled" });
      await deliver(
        deps.mailer,
        deps.logger,
        `cancelled ${locked.code}`,
        [{ to: locked.contactEmail, ...orderCancelledEmail(u.lang, locked, u.client) }],
        tx,
      );
      return;
    }
    const seller = await getSellerSettings(tx);
    const dueOn = businessDeadline(now, seller.timeZone);
    await tx.insert(cancellationRequests).values({
      orderId: locked.id,
      requestedBy: actor.id,
      reason,
      tier: view.quote.tier,
      paidCents: view.quote.paidCents,
      computedCents: view.quote.refundCents,
      dueOn,
      createdAt: now,
    });
    const facts = {
      tier: view.quote.tier,
      paidCents: view.quote.paidCents,
      computedCents: view.quote.refundCents,
      currency: locked.currency,
      dueOn,
      reason,
    };
    await deliver(
      deps.mailer,
      deps.logger,
      `cancellation ${locked.code}`,
      [
        { to: locked.contactEmail, ...cancellationRequestedClientEmail(u.lang, locked, facts, u.client) },
        {
          to: settings.staffEmail,
          ...cancellationRequestedStaffEmail(staffLang, locked, facts, actor.name || locked.contactName, u.staff),
          headers: { "Reply-To": locked.contactEmail },
        },
      ],
      tx,
    );
  });
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return cancellationView(db, fresh!, now);
}

/**
 * Staff decide the pending request. Approving cancels the order, voids its unpaid invoices and issues credit notes
 * for the amount (the computed one, or another with a reason; never more than was paid) over the paid invoices,
 * newest first; provider refunds start after the commit. Declining keeps the order and tells the client why.
 */
export async function decideCancellation(
  deps: PaymentDeps,
  order: OrderRow,
  staffId: string,
  input: CancellationDecisionInput,
  now = new Date(),
): Promise<CancellationView> {
  const { db } = deps.database;
  const refundIds = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const locked = await lockOrder(tx, order.id);
    const [request] = await tx
      .select()
      .from(cancellationRequests)
      .where(and(eq(cancellationRequests.orderId, locked.id), eq(cancellationRequests.status, "pending")))
      .for("update");
    if (!request) throw new ApiError(409, "CANCELLATION_NOT_PENDING", "No cancellation request waits on this order.");
    const u = urls(deps, locked);

    if (input.decision === "decline") {
      await tx
        .update(cancellationRequests)
        .set({ status: "declined", decisionReason: input.reason, decidedBy: staffId, decidedAt: now })
        .where(eq(cancellationRequests.id, request.id));
      await deliver(
        deps.mailer,
        deps.logger,
        `cancellation declined ${locked.code}`,
        [
          {
            to: locked.contactEmail,
            ...cancellationDecidedClientEmail(
              u.lang,
              locked,
              {
                decision: "declined",
                approvedCents: null,
                currency: locked.currency,
                decisionReason: input.reason,
                creditNoteNumbers: [],
              },
              u.client,
            ),
          },
        ],
        tx,
      );
      return [];
    }

    let amount: number;
    if (input.decision === "approve") {
      if (request.computedCents === null) {
        throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", { amountCents: "errors.amount" });
      }
      amount = request.computedCents;
    } else {
      amount = input.amountCents!;
    }

    // The paid invoices, newest first, each with what it can still give back.
    const paidInvoices = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, locked.id), ne(invoices.status, "void")))
      .orderBy(desc(invoices.id));
    const room: { id: number; cents: number }[] = [];
    for (const inv of paidInvoices) {
      const m = await invoiceMoney(tx, inv.id);
      room.push({ id: inv.id, cents: m.paidCents - m.creditedCents });
    }
    if (amount > room.reduce((s, r) => s + Math.max(0, r.cents), 0)) throw refundExceedsPaid();

    const notes: string[] = [];
    const ids: number[] = [];
    let left = amount;
    for (const r of room) {
      if (left <= 0) break;
      const take = Math.min(left, r.cents);
      if (take <= 0) continue;
      const issued = await issueCreditNote(tx, deps, {
        invoiceId: r.id,
        amountCents: take,
        reason: input.reason,
        cancellationId: request.id,
        issuedBy: staffId,
        now,
      });
      notes.push(issued.note.number);
      ids.push(...issued.refundIds);
      left -= take;
    }
    // What was never paid is no longer owed: open invoices without any payment are voided.
    const unpaid = paidInvoices.filter((i) => i.status === "issued").map((i) => i.id);
    if (unpaid.length) {
      const voided = await tx
        .update(invoices)
        .set({ status: "void", voidedAt: now, voidReason: `Order ${locked.code} cancelled.`, voidedBy: staffId })
        .where(
          and(
            inArray(invoices.id, unpaid),
            sql`not exists (select 1 from ${payments} where ${payments.invoiceId} = ${qualified(invoices.id)})`,
          ),
        )
        .returning({ id: invoices.id });
      for (const v of voided) await emitInvoiceEvent(tx, "invoice.voided", v.id);
    }
    await tx
      .update(cancellationRequests)
      .set({
        status: "approved",
        approvedCents: amount,
        decisionReason: input.reason,
        decidedBy: staffId,
        decidedAt: now,
      })
      .where(eq(cancellationRequests.id, request.id));
    await tx.update(orders).set({ status: "cancelled", updatedAt: now }).where(eq(orders.id, locked.id));
    await tx.insert(orderEvents).values({
      orderId: locked.id,
      actorId: staffId,
      fromStatus: locked.status,
      toStatus: "cancelled",
      note: "Cancellation approved",
    });
    await emitOrderEvent(tx, "order.status_changed", locked.id, { from: locked.status, to: "cancelled" });
    await deliver(
      deps.mailer,
      deps.logger,
      `cancellation approved ${locked.code}`,
      [
        {
          to: locked.contactEmail,
          ...cancellationDecidedClientEmail(
            u.lang,
            locked,
            {
              decision: "approved",
              approvedCents: amount,
              currency: locked.currency,
              decisionReason: input.decision === "approve_other" ? input.reason : "",
              creditNoteNumbers: notes,
            },
            u.client,
          ),
        },
      ],
      tx,
    );
    return ids;
  });
  await startProviderRefunds(deps, refundIds);
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return cancellationView(db, fresh!, now);
}

/** Staff record the share of the work done; the client sees it on the order page and the dashboard. */
export async function setProgress(db: Db, orderId: number, input: ProgressInput) {
  // With milestones the progress is the approved weights (issue 41): a typed percentage would contradict it.
  if ((await milestonesOf(db, orderId)).length) {
    throw new ApiError(409, "PROGRESS_FROM_MILESTONES", "This order's progress comes from its approved milestones.");
  }
  const [row] = await db
    .update(orders)
    .set({ progressPercent: input.percent, progressNote: input.note, progressAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning({
      progressPercent: orders.progressPercent,
      progressNote: orders.progressNote,
      progressAt: orders.progressAt,
    });
  return { ...row!, progressAt: row!.progressAt?.toISOString() ?? null };
}

/** Pending requests with their deadline, for needs-attention. */
export async function pendingCancellations(db: Db, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, { dueOn: string }>();
  const rows = await db
    .select({ orderId: cancellationRequests.orderId, dueOn: cancellationRequests.dueOn })
    .from(cancellationRequests)
    .where(and(inArray(cancellationRequests.orderId, orderIds), eq(cancellationRequests.status, "pending")))
    .orderBy(asc(cancellationRequests.id));
  return new Map(rows.map((r) => [r.orderId, { dueOn: r.dueOn }]));
}
