import type { InvoiceStatus, PaymentMethodId, QuoteStatus } from "@common/billing";

/**
 * The shapes of the billing API (billing contract, issue 11), as the client reads them. Kept here so that the
 * screens do not depend on the server's route types while those land; the API layer checks them against the
 * typed client where the routes exist.
 */
export interface BillingLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface Quote {
  id: number;
  version: number;
  status: QuoteStatus;
  currency: string;
  lines: BillingLine[];
  totalCents: number;
  /** Calendar date, YYYY-MM-DD. */
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
  /** Calendar date, YYYY-MM-DD. */
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
  /** The bank details text, when bank transfer is enabled. */
  bankTransfer: string | null;
  /** The crypto addresses text, when crypto is enabled. */
  crypto: string | null;
  /** Card payment (a checkout page) is configured. */
  card: boolean;
}

export interface OrderBilling {
  /** Newest first. */
  quotes: Quote[];
  /** Newest first. */
  invoices: Invoice[];
  paymentOptions: PaymentOptions;
}

/** The seller's public identity (GET /api/settings/public, `seller`). */
export interface SellerIdentity {
  legalName: string;
  address: string;
  taxId: string;
}
