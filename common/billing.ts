import { z } from "zod";
import type { RefundDestination } from "./account";
import { safeString } from "./text";
import { isCurrencyCode } from "./currency";

/**
 * Quotes, invoices and payments: the inputs shared by the screens and the server, and the arithmetic of totals.
 * Money is always integer cents; error texts are keys of the "billing" locale namespace.
 */
export const BILLING_CURRENCY = "USD";
export const QUOTE_STATUSES = ["open", "accepted", "declined", "superseded"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const INVOICE_STATUSES = ["issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Methods staff record by hand; "card" and "wallet" (PayPal) are recorded only by their provider's webhook. */
export const MANUAL_PAYMENT_METHODS = ["bank_transfer", "crypto"] as const;
export const PAYMENT_METHOD_IDS = [...MANUAL_PAYMENT_METHODS, "card", "wallet"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export const LINE_MAX = 50;
/** One million dollars a unit: far above any plan, low enough that a total always fits PostgreSQL's integer. */
export const UNIT_PRICE_MAX_CENTS = 100_000_000;
export const QUANTITY_MAX = 1000;
export const NOTE_MAX = 2000;
export const REASON_MAX = 1000;

const calendarDate = () =>
  z.iso.date({ error: "errors.date" }).refine((d) => d >= "2000-01-01" && d <= "2099-12-31", { error: "errors.date" });

export const billingLineSchema = z.object({
  description: safeString({ error: "errors.description" })
    .trim()
    .min(1, { error: "errors.description" })
    .max(300, { error: "errors.description" }),
  quantity: z
    .number({ error: "errors.quantity" })
    .int({ error: "errors.quantity" })
    .min(1, { error: "errors.quantity" })
    .max(QUANTITY_MAX, { error: "errors.quantity" }),
  unitPriceCents: z
    .number({ error: "errors.price" })
    .int({ error: "errors.price" })
    .min(0, { error: "errors.price" })
    .max(UNIT_PRICE_MAX_CENTS, { error: "errors.price" }),
});
export type BillingLineInput = z.infer<typeof billingLineSchema>;

const linesSchema = z
  .array(billingLineSchema)
  .min(1, { error: "errors.lines" })
  .max(LINE_MAX, { error: "errors.lines" });

/** Staff send (or revise) the quote of an order. */
export const quoteInputSchema = z.object({
  lines: linesSchema,
  /** ISO 4217; absent = the order's currency (issue 22: quotes default to the order's currency). */
  currency: z
    .string()
    .refine((v) => isCurrencyCode(v), { error: "errors.currency" })
    .optional(),
  validUntil: calendarDate(),
  note: safeString({ multiline: true }).trim().max(NOTE_MAX, { error: "errors.note" }).default(""),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** The client accepts or declines the open quote (a reason is optional). */
export const quoteDecisionSchema = z.object({
  decision: z.enum(["accept", "decline"]),
  reason: safeString({ multiline: true }).trim().max(REASON_MAX, { error: "errors.reason" }).optional(),
});
export type QuoteDecisionInput = z.infer<typeof quoteDecisionSchema>;

/** Staff issue an invoice directly (without a quote). Without a due date, the settings' payment term applies. */
export const invoiceIssueSchema = z.object({
  lines: linesSchema,
  dueDate: calendarDate().optional(),
});
export type InvoiceIssueInput = z.infer<typeof invoiceIssueSchema>;

export const invoiceVoidSchema = z.object({
  reason: safeString({ multiline: true, error: "errors.voidReason" })
    .trim()
    .min(3, { error: "errors.voidReason" })
    .max(REASON_MAX, { error: "errors.voidReason" }),
});

/** Staff record money received by bank transfer or in crypto. Without an amount, the invoice's total. */
export const paymentRecordSchema = z.object({
  method: z.enum(MANUAL_PAYMENT_METHODS),
  receivedOn: calendarDate(),
  reference: safeString().trim().max(200, { error: "errors.reference" }).default(""),
  amountCents: z
    .number()
    .int()
    .min(1)
    .max(UNIT_PRICE_MAX_CENTS * QUANTITY_MAX)
    .optional(),
});
export type PaymentRecordInput = z.infer<typeof paymentRecordSchema>;

/** The client's billing details on /profile, printed on their invoices. */
export const billingDetailsSchema = z.object({
  company: safeString().trim().max(200, { error: "errors.company" }).default(""),
  address: safeString({ multiline: true }).trim().max(500, { error: "errors.address" }).default(""),
  taxId: safeString().trim().max(50, { error: "errors.taxId" }).default(""),
});
export type BillingDetailsInput = z.infer<typeof billingDetailsSchema>;

/** The seller's identity and the billing settings staff edit in Admin → Settings. */
export const sellerSettingsSchema = z.object({
  legalName: safeString().trim().max(200, { error: "errors.legalName" }),
  address: safeString({ multiline: true }).trim().max(500, { error: "errors.address" }),
  taxId: safeString().trim().max(50, { error: "errors.taxId" }),
  bankDetails: safeString({ multiline: true }).trim().max(1000, { error: "errors.bankDetails" }),
  cryptoAddresses: safeString({ multiline: true }).trim().max(1000, { error: "errors.cryptoAddresses" }),
  /** Basis points: 1900 = 19 %. */
  taxRateBp: z.number().int().min(0).max(10_000, { error: "errors.taxRate" }),
  /** Days from issue to due date. */
  paymentTermDays: z.number().int().min(0).max(365, { error: "errors.paymentTerm" }),
  bankTransferEnabled: z.boolean(),
  cryptoEnabled: z.boolean(),
  /** The seller states it has no tax id (the checklist then counts the tax id as answered). */
  taxIdNone: z.boolean().default(false),
  /** The seller's time zone (IANA): business days of a refund request's deadline are counted in it. */
  timeZone: z.string().max(64).refine(isTimeZone, { error: "errors.timeZone" }).default("UTC"),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

export const DEFAULT_SELLER_SETTINGS: SellerSettings = {
  // Empty until staff enter theirs: the template's name is never counted, printed or shown as the seller's.
  legalName: "",
  address: "",
  taxId: "",
  bankDetails: "",
  cryptoAddresses: "",
  taxRateBp: 0,
  paymentTermDays: 14,
  // Off until their details are written: a method is never offered with empty instructions.
  bankTransferEnabled: false,
  cryptoEnabled: false,
  taxIdNone: false,
  timeZone: "UTC",
};

function isTimeZone(tz: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What the seller must have set before any invoice is issued (Admin → Settings shows them as a checklist). */
export const SETUP_ITEMS = ["legalName", "address", "taxId", "paymentMethod"] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

export interface SetupChecklist {
  items: { id: SetupItem; done: boolean }[];
  /** The setup items still missing, in checklist order; empty when invoicing is possible. */
  missing: SetupItem[];
  complete: boolean;
}

/** The checklist of a seller's settings, given which online providers are configured on this server. */
export function setupChecklist(s: SellerSettings, online: { card: boolean; wallet: boolean }): SetupChecklist {
  const done: Record<SetupItem, boolean> = {
    legalName: s.legalName.trim().length > 0,
    address: s.address.trim().length > 0,
    taxId: s.taxId.trim().length > 0 || s.taxIdNone,
    paymentMethod:
      online.card ||
      online.wallet ||
      (s.bankTransferEnabled && s.bankDetails.trim().length > 0) ||
      (s.cryptoEnabled && s.cryptoAddresses.trim().length > 0),
  };
  const items = SETUP_ITEMS.map((id) => ({ id, done: done[id] }));
  const missing = items.filter((i) => !i.done).map((i) => i.id);
  return { items, missing, complete: missing.length === 0 };
}

export const INVOICE_LIST_STATUSES = ["all", ...INVOICE_STATUSES, "overdue"] as const;
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_LIST_STATUSES).default("all"),
  q: safeString().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Subtotal, tax (rounded half up to the cent) and total of some lines at a tax rate in basis points. */
export function computeTotals(lines: readonly BillingLineInput[], taxRateBp: number) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const taxCents = Math.floor((subtotalCents * taxRateBp + 5000) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** INV-2026-0001: the year and a number counted from 1 within it, without gaps. */
export function invoiceNumber(year: number, seq: number) {
  return `INV-${year}-${String(seq).padStart(4, "0")}`;
}

/** CN-2026-0001: a credit note's own series, counted from 1 within a year, without gaps. */
export function creditNoteNumber(year: number, seq: number) {
  return `CN-${year}-${String(seq).padStart(4, "0")}`;
}
export const CREDIT_NOTE_NUMBER_PATTERN = /^CN-\d{4}-\d{4,6}$/;

/** Staff record the share of an order's work that is done. */
export const PROGRESS_NOTE_MAX = 500;
export const progressInputSchema = z.object({
  percent: z
    .number({ error: "errors.percent" })
    .int({ error: "errors.percent" })
    .min(0)
    .max(100, { error: "errors.percent" }),
  note: safeString({ multiline: true }).trim().max(PROGRESS_NOTE_MAX, { error: "errors.note" }).default(""),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

/** The client asks to cancel their order (a reason is optional). */
export const cancellationRequestSchema = z.object({
  reason: safeString({ multiline: true }).trim().max(REASON_MAX, { error: "errors.reason" }).default(""),
});

/** Staff decide a cancellation request: the computed amount, another amount with a reason, or a refusal. */
export const cancellationDecisionSchema = z
  .object({
    decision: z.enum(["approve", "approve_other", "decline"]),
    amountCents: z
      .number({ error: "errors.amount" })
      .int({ error: "errors.amount" })
      .min(0, { error: "errors.amount" })
      .max(UNIT_PRICE_MAX_CENTS * QUANTITY_MAX, { error: "errors.amount" })
      .optional(),
    reason: safeString({ multiline: true }).trim().max(REASON_MAX, { error: "errors.reason" }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "approve_other" && v.amountCents === undefined) {
      ctx.addIssue({ code: "custom", path: ["amountCents"], message: "errors.amount" });
    }
    if (v.decision !== "approve" && v.reason.length < 3) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "errors.reason" });
    }
  });
export type CancellationDecisionInput = z.infer<typeof cancellationDecisionSchema>;

/** Staff record a bank or crypto refund once the money went back. */
export const refundRecordSchema = z.object({
  refundedOn: calendarDate(),
  reference: safeString().trim().min(1, { error: "errors.reference" }).max(200, { error: "errors.reference" }),
});

// ---------------------------------------------------------------- answers of the billing API
/** One line of a quote or an invoice as the API sends it. */
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
  /** The lines' sum before tax. */
  subtotalCents: number;
  /** The tax rate its invoice carries (basis points), and the tax and gross total it comes to (computeTotals). */
  taxRateBp: number;
  taxCents: number;
  /** What the client pays: the gross total its invoice carries, as on an invoice. */
  totalCents: number;
  /** Calendar date, YYYY-MM-DD. */
  validUntil: string;
  note: string;
  createdAt: string;
  decidedAt: string | null;
  declineReason: string | null;
}

/** A credit note as the API sends it, with the refunds that pay it out. */
export interface CreditNote {
  number: string;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  reason: string;
  issuedAt: string;
  refunds: Refund[];
}

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refund {
  id: number;
  amountCents: number;
  method: PaymentMethodId;
  /** pending: waiting for the provider's confirmation, or for staff to record a bank or crypto refund. */
  status: RefundStatus;
  /** Calendar date the money went back (when known). */
  refundedOn: string | null;
  reference: string;
  /** Where a bank or crypto refund goes, as the client gave it (owner and staff only see this). */
  destination: RefundDestination | null;
  /** A bank or crypto refund still waiting for the client to say where the money goes. */
  needsDestination: boolean;
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
  /** What credit notes gave back on this invoice. */
  refundedCents: number;
  /** What is left to pay: total − paid (0 when paid or void). */
  balanceCents: number;
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
  creditNotes: CreditNote[];
}

export interface PaymentOptions {
  /** The bank details text, when bank transfer is enabled. */
  bankTransfer: string | null;
  /** The crypto addresses text, when crypto is enabled. */
  crypto: string | null;
  /** Card payment (a checkout page) is configured. */
  card: boolean;
  /** Online wallet payment (PayPal Checkout) is configured. */
  wallet: boolean;
}

/** GET /api/orders/:code/billing and its admin twin. */
export interface OrderBilling {
  /** Newest first. */
  quotes: Quote[];
  /** Newest first. */
  invoices: Invoice[];
  paymentOptions: PaymentOptions;
  /** What accepting the open quote leads to: its invoice is due this many days after issue, with this tax rate. */
  terms: { paymentTermDays: number; taxRateBp: number };
}
