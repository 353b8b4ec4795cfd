import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app";
import { ApiError, notFound } from "../lib/http-error";
import { applyWebhookPayment } from "../services/billing/payments";
import { configuredProviders, WebhookSignatureError, type ProviderEvent } from "../services/billing/providers";

/**
 * Signed calls from payment providers (/api/webhooks/<provider id>), exempt from the origin check. The raw body
 * is read unchanged (the JSON limit and the input guard only read it) and its signature verified before
 * anything else; a missing or wrong signature is 400 and changes nothing.
 */
export function webhookRoutes(deps: AppDeps) {
  const providers = new Map(configuredProviders(deps.config).map((p) => [p.id, p]));
  return new Hono<AppEnv>().post("/:provider", async (c) => {
    const provider = providers.get(c.req.param("provider"));
    if (!provider) throw notFound("No such webhook.");
    const raw = await c.req.text();
    let event: ProviderEvent;
    try {
      event = await provider.parseWebhook(raw, c.req.raw.headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new ApiError(400, "INVALID_SIGNATURE", err.message);
      throw err;
    }
    const outcome = await applyWebhookPayment(
      deps,
      { id: event.id, type: event.type, provider: provider.id },
      event.kind === "payment" ? { ...event.payment, method: provider.method } : undefined,
    );
    return c.json({ received: true, outcome });
  });
}
