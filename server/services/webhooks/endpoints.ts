import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  WEBHOOK_ROTATION_OVERLAP_MS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
} from "@common/webhooks";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { ApiError } from "../../lib/http-error";
import { checkWebhookHost } from "./address";

/** A Standard Webhooks secret: `whsec_` and base64 of 32 random bytes (the spec asks 24 at least). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: EndpointRow, now = new Date()): WebhookEndpointView {
  const rotating = row.previousSecret && row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretStart: row.secret.slice(0, 12),
    rotatingUntil: rotating ? iso(row.previousSecretUntil) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 400 with the field for a URL staff may not use: not https (outside development), or resolving inside. */
async function checkUrl(url: string, allowPrivate: boolean) {
  const refuse = (message: string) => new ApiError(400, "VALIDATION_FAILED", message, { url: message });
  if (!allowPrivate && new URL(url).protocol !== "https:") throw refuse("errors.https");
  if (new URL(url).username || new URL(url).password) throw refuse("errors.url");
  const host = await checkWebhookHost(url, allowPrivate);
  if (host === "private") throw refuse("errors.privateAddress");
  if (host === "unresolved") throw refuse("errors.unresolved");
}

export async function listWebhookEndpoints(db: Db) {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map((r) => view(r));
}

type Input = { url: string; description: string; events: WebhookEvent[]; enabled: boolean };

/** A new endpoint; the answer holds its secret (shown again on request: signing needs it kept). */
export async function createWebhookEndpoint(db: Db, input: Input, staffId: string, allowPrivate: boolean) {
  await checkUrl(input.url, allowPrivate);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, events: [...new Set(input.events)], secret: newWebhookSecret(), createdBy: staffId })
    .returning();
  return { endpoint: view(row!), secret: row!.secret };
}

export async function updateWebhookEndpoint(db: Db, id: string, input: Input, allowPrivate: boolean) {
  await checkUrl(input.url, allowPrivate);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      description: input.description,
      events: [...new Set(input.events)],
      enabled: input.enabled,
      // Enabled again by staff: the reason it stopped is history.
      ...(input.enabled
        ? { disabledReason: null }
        : { disabledReason: sql`coalesce(${webhookEndpoints.disabledReason}, 'staff')` }),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ? view(row) : null;
}

export async function deleteWebhookEndpoint(db: Db, id: string) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return gone.length > 0;
}

export async function webhookSecretOf(db: Db, id: string) {
  const [row] = await db
    .select({ secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row?.secret ?? null;
}

/** A new secret; the old one keeps signing beside it for a day, so receivers can switch without losing a message. */
export async function rotateWebhookSecret(db: Db, id: string, now = new Date()) {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS),
      secret,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ? { endpoint: view(row, now), secret } : null;
}

function deliveryView(d: typeof webhookDeliveries.$inferSelect): WebhookDeliveryView {
  return {
    id: d.id,
    messageId: d.messageId,
    eventType: d.eventType as WebhookEvent,
    state: d.state as WebhookDeliveryView["state"],
    attempts: d.attempts,
    nextAttemptAt: d.state === "pending" ? d.nextAttemptAt.toISOString() : null,
    lastStatus: d.lastStatus,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: iso(d.deliveredAt),
  };
}

/** An endpoint's latest 100 deliveries, newest first; null for no such endpoint. */
export async function webhookDeliveriesOf(db: Db, id: string) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) return null;
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(deliveryView);
}

/** Sends a delivery again from the start of the schedule, with the same webhook-id and body. */
export async function replayWebhookDelivery(db: Db, endpointId: string, deliveryId: number, now = new Date()) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ state: "pending", attempts: 0, nextAttemptAt: now, claimedUntil: null, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row ? deliveryView(row) : null;
}
