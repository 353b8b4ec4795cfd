import { maskDestination, type RefundDestination } from "@common/account";
import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";

export interface RefundDestinationFacts {
  orderCode: string;
  creditNoteNumber: string;
  amountCents: number;
  currency: string;
  destination: RefundDestination;
}

/**
 * To staff: the client said where a bank or crypto refund goes. Only the last four characters are in the mail (a
 * mailbox is read in many places); the whole destination is on the order's billing panel in the admin.
 */
export function refundDestinationStaffEmail(lang: Language, f: RefundDestinationFacts, url: string) {
  const t = serverTexts(lang, "emails");
  const d = f.destination;
  const where =
    d.kind === "bank"
      ? t("refundDestination.bank", { masked: maskDestination(d) })
      : t("refundDestination.crypto", {
          masked: maskDestination(d),
          network: t(`refundDestination.networks.${d.network}`),
        });
  return renderEmail({
    lang,
    subject: t("refundDestination.subject", { code: f.orderCode, number: f.creditNoteNumber }),
    heading: t("refundDestination.heading", { number: f.creditNoteNumber }),
    paragraphs: [
      t("refundDestination.body", {
        code: f.orderCode,
        amount: formatMoney(lang, f.amountCents, f.currency),
      }),
      where,
      t("refundDestination.inAdmin"),
    ],
    action: { label: t("refundDestination.open"), url },
  });
}
