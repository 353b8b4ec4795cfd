import type { Language } from "@common/locales";
import { serverTexts } from "../../lib/i18n";
import { renderEmail } from "../render";
import { formatMoney } from "./billing";
import { formatDate, serviceName, tierName } from "./names";

export interface PriceNoticeFacts {
  code: string;
  serviceId: string;
  tierId: string;
  currency: string;
  oldCents: number;
  newCents: number;
  /** The first day of the first period at the new price. */
  from: string;
}

/** To the client, in the order's language: their retainer's price changes from a period at least 30 days away. */
export function retainerPriceNoticeEmail(lang: Language, f: PriceNoticeFacts, url: string) {
  const t = serverTexts(lang, "emails");
  const values = {
    code: f.code,
    plan: `${serviceName(lang, f.serviceId)} — ${tierName(lang, f.tierId)}`,
    date: formatDate(lang, f.from),
    old: formatMoney(lang, f.oldCents, f.currency),
    amount: formatMoney(lang, f.newCents, f.currency),
  };
  return renderEmail({
    lang,
    subject: t("retainerPrice.subject", values),
    heading: t("retainerPrice.heading"),
    paragraphs: [t("retainerPrice.body", values), t("retainerPrice.before", values), t("retainerPrice.choice")],
    action: { label: t("retainerPrice.action"), url },
  });
}
