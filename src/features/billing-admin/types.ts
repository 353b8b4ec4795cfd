import type { BillingLineInput, InvoiceStatus, PaymentMethodId, QuoteStatus } from "@common/billing";

/*
 * The shapes of the billing API (billing contract, issue 11), written out while the server routes are being built.
 * The hooks in components/use-admin-billing.ts return these; once the typed routes are merged they are checked
 * against the server's own types there.
 */
export type BillingLine = BillingLineInput;

export interface Quote {
  id: number;
  version: number;
  status: QuoteStatus;
  currency: string;
  lines: BillingLine[];
  totalCents: number;
  validUntil: string;
  note: string;
  createdAt: string;
  decidedAt: string | null;
  declineReason: string | null;
}

export interface InvoicePayment {
  amountCents: number;
  method: PaymentMethodId;
  reference: string;
  receivedOn: string;
}

export interface Invoice {
  number: string;
  orderCode: string;
  status: InvoiceStatus;
  currency: string;
  lines: BillingLine[];
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  issuedAt: string;
  dueDate: string;
  paidAt: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  overdue: boolean;
  replacesNumber: string | null;
  seller: { name: string; address: string; taxId: string; bankDetails: string; cryptoAddresses: string };
  buyer: { name: string; email: string; company: string; address: string; taxId: string };
  payments: InvoicePayment[];
}

export interface PaymentOptions {
  bankTransfer: string | null;
  crypto: string | null;
  card: boolean;
}

export interface OrderBilling {
  /** Newest first. */
  quotes: Quote[];
  /** Newest first. */
  invoices: Invoice[];
  paymentOptions: PaymentOptions;
}
