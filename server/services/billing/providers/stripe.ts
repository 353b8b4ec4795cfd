import type Stripe from "stripe";
import { z } from "zod";
import type { StripeConfig } from "../../../config";
import {
  MalformedEventError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
} from "./provider";

/** Stripe's Checkout page languages for the site's languages. */
const CHECKOUT_LOCALES = { en: "en", es: "es", fr: "fr", de: "de", zh: "zh", ja: "ja" } as const;

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
/** Events whose data.object is a Refund. */
const REFUND_EVENTS = new Set(["refund.created", "refund.updated", "refund.failed", "charge.refund.updated"]);

/** Stripe's refund states; requires_action waits on the customer, canceled never paid out. */
const refundStatus = (status: string | null): ProviderRefund["status"] =>
  status === "succeeded" ? "succeeded" : status === "failed" || status === "canceled" ? "failed" : "pending";

/**
 * Stripe's amounts are in "the smallest currency unit", which is our minor unit (common/regions.ts minorDigits:
 * USD cents, JPY yen) except for ISK: Stripe writes it with two decimals for backwards compatibility, while ISO 4217
 * (and our stored amount) has none.
 */
const STRIPE_EXTRA_DIGITS: Record<string, number> = { ISK: 2 };
export const toStripeAmount = (minor: number, currency: string) =>
  minor * 10 ** (STRIPE_EXTRA_DIGITS[currency.toUpperCase()] ?? 0);
export const fromStripeAmount = (amount: number, currency: string) =>
  amount / 10 ** (STRIPE_EXTRA_DIGITS[currency.toUpperCase()] ?? 0);

/** What every Stripe event has: a signed body without it is malformed (400, kept for staff), never a 5xx. */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  // Seconds since 1970, before the year 5000 (a Date beyond that cannot be written as ISO).
  created: z.number().int().min(0).max(95_617_584_000),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
/** The fields of a Checkout Session the product reads from a paid event. */
const sessionSchema = z.object({
  id: z.string().min(1).max(255),
  payment_status: z.string().max(64),
  amount_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/)
    .nullable()
    .optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  payment_intent: z
    .union([z.string().max(255), z.object({ id: z.string().max(255) }).loose()])
    .nullable()
    .optional(),
});
/** The fields of a Refund the product reads. */
const refundSchema = z.object({
  object: z.unknown(),
  id: z.unknown(),
  status: z.string().max(64).nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});

const problemOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
    .join("; ");

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : v?.id);

/** Card payments through Stripe Checkout (hosted page), recorded from the signed checkout.session.* webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  // The SDK (23 MB) loads with the first payment, refund or webhook, never at start.
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import("stripe").then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
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
        }),
    ));

  return {
    id: "stripe",
    method: "card",
    async createCheckout(invoice, urls) {
      const stripe = await sdk();
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
                unit_amount: toStripeAmount(invoice.amountCents, invoice.currency),
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
    async refund(input) {
      const stripe = await sdk();
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentId,
          amount: toStripeAmount(input.amountCents, input.currency),
          metadata: { refundId: String(input.refundId), creditNoteNumber: input.creditNoteNumber },
        },
        // A retried refund (a timeout, a second click) is the same refund at Stripe, never a second one.
        { idempotencyKey: `refund-${input.refundId}` },
      );
      return { ref: refund.id, status: refundStatus(refund.status) };
    },
    async parseWebhook(rawBody, headers): Promise<ProviderEvent> {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing.");
      let signed: unknown;
      try {
        signed = await (await sdk()).webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError("The Stripe-Signature does not match the body.");
      }
      const parsed = eventSchema.safeParse(signed);
      if (!parsed.success) {
        const raw = (signed ?? {}) as { id?: unknown; type?: unknown };
        const text = (v: unknown) => (typeof v === "string" && v.length > 0 && v.length <= 255 ? v : undefined);
        throw new MalformedEventError(problemOf(parsed.error), text(raw.id), text(raw.type));
      }
      const event = parsed.data;
      const ignored = { id: event.id, type: event.type, kind: "ignored" } as const;
      if (REFUND_EVENTS.has(event.type)) {
        const r = refundSchema.safeParse(event.data.object);
        if (!r.success) throw new MalformedEventError(problemOf(r.error), event.id, event.type);
        const refund = r.data;
        if (refund.object !== "refund" || typeof refund.id !== "string") return ignored;
        const refundId = /^\d{1,15}$/.test(refund.metadata?.refundId ?? "")
          ? Number(refund.metadata!.refundId)
          : undefined;
        return {
          id: event.id,
          type: event.type,
          kind: "refund",
          refund: { ref: refund.id, status: refundStatus(refund.status ?? null), ...(refundId ? { refundId } : {}) },
        };
      }
      if (!PAID_EVENTS.has(event.type)) return ignored;
      const s = sessionSchema.safeParse(event.data.object);
      if (!s.success) throw new MalformedEventError(problemOf(s.error), event.id, event.type);
      const session = s.data;
      const invoiceNumber = session.metadata?.invoiceNumber;
      const paymentId = idOf(session.payment_intent);
      if (session.payment_status !== "paid" || !invoiceNumber || !session.amount_total || !paymentId) return ignored;
      const currency = (session.currency ?? "usd").toUpperCase();
      return {
        id: event.id,
        type: event.type,
        kind: "payment",
        payment: {
          invoiceNumber,
          amountCents: fromStripeAmount(session.amount_total, currency),
          currency,
          ref: session.id,
          paymentId,
          checkoutRef: session.id,
          receivedOn: new Date(event.created * 1000).toISOString().slice(0, 10),
        },
      };
    },
  };
}
