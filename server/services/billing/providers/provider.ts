import type { PaymentMethodId } from "@common/billing";

/** What a provider needs to know of an invoice to take its payment. */
export interface CheckoutInvoice {
  number: string;
  orderCode: string;
  currency: string;
  /** What is left to pay, in cents. */
  amountCents: number;
  /** The client's e-mail, prefilled on the provider's page. */
  email?: string;
  /** The invoice's language, for the provider's page. */
  locale: string;
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/** A webhook after its signature was verified: a payment to record, or something this product does not act on. */
export type ProviderEvent =
  | {
      id: string;
      type: string;
      kind: "payment";
      payment: { invoiceNumber: string; amountCents: number; currency: string; ref: string; receivedOn: string };
    }
  | { id: string; type: string; kind: "ignored" };

/** A webhook whose signature is missing or wrong: answered 400, and nothing changes. */
export class WebhookSignatureError extends Error {}

/**
 * One online payment provider (a card processor, an online wallet): it opens a hosted payment page for an invoice
 * and turns its signed webhooks into payments. Money is only ever recorded from a verified webhook, never from
 * the browser's return to successUrl.
 */
export interface PaymentProvider {
  /** The path segment of its webhook (/api/webhooks/<id>) and the `provider` column of its payments. */
  id: string;
  /** The payment method its payments are recorded under. */
  method: PaymentMethodId;
  createCheckout(invoice: CheckoutInvoice, urls: CheckoutUrls): Promise<{ url: string; ref: string }>;
  /** Verifies the signature over the raw body (throws WebhookSignatureError) and reads the event. */
  parseWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent>;
}
