import { randomBytes } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import type { WebhookEvent } from "@common/webhooks";
import type { Db } from "../../db/client";
import {
  invoices,
  orderBriefs,
  orderMilestones,
  orders,
  retainers,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { invoiceOut, orderOut } from "../api/resources";

/** A Standard Webhooks message id: `msg_` and 128 random bits. */
export const newMessageId = () => `msg_${randomBytes(16).toString("base64url")}`;

/** Nudged after an event is queued, so a delivery need not wait for the next due-check (each app adds its own). */
const nudges = new Set<() => void>();
export const onWebhookQueued = (fn: () => void) => {
  nudges.add(fn);
  return () => void nudges.delete(fn);
};

/**
 * Queues an event for every enabled endpoint that asked for it: one delivery row each, written with `db` — inside the
 * caller's transaction where there is one, so the event exists exactly when the change it reports does. The body is
 * Standard Webhooks' `{ type, timestamp, data }`, fixed now; the due-check sends it (server/services/webhooks/deliver.ts).
 */
export async function emitWebhookEvent(db: Db, type: WebhookEvent, data: Record<string, unknown>, now = new Date()) {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return 0;
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
  await db.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      endpointId: e.id,
      messageId: newMessageId(),
      eventType: type,
      payload,
      nextAttemptAt: now,
    })),
  );
  // After the caller's transaction commits (a microtask later at the earliest): the due-check claims committed rows only.
  setTimeout(() => nudges.forEach((nudge) => nudge()), 50).unref();
  return endpoints.length;
}

/** `order.created` / `order.status_changed`: the order as /api/v1 shows it (and the statuses, for a change). */
export async function emitOrderEvent(
  db: Db,
  type: "order.created" | "order.status_changed",
  orderId: number,
  change?: { from: string; to: string },
) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (row) await emitWebhookEvent(db, type, { order: orderOut(row), ...(change ?? {}) });
}

/** `invoice.issued` / `invoice.paid` / `invoice.voided`: the invoice as /api/v1 shows it. */
export async function emitInvoiceEvent(
  db: Db,
  type: "invoice.issued" | "invoice.paid" | "invoice.voided",
  invoiceId: number,
) {
  const [row] = await db
    .select({ invoice: invoices, orderCode: orders.code })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId));
  if (row) await emitWebhookEvent(db, type, { invoice: invoiceOut(row.invoice, row.orderCode) });
}

/**
 * `retainer.status_changed` (issue 42): the retainer after its change (started, paused, resumed, cancelling,
 * cancelled) with its order's code, and the statuses. Called in the transaction that changed it.
 */
export async function emitRetainerEvent(db: Db, retainerId: number, from: string) {
  const [row] = await db
    .select({ r: retainers, orderCode: orders.code })
    .from(retainers)
    .innerJoin(orders, eq(orders.id, retainers.orderId))
    .where(eq(retainers.id, retainerId));
  if (!row || row.r.status === from) return;
  const { r } = row;
  await emitWebhookEvent(db, "retainer.status_changed", {
    retainer: {
      orderCode: row.orderCode,
      serviceId: r.serviceId,
      tierId: r.tierId,
      everyMonths: r.everyMonths,
      amountCents: r.amountCents,
      currency: r.currency,
      status: r.status,
      startedOn: r.startedOn,
      endsOn: r.endsOn,
    },
    from,
    to: r.status,
  });
}

/** The brief submitted by the client or reopened by staff (issue 41), with its answers as they stand. */
export async function emitBriefEvent(db: Db, type: "brief.submitted" | "brief.changes_requested", orderId: number) {
  const [row] = await db
    .select({ b: orderBriefs, orderCode: orders.code })
    .from(orderBriefs)
    .innerJoin(orders, eq(orders.id, orderBriefs.orderId))
    .where(eq(orderBriefs.orderId, orderId));
  if (!row) return;
  const { b } = row;
  await emitWebhookEvent(db, type, {
    brief: {
      orderCode: row.orderCode,
      status: b.status,
      submittedAt: b.submittedAt?.toISOString() ?? null,
      changeNote: b.changeNote,
      questions: b.questions.map((q) => ({ id: q.id, kind: q.kind, label: q.label.en })),
      answers: b.answers,
    },
  });
}

const MILESTONE_WEBHOOKS = {
  delivered: "milestone.delivered",
  approved: "milestone.approved",
  auto_approved: "milestone.approved",
  changes_requested: "milestone.changes_requested",
} as const;

/**
 * A milestone decision (issue 41): delivered with its files (and their SHA-256), approved by the client or
 * automatically, or changes asked with the reason. Reopening and reminders are not sent.
 */
export async function emitMilestoneEvent(
  db: Db,
  e: { milestoneId: number; kind: string; note: string; files: { name: string; sha256: string }[] },
) {
  const type = MILESTONE_WEBHOOKS[e.kind as keyof typeof MILESTONE_WEBHOOKS];
  if (!type) return;
  const [row] = await db
    .select({ m: orderMilestones, orderCode: orders.code })
    .from(orderMilestones)
    .innerJoin(orders, eq(orders.id, orderMilestones.orderId))
    .where(eq(orderMilestones.id, e.milestoneId));
  if (!row) return;
  const { m } = row;
  await emitWebhookEvent(db, type, {
    milestone: {
      id: m.id,
      orderCode: row.orderCode,
      title: m.title,
      weight: m.weight,
      state: m.state,
      revisionCount: m.revisionCount,
    },
    ...(type === "milestone.approved" ? { automatic: e.kind === "auto_approved" } : {}),
    ...(type === "milestone.changes_requested" ? { reason: e.note } : {}),
    ...(type === "milestone.delivered"
      ? { message: e.note, files: e.files.map((f) => ({ name: f.name, sha256: f.sha256 })) }
      : {}),
  });
}
