import Stripe from "stripe";
import type { StripeConfig } from "../../../config";
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from "./provider";

/** Stripe's Checkout page languages for the site's languages. */
const CHECKOUT_LOCALES = { en: "en", es: "es", fr: "fr", de: "de", zh: "zh", ja: "ja" } as const;

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** Card payments through Stripe Checkout (hosted page), recorded from the signed checkout.session.* webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  return {
    id: "stripe",
    method: "card",
    async createCheckout(invoice, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: invoice.number,
          customer_email: invoice.email || undefined,
          locale: CHECKOUT_LOCALES[invoice.locale as keyof typeof CHECKOUT_LOCALES] ?? "auto",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: invoice.currency.toLowerCase(),
                unit_amount: invoice.amountCents,
                product_data: { name: `Invoice ${invoice.number}` },
              },
            },
          ],
          metadata: { invoiceNumber: invoice.number, orderCode: invoice.orderCode },
          payment_intent_data: { metadata: { invoiceNumber: invoice.number } },
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        // Two clicks on "Pay now" for the same amount open the same session.
        { idempotencyKey: `checkout-${invoice.number}-${invoice.amountCents}-${Math.floor(Date.now() / 3_600_000)}` },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { url: session.url, ref: session.id };
    },
    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError("The Stripe-Signature does not match the body.");
      }
      if (!PAID_EVENTS.has(event.type)) return { id: event.id, type: event.type, kind: "ignored" };
      const session = event.data.object as Stripe.Checkout.Session;
      const invoiceNumber = session.metadata?.invoiceNumber;
      if (session.payment_status !== "paid" || !invoiceNumber || !session.amount_total) {
        return { id: event.id, type: event.type, kind: "ignored" };
      }
      return {
        id: event.id,
        type: event.type,
        kind: "payment",
        payment: {
          invoiceNumber,
          amountCents: session.amount_total,
          currency: (session.currency ?? "usd").toUpperCase(),
          ref: session.id,
          receivedOn: new Date(event.created * 1000).toISOString().slice(0, 10),
        },
      };
    },
  };
}
