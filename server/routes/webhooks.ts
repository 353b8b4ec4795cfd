import { Hono } from "hono";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { clientIp } from "../lib/client-ip";
import { ApiError, notFound } from "../lib/http-error";
import { hit } from "../lib/rate-limit";
import { findCheckout, recordMalformedEvent, recordPaymentIssue } from "../services/billing/payment-checks";
import { applyWebhookPayment } from "../services/billing/payments";
import {
  configuredProviders,
  MalformedEventError,
  WebhookSignatureError,
  type ProviderEvent,
} from "../services/billing/providers";
import { applyWebhookRefund } from "../services/billing/refunds";
import type { Db } from "../db/client";
import { doc } from "../lib/openapi";
import { withLog } from "../lib/logger";

/**
 * Each delivery that a provider verifies by an API call (PayPal) costs one call: an address gets this many in the
 * window, then 429 with Retry-After (PayPal delivers again later). PayPal's own deliveries stay far below it.
 */
export const WEBHOOK_VERIFY_RATE_LIMIT = { bucket: "webhook-verify", max: 100, windowMs: 15 * 60_000 };

const providerError = () =>
  new ApiError(502, "PAYMENT_PROVIDER_ERROR", "The payment provider could not be reached; deliver the event again.");

class VerifyLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("webhook verification limit");
  }
}

/**
 * Signed calls from payment providers (/api/webhooks/<provider id>), exempt from the origin check. The raw body
 * is read unchanged (the JSON limit and the input guard only read it) and its signature verified before
 * anything else; a missing or wrong signature is 400 and changes nothing; a signed event the product cannot read is
 * 400 and kept once for staff. A provider that cannot be reached (PayPal verifies by an API call; an approval is
 * completed by one) is 502: the provider delivers again.
 */
export function webhookRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const providers = new Map(configuredProviders(deps.config).map((p) => [p.id, p]));
  return new Hono<AppEnv>().post(
    "/:provider",
    doc("A payment provider's event (Stripe, PayPal), its signature checked", {
      errors: {
        400: "INVALID_SIGNATURE, or MALFORMED_EVENT (signed, kept for staff)",
        429: "RATE_LIMITED: too many verifications from this address",
        502: "PAYMENT_PROVIDER_ERROR: deliver the event again",
      },
    }),
    async (c) => {
      const provider = providers.get(c.req.param("provider"));
      if (!provider) throw notFound("No such webhook.");
      const raw = await c.req.text();
      const log = withLog(deps, c.var.log);
      const beforeVerifyCall = async () => {
        const ip = clientIp(c as unknown as Context, deps.config.trustProxy);
        const result = await hit(db, `app:${WEBHOOK_VERIFY_RATE_LIMIT.bucket}:${ip}`, WEBHOOK_VERIFY_RATE_LIMIT);
        if (!result.allowed) throw new VerifyLimited(result.retryAfterSeconds);
      };
      let event: ProviderEvent;
      try {
        event = await provider.parseWebhook(raw, c.req.raw.headers, { beforeVerifyCall });
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new ApiError(400, "INVALID_SIGNATURE", err.message);
        if (err instanceof VerifyLimited) {
          const error = new ApiError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
          return new Response(JSON.stringify(error.toBody()), {
            status: 429,
            headers: { "content-type": "application/json", "Retry-After": String(err.retryAfterSeconds) },
          });
        }
        if (err instanceof MalformedEventError) {
          await recordMalformedEvent(log, provider.id, raw, err);
          throw new ApiError(400, "MALFORMED_EVENT", `${err.message}. It was kept for staff.`);
        }
        c.var.log.error("webhook not verified", { provider: provider.id, error: String(err) });
        throw providerError();
      }
      const source = { id: event.id, type: event.type, provider: provider.id };
      switch (event.kind) {
        case "ignored":
          // Nothing to apply, and nothing written: an event of a type the product does not act on may be unverified.
          return c.json({ received: true, outcome: "ignored" });
        case "refund":
          return c.json({ received: true, outcome: await applyWebhookRefund(log, source, event.refund) });
        case "approved": {
          // Only a checkout this product opened is ever completed; anyone can make and approve a PayPal order.
          const ref = event.approval.checkoutRef;
          if (!(await findCheckout(db, provider.id, ref))) {
            await db.transaction((tx) =>
              recordPaymentIssue(tx as unknown as Db, log, {
                provider: provider.id,
                kind: "unknown_checkout",
                eventId: event.id,
                eventType: event.type,
                providerRef: ref,
              }),
            );
            return c.json({ received: true, outcome: "unknown_checkout" });
          }
          // The buyer approved but may never come back: capture now. Nothing is recorded here (the capture's own
          // webhook records the payment), and the event is not marked seen, so a failed capture is retried.
          try {
            await provider.completeApproval?.(ref);
          } catch (err) {
            c.var.log.error("approval not completed", { provider: provider.id, event: event.id, error: String(err) });
            throw providerError();
          }
          return c.json({ received: true, outcome: "completed" });
        }
        default: {
          const payment = { ...event.payment, method: provider.method };
          return c.json({ received: true, outcome: await applyWebhookPayment(log, source, payment) });
        }
      }
    },
  );
}
