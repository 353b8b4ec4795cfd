import { z } from "zod";

/** The online methods a client can open a provider's payment page for. */
export const CHECKOUT_METHODS = ["card", "wallet"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** POST /api/invoices/:number/checkout: which provider's page to open; no body at all means card. */
export const checkoutRequestSchema = z.object({ method: z.enum(CHECKOUT_METHODS).default("card") });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** What the browser's return from a provider's page says, as the order page reads it (?payment=…). */
export const PAYMENT_RETURN_STATES = ["done", "failed", "cancelled"] as const;
