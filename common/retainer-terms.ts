import type { ServiceId, TierId } from "./catalog";

/**
 * A recurring tier's terms as the public pages read them (SiteData.recurring), without zod: the pages' first load
 * carries no schema library (common/retainers.ts holds the inputs' schemas). The cadence and quota of one tier:
 */
export interface RecurringTerms {
  everyMonths: number;
  /** What a period includes ("8" "posts"); null: no quota. */
  quota: { amount: number; unit: string } | null;
  rollover: boolean;
}

/** `SiteData.recurring` and the admin's list: "service.tier" → its terms; a tier not in it is one-off. */
export type RecurringPlans = Partial<Record<`${ServiceId}.${TierId}`, RecurringTerms>>;
export const planKey = (serviceId: string, tierId: string) => `${serviceId}.${tierId}` as `${ServiceId}.${TierId}`;

/** Notice of a new price (issue 42): at least this many days before the first period it applies to. */
export const PRICE_NOTICE_DAYS = 30;
