import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";
import type { RefundTier } from "@common/refund-policy";
import { serverTexts } from "../../lib/i18n";
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

const money = (lang: Language, cents: number, currency: string) => formatMoney(lang, cents, currency);

/** What the policy gives back of what was paid, as the tier says. */
function tierText(lang: Language, f: CancellationFacts): string {
  return serverTexts(lang, "emails")(`refunds.tiers.${f.tier}`, {
    amount: money(lang, f.computedCents ?? 0, f.currency),
    paid: money(lang, f.paidCents, f.currency),
  });
}

/** To the client: their request is recorded, what the policy gives back, and by when staff answer. */
export function cancellationRequestedClientEmail(lang: Language, o: CancelOrderRef, f: CancellationFacts, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("refunds.requestedSubject", { code: o.code }),
    heading: t("refunds.requestedHeading"),
    paragraphs: [
      t("refunds.requestedBody", { code: o.code, project: o.projectName }),
      tierText(lang, f),
      t("refunds.requestedDeadline", { date: formatDate(lang, f.dueOn) }),
      t("refunds.requestedPayout"),
    ],
    action: { label: t("refunds.openOrder"), url },
    footer: t("refunds.clientFooter"),
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
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("refunds.staffSubject", { code: o.code, date: formatDate(lang, f.dueOn) }),
    heading: t("refunds.staffHeading", { code: o.code }),
    paragraphs: [
      t("refunds.staffBody", { name: clientName, code: o.code, paid: money(lang, f.paidCents, f.currency) }),
      tierText(lang, f),
      ...(f.reason ? [t("refunds.reason", { text: f.reason })] : []),
      t("refunds.staffDeadline", { date: formatDate(lang, f.dueOn) }),
    ],
    action: { label: t("refunds.openOrder"), url },
  });
}

/** To the client: staff approved (with the amount and credit notes) or declined (with the reason). */
export function cancellationDecidedClientEmail(
  lang: Language,
  o: CancelOrderRef,
  d: CancellationDecisionFacts,
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const approved = d.decision === "approved";
  const reason = (text: string) => t("refunds.reason", { text });
  const paragraphs = approved
    ? [
        d.approvedCents
          ? t("refunds.approvedBody", { code: o.code, amount: money(lang, d.approvedCents, d.currency) })
          : t("refunds.approvedNothing", { code: o.code }),
        ...(d.creditNoteNumbers.length
          ? [t("refunds.approvedCredit", { numbers: d.creditNoteNumbers.join(", ") })]
          : []),
        ...(d.decisionReason ? [reason(d.decisionReason)] : []),
      ]
    : [t("refunds.declinedBody", { code: o.code }), reason(d.decisionReason)];
  return renderEmail({
    lang,
    subject: t(approved ? "refunds.approvedSubject" : "refunds.declinedSubject", { code: o.code }),
    heading: t(approved ? "refunds.approvedHeading" : "refunds.declinedHeading"),
    paragraphs,
    action: { label: t("refunds.openOrder"), url },
    footer: t("refunds.clientFooter"),
  });
}

/** To the client: an unpaid order without an invoice, cancelled at once. */
export function orderCancelledEmail(lang: Language, o: CancelOrderRef, url: string) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("refunds.cancelledSubject", { code: o.code }),
    heading: t("refunds.cancelledHeading"),
    paragraphs: [t("refunds.cancelledBody", { code: o.code, project: o.projectName })],
    action: { label: t("refunds.openOrder"), url },
    footer: t("refunds.clientFooter"),
  });
}

/** To the client: a credit note, its PDF attached (the caller adds the attachment reference). */
export function creditNoteEmail(lang: Language, c: CreditNoteFacts, url: string) {
  const t = serverTexts(lang, "emails");
  const methods = [...new Set(c.methods)].map((m) => t(`paymentMethods.${m}`)).join(", ");
  return renderEmail({
    lang,
    subject: t("refunds.creditSubject", { number: c.number, invoice: c.invoiceNumber }),
    heading: t("refunds.creditHeading", { number: c.number }),
    paragraphs: [
      t("refunds.creditBody", {
        number: c.number,
        invoice: c.invoiceNumber,
        code: c.orderCode,
        amount: money(lang, c.amountCents, c.currency),
      }),
      ...(methods ? [t("refunds.creditPayout", { methods })] : []),
      t("refunds.creditAttached"),
    ],
    action: { label: t("refunds.openOrder"), url },
    footer: t("refunds.clientFooter"),
  });
}
