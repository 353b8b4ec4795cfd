import { useTranslation } from "react-i18next";

/** The FAQ page's eight questions, in the order of spec §2. */
export const FAQ_IDS = [
  "whatWeDo",
  "legitimacy",
  "speed",
  "guarantees",
  "security",
  "payment",
  "cancellation",
  "tracking",
] as const;

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
  return FAQ_IDS.map((id) => ({
    id,
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`, { accepted }),
  }));
}
