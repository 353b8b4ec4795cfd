import { useTranslation } from "react-i18next";
import { listKeys } from "./list-entries";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * The eight answers; the payment answer starts with `accepted`, the sentence naming the methods this install offers
 * (payment-methods.ts), so that it never names one the buyer cannot use.
 */
export function useFaqItems(accepted: string): FaqItem[] {
  const { t } = useTranslation("faq");
  return listKeys(t, "items").map((id) => ({
    id,
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`, { accepted }),
  }));
}
