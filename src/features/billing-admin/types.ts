/** The billing API's shapes, shared with the server (common/billing.ts). */
export type { BillingLine, Invoice, InvoicePayment, OrderBilling, PaymentOptions, Quote } from "@common/billing";
