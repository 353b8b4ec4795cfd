import { z } from "zod";

/**
 * Signed provider events the product kept for staff instead of applying them (never marking an invoice paid):
 * - currency, amount: a payment of a checkout the product opened, in another currency or amount than it asked for;
 * - unknown_checkout: a payment or approval of a checkout (session, order) the product never opened;
 * - not_payable: money for an invoice that is paid or void already (it needs a refund);
 * - malformed: an event with a valid signature that the product cannot read.
 */
export const PAYMENT_ISSUE_KINDS = ["currency", "amount", "unknown_checkout", "not_payable", "malformed"] as const;
export type PaymentIssueKind = (typeof PAYMENT_ISSUE_KINDS)[number];

/** One issue as the admin API answers it; money in minor units of its own currency. */
export interface PaymentIssueDto {
  id: number;
  kind: PaymentIssueKind;
  provider: string;
  eventId: string | null;
  eventType: string | null;
  invoiceNumber: string | null;
  orderCode: string | null;
  providerRef: string | null;
  expected: { currency: string; amountCents: number } | null;
  received: { currency: string; amountCents: number } | null;
  detail: string;
  createdAt: string;
}

/** GET /api/admin/payment-issues: the newest first, all of them or an order's. */
export const paymentIssueQuerySchema = z.object({
  order: z
    .string()
    .max(40)
    .regex(/^ORD-\d{1,12}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PaymentIssueQuery = z.input<typeof paymentIssueQuerySchema>;
