import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";
import type { RefundTier } from "@common/refund-policy";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";
import { formatDate } from "./names";

/** An order as the cancellation e-mails name it. */
export interface CancelOrderRef {
  code: string;
  projectName: string;
}

export interface CancellationFacts {
  tier: RefundTier;
  paidCents: number;
  /** What the policy gives back; null when staff decide. */
  computedCents: number | null;
  currency: string;
  /** Last day staff answer (YYYY-MM-DD). */
  dueOn: string;
  /** The client's reason (may be empty). */
  reason: string;
}

export interface CancellationDecisionFacts {
  decision: "approved" | "declined";
  approvedCents: number | null;
  currency: string;
  /** Staff's reason (a refusal, or an amount other than the policy's). */
  decisionReason: string;
  creditNoteNumbers: string[];
}

export interface CreditNoteFacts {
  number: string;
  invoiceNumber: string;
  orderCode: string;
  amountCents: number;
  currency: string;
  /** How the money goes back: the methods of the payments refunded. */
  methods: PaymentMethodId[];
}

interface Texts {
  methods: Record<PaymentMethodId, string>;
  tiers: Record<RefundTier, (amount: string, paid: string) => string>;
  requestedSubject: (code: string) => string;
  requestedHeading: string;
  requestedBody: (code: string, project: string) => string;
  requestedDeadline: (date: string) => string;
  requestedPayout: string;
  reason: (text: string) => string;
  staffSubject: (code: string, date: string) => string;
  staffHeading: (code: string) => string;
  staffBody: (name: string, code: string, paid: string) => string;
  staffDeadline: (date: string) => string;
  approvedSubject: (code: string) => string;
  approvedHeading: string;
  approvedBody: (code: string, amount: string) => string;
  approvedNothing: (code: string) => string;
  approvedCredit: (numbers: string) => string;
  declinedSubject: (code: string) => string;
  declinedHeading: string;
  declinedBody: (code: string) => string;
  cancelledSubject: (code: string) => string;
  cancelledHeading: string;
  cancelledBody: (code: string, project: string) => string;
  creditSubject: (number: string, invoice: string) => string;
  creditHeading: (number: string) => string;
  creditBody: (number: string, invoice: string, code: string, amount: string) => string;
  creditPayout: (methods: string) => string;
  creditAttached: string;
  openOrder: string;
  clientFooter: string;
}

const EN: Texts = {
  methods: { bank_transfer: "bank transfer", crypto: "crypto-currency", card: "card", wallet: "PayPal" },
  tiers: {
    not_started: (a, p) => `The work had not started: you get back ${a} of the ${p} paid (minus the 10% administration fee).`,
    within_48h: (a, p) => `The work started less than 48 hours ago: you get back 75%, ${a} of the ${p} paid.`,
    half_done: (_a, p) => `Half of the work or more is done: the policy gives nothing back of the ${p} paid.`,
    staff_decides: (_a, p) => `The work is under way: we decide the refund of the ${p} paid as our Refund Policy says.`,
    nothing_paid: () => "Nothing was paid on this order, so there is nothing to refund.",
  },
  requestedSubject: (code) => `We received your request to cancel ${code}`,
  requestedHeading: "Your cancellation request",
  requestedBody: (code, p) => `You asked to cancel order ${code} ("${p}").`,
  requestedDeadline: (d) => `We will answer by ${d}.`,
  requestedPayout: "An approved refund is paid back within 5–10 business days.",
  reason: (text) => `Reason: ${text}`,
  staffSubject: (code, d) => `Cancellation requested on ${code}: answer by ${d}`,
  staffHeading: (code) => `Cancellation requested on ${code}`,
  staffBody: (name, code, paid) => `${name} asked to cancel order ${code}. Paid so far: ${paid}.`,
  staffDeadline: (d) => `Answer by ${d} (3 business days).`,
  approvedSubject: (code) => `Your cancellation of ${code} is approved`,
  approvedHeading: "Cancellation approved",
  approvedBody: (code, a) => `Order ${code} is cancelled. We refund ${a}.`,
  approvedNothing: (code) => `Order ${code} is cancelled. There is no refund.`,
  approvedCredit: (n) => `Credit note: ${n}. The refund reaches you within 5–10 business days.`,
  declinedSubject: (code) => `Your cancellation request for ${code}`,
  declinedHeading: "We could not approve the cancellation",
  declinedBody: (code) => `Order ${code} continues.`,
  cancelledSubject: (code) => `Order ${code} is cancelled`,
  cancelledHeading: "Your order is cancelled",
  cancelledBody: (code, p) => `Order ${code} ("${p}") is cancelled. Nothing was paid, so nothing is owed.`,
  creditSubject: (n, inv) => `Credit note ${n} for invoice ${inv}`,
  creditHeading: (n) => `Credit note ${n}`,
  creditBody: (n, inv, code, a) => `Credit note ${n} credits ${a} on invoice ${inv} (order ${code}).`,
  creditPayout: (m) => `The money goes back by ${m} within 5–10 business days.`,
  creditAttached: "The credit note is attached as a PDF.",
  openOrder: "Open the order",
  clientFooter: "You receive this e-mail because you placed an order with Umbra.",
};

const TEXTS: Record<Language, Texts> = { en: EN, es: EN, fr: EN, de: EN, zh: EN, ja: EN };

const money = (lang: Language, cents: number, currency: string) => formatMoney(lang, cents, currency);

/** To the client: their request is recorded, what the policy gives back, and by when staff answer. */
export function cancellationRequestedClientEmail(lang: Language, o: CancelOrderRef, f: CancellationFacts, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.requestedSubject(o.code),
    heading: t.requestedHeading,
    paragraphs: [
      t.requestedBody(o.code, o.projectName),
      t.tiers[f.tier](money(lang, f.computedCents ?? 0, f.currency), money(lang, f.paidCents, f.currency)),
      t.requestedDeadline(formatDate(lang, f.dueOn)),
      t.requestedPayout,
    ],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To staff: a request to decide, with its deadline. */
export function cancellationRequestedStaffEmail(
  lang: Language,
  o: CancelOrderRef,
  f: CancellationFacts,
  clientName: string,
  url: string,
) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.staffSubject(o.code, formatDate(lang, f.dueOn)),
    heading: t.staffHeading(o.code),
    paragraphs: [
      t.staffBody(clientName, o.code, money(lang, f.paidCents, f.currency)),
      t.tiers[f.tier](money(lang, f.computedCents ?? 0, f.currency), money(lang, f.paidCents, f.currency)),
      ...(f.reason ? [t.reason(f.reason)] : []),
      t.staffDeadline(formatDate(lang, f.dueOn)),
    ],
    action: { label: t.openOrder, url },
  });
}

/** To the client: staff approved (with the amount and credit notes) or declined (with the reason). */
export function cancellationDecidedClientEmail(
  lang: Language,
  o: CancelOrderRef,
  d: CancellationDecisionFacts,
  url: string,
) {
  const t = TEXTS[lang];
  const approved = d.decision === "approved";
  const paragraphs = approved
    ? [
        d.approvedCents
          ? t.approvedBody(o.code, money(lang, d.approvedCents, d.currency))
          : t.approvedNothing(o.code),
        ...(d.creditNoteNumbers.length ? [t.approvedCredit(d.creditNoteNumbers.join(", "))] : []),
        ...(d.decisionReason ? [t.reason(d.decisionReason)] : []),
      ]
    : [t.declinedBody(o.code), t.reason(d.decisionReason)];
  return renderEmail({
    lang,
    subject: approved ? t.approvedSubject(o.code) : t.declinedSubject(o.code),
    heading: approved ? t.approvedHeading : t.declinedHeading,
    paragraphs,
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To the client: an unpaid order without an invoice, cancelled at once. */
export function orderCancelledEmail(lang: Language, o: CancelOrderRef, url: string) {
  const t = TEXTS[lang];
  return renderEmail({
    lang,
    subject: t.cancelledSubject(o.code),
    heading: t.cancelledHeading,
    paragraphs: [t.cancelledBody(o.code, o.projectName)],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}

/** To the client: a credit note, its PDF attached (the caller adds the attachment reference). */
export function creditNoteEmail(lang: Language, c: CreditNoteFacts, url: string) {
  const t = TEXTS[lang];
  const methods = [...new Set(c.methods)].map((m) => t.methods[m]).join(", ");
  return renderEmail({
    lang,
    subject: t.creditSubject(c.number, c.invoiceNumber),
    heading: t.creditHeading(c.number),
    paragraphs: [
      t.creditBody(c.number, c.invoiceNumber, c.orderCode, money(lang, c.amountCents, c.currency)),
      ...(methods ? [t.creditPayout(methods)] : []),
      t.creditAttached,
    ],
    action: { label: t.openOrder, url },
    footer: t.clientFooter,
  });
}
