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

/** Payment methods named in the payment answer: cards, an online wallet, bank transfer and three crypto options. */
export const PAYMENT_METHOD_IDS = ["cards", "paypal", "bankTransfer", "bitcoin", "ethereum", "usdt"] as const;

export const SUPPORT_EMAIL = "support@umbra.agency";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export function useFaqItems(): FaqItem[] {
  const { t } = useTranslation("faq");
  return FAQ_IDS.map((id) => ({ id, question: t(`items.${id}.question`), answer: t(`items.${id}.answer`) }));
}

export function usePaymentMethods(): { id: string; name: string }[] {
  const { t } = useTranslation("faq");
  return PAYMENT_METHOD_IDS.map((id) => ({ id, name: t(`paymentMethods.${id}`) }));
}
