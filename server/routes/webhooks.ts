import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { ApiError, notFound } from "../lib/http-error";
import { applyWebhookPayment } from "../services/billing/payments";
import { configuredProviders, WebhookSignatureError, type ProviderEvent } from "../services/billing/providers";
import { applyWebhookRefund } from "../services/billing/refunds";
import { doc } from "../lib/openapi";
import { withLog } from "../lib/logger";

const providerError = () =>
  new ApiError(502, "PAYMENT_PROVIDER_ERROR", "The payment provider could not be reached; deliver the event again.");

/**
 * Signed calls from payment providers (/api/webhooks/<provider id>), exempt from the origin check. The raw body
 * is read unchanged (the JSON limit and the input guard only read it) and its signature verified before
 * anything else; a missing or wrong signature is 400 and changes nothing. A provider that cannot be reached
 * (PayPal verifies by an API call; an approval is completed by one) is 502: the provider delivers again.
 */
export function webhookRoutes(deps: AppDeps) {
  const providers = new Map(configuredProviders(deps.config).map((p) => [p.id, p]));
  return new Hono<AppEnv>().post(
    "/:provider",
    doc("A payment provider's event (Stripe, PayPal), its signature checked", {
      errors: { 400: "INVALID_SIGNATURE", 502: "PAYMENT_PROVIDER_ERROR: deliver the event again" },
    }),
    async (c) => {
      const provider = providers.get(c.req.param("provider"));
      if (!provider) throw notFound("No such webhook.");
      const raw = await c.req.text();
      let event: ProviderEvent;
      try {
        event = await provider.parseWebhook(raw, c.req.raw.headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new ApiError(400, "INVALID_SIGNATURE", err.message);
        c.var.log.error("webhook not verified", { provider: provider.id, error: String(err) });
        throw providerError();
      }
      const source = { id: event.id, type: event.type, provider: provider.id };
      switch (event.kind) {
        case "refund":
          return c.json({
            received: true,
            outcome: await applyWebhookRefund(withLog(deps, c.var.log), source, event.refund),
          });
        case "approved": {
          // The buyer approved but may never come back: capture now. Nothing is recorded here (the capture's own
          // webhook records the payment), and the event is not marked seen, so a failed capture is retried.
          try {
            await provider.completeApproval?.(event.approval.checkoutRef);
          } catch (err) {
            c.var.log.error("approval not completed", { provider: provider.id, event: event.id, error: String(err) });
            throw providerError();
          }
          return c.json({ received: true, outcome: "completed" });
        }
        default: {
          const payment = event.kind === "payment" ? { ...event.payment, method: provider.method } : undefined;
          return c.json({
            received: true,
            outcome: await applyWebhookPayment(withLog(deps, c.var.log), source, payment),
          });
        }
      }
    },
  );
}
