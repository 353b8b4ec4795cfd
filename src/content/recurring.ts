import type { TFunction } from "i18next";
import { planKey, type RecurringPlans, type RecurringTerms } from "@common/retainer-terms";
import { useSiteDataPart } from "@/app/site-data";

/** The tiers sold every N months (issue 42), as the page was rendered with; {} while every tier is one-off. */
export function useRecurringPlans(): RecurringPlans {
  return useSiteDataPart("recurring") ?? NONE;
}
const NONE: RecurringPlans = {};

export const termsFor = (plans: RecurringPlans, serviceId: string, tierId: string): RecurringTerms | undefined =>
  plans[planKey(serviceId, tierId)];

/** "/ month" or "every 3 months": what follows a recurring tier's price. */
export function cadenceText(terms: RecurringTerms, t: TFunction): string {
  return terms.everyMonths === 1
    ? t("catalog:price.perMonth")
    : t("catalog:price.everyMonths", { n: terms.everyMonths });
}

/** "8 posts per period, unused ones roll over"; null without a quota. */
export function quotaText(terms: RecurringTerms, t: TFunction): string | null {
  if (!terms.quota) return null;
  const base = t("catalog:price.quota", { amount: terms.quota.amount, unit: terms.quota.unit });
  return terms.rollover ? `${base} · ${t("catalog:price.rollover")}` : base;
}
