/** The billing API's shapes, shared with the server (common/billing.ts). */
export type {
  BillingLine,
  CreditNote,
  Invoice,
  InvoicePayment,
  OrderBilling,
  PaymentOptions,
  Quote,
  Refund,
} from "@common/billing";
export type { Cancellation, CancellationView, RefundTier } from "@common/refund-policy";

/** The seller's public identity (GET /api/settings/public, `seller`). */
export interface SellerIdentity {
  legalName: string;
  address: string;
  taxId: string;
}
