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
  /**
   * Where the provider sends the buyer back after approving a payment that the product must still complete
   * (PayPal's approve-then-capture): a route of this server that completes it (completeApproval) and then redirects to
   * successUrl. Providers that take the money on their own page (Stripe Checkout) ignore it.
   */
  returnUrl: string;
}

/** Money given back through the provider: one refund of (part of) one payment. */
export interface ProviderRefundInput {
  /** The provider's id of the money taken (Stripe: the PaymentIntent; PayPal: the capture), see payment.paymentId. */
  paymentId: string;
  amountCents: number;
  currency: string;
  /** The product's refund id: the idempotency key of the call, so a retried refund is never paid twice. */
  refundId: number;
  /** The credit note it belongs to, shown to the client by the provider where it can. */
  creditNoteNumber: string;
}

export interface ProviderRefund {
  /** The provider's id of the refund (unique; its webhooks name it). */
  ref: string;
  /** succeeded: the money went back already; pending: the provider's webhook will tell. failed: refused. */
  status: "pending" | "succeeded" | "failed";
}

/**
 * A webhook after its signature was verified: a payment to record, a refund whose state changed, an approval the
 * product must complete (capture), or something this product does not act on.
 */
export type ProviderEvent =
  | {
      id: string;
      type: string;
      kind: "payment";
      payment: {
        invoiceNumber: string;
        amountCents: number;
        currency: string;
        /** The provider's id of this checkout (unique per payment: a payment is never recorded twice). */
        ref: string;
        /** The provider's id of the money taken, which a refund names (Stripe: PaymentIntent; PayPal: capture). */
        paymentId: string;
        /** The checkout it pays (Stripe: the session; PayPal: the order): it counts only against one we opened. */
        checkoutRef?: string;
        receivedOn: string;
      };
    }
  | {
      id: string;
      type: string;
      kind: "refund";
      /** refundId: the product's refund id when the provider echoes it (metadata, custom id). */
      refund: { ref: string; status: "pending" | "succeeded" | "failed"; refundId?: number };
    }
  | { id: string; type: string; kind: "approved"; approval: { checkoutRef: string } }
  | { id: string; type: string; kind: "ignored" };

/** A webhook whose signature is missing or wrong: answered 400, and nothing changes. */
export class WebhookSignatureError extends Error {}

/**
 * A webhook with a valid signature that is not an event the product can read (no id, no data, wrong types):
 * answered 400 and kept once for staff; it is not the provider's trouble, so never a 5xx.
 */
export class MalformedEventError extends Error {
  constructor(
    readonly reason: string,
    readonly eventId?: string,
    readonly eventType?: string,
  ) {
    super(`The signed event cannot be read: ${reason}`);
  }
}

export interface ParseWebhookOptions {
  /**
   * Called just before a provider verifies a webhook by calling its own API (PayPal), after every check that
   * costs nothing: the route's per-address limit, which throws to refuse the call.
   */
  beforeVerifyCall?: () => Promise<void>;
}

/**
 * One online payment provider (a card processor, an online wallet): it opens a hosted payment page for an invoice,
 * turns its signed webhooks into payments and refunds, and gives money back. Money is only ever recorded from a
 * verified webhook, never from the browser's return to successUrl.
 */
export interface PaymentProvider {
  /** The path segment of its webhook (/api/webhooks/<id>) and the `provider` column of its payments. */
  id: string;
  /** The payment method its payments are recorded under. */
  method: PaymentMethodId;
  createCheckout(invoice: CheckoutInvoice, urls: CheckoutUrls): Promise<{ url: string; ref: string }>;
  /**
   * The buyer came back to urls.returnUrl with the provider's query parameters: the checkout they approved, which
   * the route completes with completeApproval() once it knows the product opened it. Absent for providers that
   * need no completion.
   */
  returnRef?(query: URLSearchParams): string | undefined;
  /** Completes an approved checkout (PayPal captures the order; idempotent), from the return or a webhook. */
  completeApproval?(checkoutRef: string): Promise<void>;
  /** Gives money back; idempotent on input.refundId. Throws when the provider cannot be reached or refuses. */
  refund(input: ProviderRefundInput): Promise<ProviderRefund>;
  /**
   * Verifies the signature over the raw body (throws WebhookSignatureError) and reads the event (throws
   * MalformedEventError for a signed one it cannot read).
   */
  parseWebhook(rawBody: string, headers: Headers, opts?: ParseWebhookOptions): Promise<ProviderEvent>;
}
