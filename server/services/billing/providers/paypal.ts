import { z } from "zod";
import type { PayPalConfig } from "../../../config";
import { createPayPalApi, fromPayPalValue, PayPalApiError, toPayPalValue, type PayPalApi } from "./paypal-api";
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent, type ProviderRefund } from "./provider";

/** PayPal's checkout languages (BCP 47, with a country) for the site's languages. */
const CHECKOUT_LOCALES: Record<string, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  zh: "zh-CN",
  ja: "ja-JP",
};

const amountSchema = z.object({ currency_code: z.string().min(3).max(3), value: z.string().max(32) });
const orderSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});
const refundSchema = z.object({ id: z.string().min(1).max(64), status: z.string() });
const eventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  create_time: z.string().optional(),
  resource: z.record(z.string(), z.unknown()).default({}),
});
const captureResource = z.object({
  id: z.string().min(1).max(64),
  status: z.string(),
  amount: amountSchema,
  invoice_id: z.string().max(127).optional(),
  custom_id: z.string().max(127).optional(),
  create_time: z.string().optional(),
  // The order the capture took, which names the checkout the product opened.
  supplementary_data: z
    .object({
      related_ids: z
        .object({ order_id: z.string().max(64).optional() })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
});
const refundResource = z.object({
  id: z.string().min(1).max(64),
  status: z.string(),
  custom_id: z.string().max(127).optional(),
});
const approvedResource = z.object({ id: z.string().min(1).max(64) });

/** The product's refund id rides in the refund's custom_id as refund-<id>. */
const REFUND_CUSTOM_ID = /^refund-(\d{1,15})$/;
const ORDER_ID = /^[A-Z0-9]{5,64}$/;

const refundStatus = (status: string): ProviderRefund["status"] =>
  status === "COMPLETED" ? "succeeded" : status === "PENDING" ? "pending" : "failed";

/** The events the product acts on; any other type is acknowledged without asking PayPal to verify it. */
const ACTED_ON = (type: string) =>
  type === "PAYMENT.CAPTURE.COMPLETED" ||
  type === "CHECKOUT.ORDER.APPROVED" ||
  type === "PAYMENT.CAPTURE.REFUNDED" ||
  type.startsWith("PAYMENT.REFUND.");

/** PayPal signs with SHA256withRSA only; its certificates are served from its own hosts. */
const AUTH_ALGO = /^SHA256withRSA$/;
const TRANSMISSION_ID = /^[A-Za-z0-9-]{1,128}$/;

/**
 * Whether a delivery's certificate URL could be PayPal's: https on a paypal.com host, or on the configured API's
 * host (a sandbox or the local stand-in). A delivery naming any other cannot verify, so PayPal is not asked.
 */
function plausibleCertUrl(value: string, apiUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.host === new URL(apiUrl).host) return true;
  return url.protocol === "https:" && (url.hostname === "paypal.com" || url.hostname.endsWith(".paypal.com"));
}

/**
 * PayPal's answers to a verification call that mean "not verified" (it refused the request as malformed); any other
 * failure (429, 401 of our own credentials, 5xx, a timeout) is PayPal's or our trouble, answered 502 so that PayPal
 * delivers the event again.
 */
const REFUSED_AS_INVALID = new Set([400, 422]);

/** Headers PayPal signs every webhook delivery with; all are needed to verify it. */
const TRANSMISSION_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/**
 * Online wallet payments through PayPal Checkout (Orders v2): an order is created with intent CAPTURE, the buyer
 * approves it on PayPal's page, the product captures it when the buyer comes back (or when PayPal announces the
 * approval by webhook), and the verified PAYMENT.CAPTURE.COMPLETED webhook records the money.
 */
export function createPayPalProvider(config: PayPalConfig, api: PayPalApi = createPayPalApi(config)): PaymentProvider {
  /** Captures an approved order; idempotent (same PayPal-Request-Id; an order captured already counts as done). */
  async function capture(orderId: string): Promise<void> {
    if (!ORDER_ID.test(orderId)) throw new Error("Not a PayPal order id");
    try {
      await api.call("POST", `/v2/checkout/orders/${orderId}/capture`, {}, { requestId: `capture-${orderId}` });
    } catch (err) {
      if (err instanceof PayPalApiError && err.status === 422 && err.issue === "ORDER_ALREADY_CAPTURED") return;
      throw err;
    }
  }

  async function verify(rawBody: string, headers: Headers, beforeCall?: () => Promise<void>): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [field, header] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = headers.get(header);
      if (!value || value.length > 4096) throw new WebhookSignatureError(`The ${header} header is missing.`);
      fields[field] = value;
    }
    // What cannot verify is refused here, without a call to PayPal.
    if (
      !AUTH_ALGO.test(fields.auth_algo!) ||
      !TRANSMISSION_ID.test(fields.transmission_id!) ||
      Number.isNaN(Date.parse(fields.transmission_time!)) ||
      !plausibleCertUrl(fields.cert_url!, config.apiUrl)
    ) {
      throw new WebhookSignatureError("The PayPal transmission headers cannot be PayPal's.");
    }
    await beforeCall?.();
    // webhook_event must be the delivered bytes, not a re-serialisation (which may reorder or reformat them and
    // then fail verification): the body is spliced in as received, once it is known to be a JSON object.
    const prefix = JSON.stringify({ ...fields, webhook_id: config.webhookId }).slice(0, -1);
    const answer: { verification_status?: string } = await api
      .callRaw<{ verification_status?: string }>(
        "/v1/notifications/verify-webhook-signature",
        `${prefix},"webhook_event":${rawBody}}`,
      )
      .catch((err: unknown) => {
        // PayPal refusing the request itself (400: malformed headers) is a failed verification; an outage is not.
        if (err instanceof PayPalApiError && REFUSED_AS_INVALID.has(err.status)) return {};
        throw err;
      });
    if (answer.verification_status !== "SUCCESS") {
      throw new WebhookSignatureError("PayPal did not verify the webhook's signature.");
    }
  }

  return {
    id: "paypal",
    method: "wallet",
    async createCheckout(invoice, urls) {
      const order = orderSchema.parse(
        await api.call(
          "POST",
          "/v2/checkout/orders",
          {
            intent: "CAPTURE",
            purchase_units: [
              {
                reference_id: invoice.number,
                invoice_id: invoice.number,
                custom_id: invoice.number,
                description: `Invoice ${invoice.number} (${invoice.orderCode})`,
                amount: {
                  currency_code: invoice.currency,
                  value: toPayPalValue(invoice.amountCents, invoice.currency),
                },
              },
            ],
            payment_source: {
              paypal: {
                ...(invoice.email ? { email_address: invoice.email } : {}),
                experience_context: {
                  return_url: urls.returnUrl,
                  cancel_url: urls.cancelUrl,
                  locale: CHECKOUT_LOCALES[invoice.locale] ?? "en-US",
                  user_action: "PAY_NOW",
                  shipping_preference: "NO_SHIPPING",
                },
              },
            },
          },
          // Two clicks on "Pay with PayPal" for the same amount within the hour open the same order.
          { requestId: `order-${invoice.number}-${invoice.amountCents}-${Math.floor(Date.now() / 3_600_000)}` },
        ),
      );
      const link = order.links.find((l) => l.rel === "payer-action") ?? order.links.find((l) => l.rel === "approve");
      if (!link) throw new Error("PayPal returned an order without an approval link");
      return { url: link.href, ref: order.id };
    },
    returnRef(query) {
      const token = query.get("token");
      return token && ORDER_ID.test(token) ? token : undefined;
    },
    completeApproval: capture,
    async refund(input) {
      if (!ORDER_ID.test(input.paymentId)) throw new Error("Not a PayPal capture id");
      const refund = refundSchema.parse(
        await api.call(
          "POST",
          `/v2/payments/captures/${input.paymentId}/refund`,
          {
            amount: { currency_code: input.currency, value: toPayPalValue(input.amountCents, input.currency) },
            custom_id: `refund-${input.refundId}`,
            invoice_id: input.creditNoteNumber,
            note_to_payer: `Credit note ${input.creditNoteNumber}`,
          },
          { requestId: `refund-${input.refundId}` },
        ),
      );
      return { ref: refund.id, status: refundStatus(refund.status) };
    },
    async parseWebhook(rawBody, headers, opts = {}): Promise<ProviderEvent> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError("The body is not a PayPal event.");
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw new WebhookSignatureError("The body is not a PayPal event.");
      const { id, event_type: type, resource } = event.data;
      const ignored = { id, type, kind: "ignored" } as const;
      // Nothing is done with it, verified or not: PayPal is not asked.
      if (!ACTED_ON(type)) return ignored;
      await verify(rawBody, headers, opts.beforeVerifyCall);

      if (type === "PAYMENT.CAPTURE.COMPLETED") {
        const c = captureResource.safeParse(resource);
        if (!c.success || c.data.status !== "COMPLETED") return ignored;
        const invoiceNumber = c.data.invoice_id ?? c.data.custom_id;
        const amountCents = fromPayPalValue(c.data.amount.value, c.data.amount.currency_code);
        if (!invoiceNumber || !amountCents) return ignored;
        const at = new Date(c.data.create_time ?? event.data.create_time ?? Date.now());
        return {
          id,
          type,
          kind: "payment",
          payment: {
            invoiceNumber,
            amountCents,
            currency: c.data.amount.currency_code.toUpperCase(),
            ref: c.data.id,
            paymentId: c.data.id,
            checkoutRef: c.data.supplementary_data?.related_ids?.order_id,
            receivedOn: (Number.isNaN(at.getTime()) ? new Date() : at).toISOString().slice(0, 10),
          },
        };
      }
      if (type === "CHECKOUT.ORDER.APPROVED") {
        const o = approvedResource.safeParse(resource);
        return o.success ? { id, type, kind: "approved", approval: { checkoutRef: o.data.id } } : ignored;
      }
      if (type === "PAYMENT.CAPTURE.REFUNDED" || type.startsWith("PAYMENT.REFUND.")) {
        const r = refundResource.safeParse(resource);
        if (!r.success) return ignored;
        const refundId = REFUND_CUSTOM_ID.exec(r.data.custom_id ?? "")?.[1];
        return {
          id,
          type,
          kind: "refund",
          refund: {
            ref: r.data.id,
            status: refundStatus(r.data.status),
            ...(refundId ? { refundId: Number(refundId) } : {}),
          },
        };
      }
      return ignored;
    },
  };
}
