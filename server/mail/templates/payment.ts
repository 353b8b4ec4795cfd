import type { PaymentMethodId } from "@common/billing";
import type { Language } from "@common/locales";
import { formatMinor } from "@common/regions";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatDate } from "./names";

/** Minor units as the client's locale writes money, with the currency's own digits ($15.00, ¥1,500). */
export const formatMoney = (lang: Language, minor: number, currency: string) => formatMinor(minor, currency, lang);

export interface PaymentMailFacts {
  invoiceNumber: string;
  orderCode: string;
  amountCents: number;
  currency: string;
  method: PaymentMethodId;
  reference: string;
  receivedOn: string;
  /** What is still to pay after this payment (0 = paid in full). */
  remainingCents: number;
}

/** The payment's reference, if any, and what is left to pay on the invoice. */
function paymentState(lang: Language, p: PaymentMailFacts): string[] {
  const t = serverTexts(lang, "emails");
  return [
    ...(p.reference ? [t("payment.reference", { reference: p.reference })] : []),
    p.remainingCents > 0
      ? t("payment.remaining", { amount: formatMoney(lang, p.remainingCents, p.currency) })
      : t("payment.paidInFull"),
  ];
}

/** The client's receipt, in the invoice's language, linking to their order page. */
export function paymentReceiptEmail(lang: Language, p: PaymentMailFacts, url: string) {
  const t = serverTexts(lang, "emails");
  const amount = formatMoney(lang, p.amountCents, p.currency);
  return renderEmail({
    lang,
    subject: t("payment.receiptSubject", { invoice: p.invoiceNumber }),
    heading: t("payment.receiptHeading"),
    paragraphs: [
      t("payment.receiptBody", {
        amount,
        invoice: p.invoiceNumber,
        method: t(`paymentMethods.${p.method}`),
        date: formatDate(lang, p.receivedOn),
      }),
      ...paymentState(lang, p),
    ],
    action: { label: t("payment.receiptAction"), url },
    footer: t("payment.receiptFooter"),
  });
}

/** The note to staff, linking to the order in the admin area. */
export function paymentStaffEmail(lang: Language, p: PaymentMailFacts, clientName: string, url: string) {
  const t = serverTexts(lang, "emails");
  const amount = formatMoney(lang, p.amountCents, p.currency);
  return renderEmail({
    lang,
    subject: t("payment.staffSubject", { invoice: p.invoiceNumber, amount }),
    heading: t("payment.staffHeading", { invoice: p.invoiceNumber }),
    paragraphs: [
      t("payment.staffBody", {
        name: clientName,
        amount,
        invoice: p.invoiceNumber,
        order: p.orderCode,
        method: t(`paymentMethods.${p.method}`),
      }),
      ...paymentState(lang, p),
    ],
    action: { label: t("payment.openOrder"), url },
  });
}
