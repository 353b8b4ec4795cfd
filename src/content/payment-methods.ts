import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatted } from "@common/formatted";
import { offeredMethods, type OfferedMethod } from "@common/payment-methods";
import { useSiteDataPart } from "@/app/site-data";

/**
 * The sentence naming the payment methods offered right now, built from the list in the reader's language ("We accept
 * card, PayPal and bank transfer."); with none offered, that the payment details come with the invoice.
 * `t` reads the "payment-methods" namespace.
 */
export function acceptedPaymentSentence(t: TFunction, lng: string, ids: readonly string[] | undefined): string {
  const methods = offeredMethods(ids);
  if (methods.length === 0) return t("none", { ns: "payment-methods" });
  const names = methods.map((id) => t(`names.${id}`, { ns: "payment-methods" }));
  const list = formatted(`list|${lng}|${names.join("|")}`, () =>
    new Intl.ListFormat(lng, { type: "conjunction" }).format(names),
  );
  return t("accepted", { ns: "payment-methods", methods: list });
}

/** The offered methods (id and badge label) and the sentence naming them, as this install's facts say. */
export function useAcceptedPayment(): { methods: { id: OfferedMethod; label: string }[]; sentence: string } {
  const { t, i18n } = useTranslation("payment-methods");
  const ids = useSiteDataPart("facts")?.paymentMethods;
  return {
    methods: offeredMethods(ids).map((id) => ({ id, label: t(`badges.${id}`) })),
    sentence: acceptedPaymentSentence(t, i18n.language, ids),
  };
}
