import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";
import { formatDate } from "./names";
import { invoicePdfAttached, payInvoiceLabel, paymentInstructions } from "./pay-instructions";

/** The n-th overdue reminder (1–3) of an invoice. */
export interface ReminderFacts {
  n: number;
  invoiceNumber: string;
  orderCode: string;
  /** What is still owed on the invoice. */
  owedCents: number;
  currency: string;
  dueDate: string;
}

/** To the client, in the invoice's language: an overdue reminder, what is owed, how to pay and "Pay invoice". */
export function invoiceReminderEmail(lang: Language, r: ReminderFacts, payUrl: string, options: PaymentOptions) {
  const t = serverTexts(lang, "emails");
  const step = r.n >= 3 ? "final" : r.n === 2 ? "second" : "first";
  return renderEmail({
    lang,
    subject: t(`reminder.subject.${step}`, { invoice: r.invoiceNumber }),
    heading: t(`reminder.heading.${step}`),
    paragraphs: [
      t("reminder.body", { invoice: r.invoiceNumber, code: r.orderCode, date: formatDate(lang, r.dueDate) }),
      t("reminder.owed", { amount: formatMoney(lang, r.owedCents, r.currency) }),
      ...paymentInstructions(lang, r.invoiceNumber, options),
      invoicePdfAttached(lang),
      t("reminder.alreadyPaid"),
    ],
    action: { label: payInvoiceLabel(lang), url: payUrl },
    footer: t("reminder.footer"),
  });
}
