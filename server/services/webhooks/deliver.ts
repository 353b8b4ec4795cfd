import http from "node:http";
import https from "node:https";
import { and, eq, inArray, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS } from "@common/webhooks";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { periodicCheck } from "../../lib/periodic-check";
import { guardedLookup, PrivateAddressError } from "./address";

/** How long a claim holds a delivery: past the request's timeout, so only a dead instance's claim runs out. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS + 45_000;
/** Deliveries sent side by side by one instance. */
const BATCH = 10;
/** A receiver's Retry-After is honoured up to the schedule's longest wait. */
const MAX_RETRY_AFTER_MS = 36_000_000;
export const WEBHOOK_CHECK_INTERVAL_MS = 5_000;

type Endpoint = typeof webhookEndpoints.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;
export interface WebhookDeps {
  db: Db;
  logger: { info(msg: string, data?: object): void; error(msg: string, data?: object): void };
  /** The development setting (WEBHOOKS_ALLOW_PRIVATE): loopback and private addresses allowed. */
  allowPrivate: boolean;
}

/** The `webhook-signature` header: `v1,<base64>` with the secret, and with the previous one during a rotation. */
export function signatures(
  endpoint: Pick<Endpoint, "secret" | "previousSecret" | "previousSecretUntil">,
  id: string,
  at: Date,
  body: string,
) {
  const list = [new Webhook(endpoint.secret).sign(id, at, body)];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) {
    list.push(new Webhook(endpoint.previousSecret).sign(id, at, body));
  }
  return list.join(" ");
}

type Outcome = { status: number | null; retryAfterMs: number | null; error: string | null };

function retryAfterOf(value: string | string[] | undefined, now: Date): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return null;
  const seconds = Number(v);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(v) - now.getTime();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
}

/** One POST of the message, signed, within the timeout, connecting only to addresses the lookup allows. */
function post(url: URL, headers: Record<string, string>, body: string, allowPrivate: boolean, now: Date) {
  return new Promise<Outcome>((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        // No redirects followed (node's http never does): a 3xx is an answer like any other.
      },
      (res) => {
        res.resume();
        res.on("error", () => undefined);
        resolve({
          status: res.statusCode ?? null,
          retryAfterMs: retryAfterOf(res.headers["retry-after"], now),
          error: null,
        });
      },
    );
    const overall = setTimeout(() => req.destroy(new Error("timeout")), WEBHOOK_TIMEOUT_MS);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) =>
      resolve({
        status: null,
        retryAfterMs: null,
        error: err instanceof PrivateAddressError ? "private address" : err.message.slice(0, 200),
      }),
    );
    req.on("close", () => clearTimeout(overall));
    req.end(body);
  });
}

/** Sends one claimed delivery and records the outcome, while the claim is still ours. */
async function sendOne(deps: WebhookDeps, delivery: Delivery, endpoint: Endpoint, claim: Date, now: Date) {
  const at = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "Umbra-Webhooks/1",
    "webhook-id": delivery.messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": signatures(endpoint, delivery.messageId, at, delivery.payload),
  };
  const outcome = await post(new URL(endpoint.url), headers, delivery.payload, deps.allowPrivate, now);
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const gone = outcome.status === 410;
  const retryable =
    !ok &&
    !gone &&
    outcome.error !== "private address" &&
    (outcome.status === null || outcome.status >= 500 || outcome.status === 429);
  const delay = WEBHOOK_RETRY_DELAYS_MS[delivery.attempts];
  const next =
    retryable && delay !== undefined ? new Date(now.getTime() + Math.max(delay, outcome.retryAfterMs ?? 0)) : null;
  const state = ok ? "delivered" : next ? "pending" : "failed";
  await deps.db
    .update(webhookDeliveries)
    .set({
      state,
      lastStatus: outcome.status,
      lastError: outcome.error ?? (ok ? null : `HTTP ${outcome.status}`),
      nextAttemptAt: next ?? delivery.nextAttemptAt,
      claimedUntil: null,
      deliveredAt: ok ? at : null,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.claimedUntil, claim)));
  if (gone) {
    await deps.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "gone" })
      .where(eq(webhookEndpoints.id, endpoint.id));
    deps.logger.info("webhook endpoint disabled: it answered 410", { endpointId: endpoint.id });
  }
  return state;
}

/**
 * Claims what is due by `now` (pending, its time come, no live claim: SKIP LOCKED and the claim's end keep two
 * instances off one row) and sends it, batch by batch. A claim that an instance killed mid-send left runs out after
 * CLAIM_MS, and the next check sends the delivery again (the same webhook-id, so the receiver can tell).
 */
export async function runWebhookDeliveries(deps: WebhookDeps, now = new Date()) {
  let sent = 0;
  for (;;) {
    const claim = new Date(now.getTime() + CLAIM_MS);
    const claimed = await deps.db.execute<{ id: number }>(sql`
      update webhook_deliveries set claimed_until = ${claim.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from webhook_deliveries
        where state = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning id`);
    const ids = claimed.rows.map((r) => Number(r.id));
    if (ids.length === 0) return sent;
    const rows = await deps.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(inArray(webhookDeliveries.id, ids));
    await Promise.all(
      rows.map(async ({ delivery, endpoint }) => {
        if (!endpoint.enabled) {
          await deps.db
            .update(webhookDeliveries)
            .set({ state: "failed", lastError: "endpoint disabled", claimedUntil: null })
            .where(eq(webhookDeliveries.id, delivery.id));
          return;
        }
        const state = await sendOne(deps, delivery, endpoint, claim, now);
        if (state === "delivered") sent++;
      }),
    );
  }
}

/** The due-check: every 5 s and once at start, and when an event was queued (events.ts). */
export function webhookSchedule(deps: WebhookDeps, everyMs = WEBHOOK_CHECK_INTERVAL_MS) {
  return periodicCheck("webhook deliveries", (now) => runWebhookDeliveries(deps, now), deps.logger, everyMs);
}
