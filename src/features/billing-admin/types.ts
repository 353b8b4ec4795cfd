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
