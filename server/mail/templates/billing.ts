import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";
import { formatMinor } from "@common/regions";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatDate } from "./names";
import { invoicePdfAttached, payInvoiceLabel, paymentInstructions } from "./pay-instructions";

/** Minor units as the client's locale writes money, with the currency's own digits (invoices are exact: $15.00, ¥1,500). */
export const formatMoney = (lang: Language, minor: number, currency: string) => formatMinor(minor, currency, lang);

interface OrderRef {
  code: string;
  projectName: string;
}

/** A tax rate in basis points as the reader's language writes a percentage (1900 → "19%", "19 %"). */
export const formatRate = (lang: Language, bp: number) =>
  new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);

/**
 * To the client, in the order's language: a new (or revised) quote to review on their order page, with its net,
 * its tax and the gross total its invoice will carry.
 */
export function quoteSentEmail(
  lang: Language,
  o: OrderRef,
  q: {
    version: number;
    subtotalCents: number;
    taxRateBp: number;
    taxCents: number;
    totalCents: number;
    currency: string;
    validUntil: string;
    note: string;
  },
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const money = (minor: number) => formatMoney(lang, minor, q.currency);
  return renderEmail({
    lang,
    subject: t("billing.quoteSubject", { code: o.code, version: q.version }),
    heading: t("billing.quoteHeading"),
    paragraphs: [
      t("billing.quoteIntro", { code: o.code, project: o.projectName }),
      q.taxRateBp > 0
        ? t("billing.quoteGross", {
            net: money(q.subtotalCents),
            rate: formatRate(lang, q.taxRateBp),
            tax: money(q.taxCents),
            total: money(q.totalCents),
          })
        : t("billing.quoteNoTax", { total: money(q.totalCents) }),
      t("billing.quoteValid", { date: formatDate(lang, q.validUntil) }),
      ...(q.note ? [q.note] : []),
    ],
    action: { label: t("billing.quoteAction"), url },
    footer: t("billing.clientFooter"),
  });
}

export type QuoteDecision = "accept" | "decline";

/** To staff: the client's decision, linking to the admin order. */
export function quoteDecidedStaffEmail(
  lang: Language,
  o: OrderRef,
  d: {
    decision: QuoteDecision;
    clientName: string;
    version: number;
    totalCents: number;
    currency: string;
    reason?: string | null;
  },
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const accepted = d.decision === "accept";
  const subject = t(accepted ? "billing.acceptedSubject" : "billing.declinedSubject", {
    code: o.code,
    version: d.version,
  });
  return renderEmail({
    lang,
    subject,
    heading: subject,
    paragraphs: [
      accepted
        ? t("billing.acceptedStaff", {
            name: d.clientName,
            version: d.version,
            total: formatMoney(lang, d.totalCents, d.currency),
          })
        : t("billing.declinedStaff", { name: d.clientName, version: d.version }),
      ...(d.reason ? [t("billing.reason", { text: d.reason })] : []),
    ],
    action: { label: t("billing.openOrder"), url },
  });
}

/** To the client: confirmation of their own decision. */
export function quoteDecidedClientEmail(
  lang: Language,
  o: OrderRef,
  decision: QuoteDecision,
  version: number,
  url: string,
) {
  const t = serverTexts(lang, "emails");
  const accepted = decision === "accept";
  return renderEmail({
    lang,
    subject: t(accepted ? "billing.acceptedSubject" : "billing.declinedSubject", { code: o.code, version }),
    heading: t(accepted ? "billing.acceptedClientHeading" : "billing.declinedClientHeading"),
    paragraphs: [t(accepted ? "billing.acceptedClient" : "billing.declinedClient", { code: o.code, version })],
    action: { label: t("billing.openOrder"), url },
    footer: t("billing.clientFooter"),
  });
}

/**
 * To the client: a new invoice, its total and due date, how to pay it (exactly the methods offered), its PDF
 * attached by the caller, and "Pay invoice" to the invoice on the order page.
 */
export function invoiceIssuedEmail(
  lang: Language,
  o: OrderRef,
  i: { number: string; totalCents: number; dueDate: string; currency: string },
  payUrl: string,
  options: PaymentOptions,
) {
  const t = serverTexts(lang, "emails");
  return renderEmail({
    lang,
    subject: t("billing.invoiceSubject", { number: i.number, code: o.code }),
    heading: t("billing.invoiceHeading", { number: i.number }),
    paragraphs: [
      t("billing.invoiceIntro", { code: o.code, project: o.projectName }),
      t("billing.invoiceTotal", {
        total: formatMoney(lang, i.totalCents, i.currency),
        date: formatDate(lang, i.dueDate),
      }),
      ...paymentInstructions(lang, i.number, options),
      invoicePdfAttached(lang),
    ],
    action: { label: payInvoiceLabel(lang), url: payUrl },
    footer: t("billing.clientFooter"),
  });
}
