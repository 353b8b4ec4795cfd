/** The billing API's shapes, shared with the server (common/billing.ts). */
export type { BillingLine, Invoice, InvoicePayment, OrderBilling, PaymentOptions, Quote } from "@common/billing";

/** The seller's public identity (GET /api/settings/public, `seller`). */
export interface SellerIdentity {
  legalName: string;
  address: string;
  taxId: string;
}
