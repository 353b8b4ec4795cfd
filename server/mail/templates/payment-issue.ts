import type { Language } from "@common/locales";
import type { PaymentIssueKind } from "@common/payment-issues";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatMoney } from "./payment";

export interface PaymentIssueMailFacts {
  kind: PaymentIssueKind;
  provider: string;
  invoiceNumber?: string;
  orderCode?: string;
  providerRef?: string;
  expected?: { currency: string; amountCents: number };
  received?: { currency: string; amountCents: number };
}

const PROVIDER_NAMES: Record<string, string> = { stripe: "Stripe", paypal: "PayPal" };

/** A provider's currency may be one Intl cannot format: then its amount and code as they came. */
function money(lang: Language, m: { currency: string; amountCents: number }): string {
  try {
    return formatMoney(lang, m.amountCents, m.currency);
  } catch {
    return `${m.amountCents} ${m.currency}`;
  }
}

/** The note to staff about a provider's event that was kept instead of applied, linking to where the admin shows it. */
export function paymentIssueStaffEmail(lang: Language, f: PaymentIssueMailFacts, url: string) {
  const t = serverTexts(lang, "emails");
  const provider = PROVIDER_NAMES[f.provider] ?? f.provider;
  const reason = t(`paymentIssue.kinds.${f.kind}`);
  return renderEmail({
    lang,
    subject: f.invoiceNumber
      ? t("paymentIssue.subjectInvoice", { provider, invoice: f.invoiceNumber })
      : t("paymentIssue.subject", { provider }),
    heading: t("paymentIssue.heading"),
    paragraphs: [
      t("paymentIssue.body", { provider, reason }),
      ...(f.invoiceNumber && f.orderCode
        ? [t("paymentIssue.invoice", { invoice: f.invoiceNumber, order: f.orderCode })]
        : []),
      ...(f.expected ? [t("paymentIssue.expected", { amount: money(lang, f.expected) })] : []),
      ...(f.received ? [t("paymentIssue.received", { amount: money(lang, f.received) })] : []),
      ...(f.providerRef ? [t("paymentIssue.reference", { reference: f.providerRef })] : []),
      t("paymentIssue.advice", { provider }),
    ],
    action: { label: t("paymentIssue.action"), url },
  });
}
