import type { PaymentOptions } from "@common/billing";
import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";

/** The label of the button that opens the invoice where it can be paid. */
export const payInvoiceLabel = (lang: Language) => serverTexts(lang, "emails")("payInstructions.payInvoice");
export const invoicePdfAttached = (lang: Language) => serverTexts(lang, "emails")("payInstructions.pdfAttached");

/**
 * How to pay an invoice, exactly the methods offered: bank details with the invoice number as the reference,
 * crypto addresses, and card / PayPal on the invoice page when their provider is configured.
 */
export function paymentInstructions(lang: Language, invoiceNumber: string, options: PaymentOptions): string[] {
  const t = serverTexts(lang, "emails");
  const online = [
    options.card ? t("payInstructions.card") : "",
    options.wallet ? t("payInstructions.wallet") : "",
  ].filter(Boolean);
  const lines = [
    ...(options.bankTransfer
      ? [t("payInstructions.bank", { details: options.bankTransfer, invoice: invoiceNumber })]
      : []),
    ...(options.crypto ? [t("payInstructions.crypto", { addresses: options.crypto })] : []),
    ...(online.length
      ? [t("payInstructions.online", { methods: new Intl.ListFormat(lang, { type: "disjunction" }).format(online) })]
      : []),
  ];
  return [t("payInstructions.howToPay"), ...(lines.length ? lines : [t("payInstructions.noMethod")])];
}
