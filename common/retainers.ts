import { z } from "zod";
import { SERVICE_IDS, TIER_IDS, type ServiceId, type TierId } from "./catalog";
import { planKey, type RecurringTerms } from "./retainer-terms";

export { planKey, PRICE_NOTICE_DAYS, type RecurringPlans, type RecurringTerms } from "./retainer-terms";
import { safeString } from "./text";

/**
 * Retainers (issue 42, first part): a service's tier sold every N months, with an optional quota per period ("8
 * posts") and rollover of what is left. An order of such a tier carries a retainer; it starts when its first invoice
 * is paid (or staff start it), then each period opens on its day and its invoice is issued INVOICE_DAYS_AHEAD days
 * before, from the one gapless invoice series. The dates here are calendar days (YYYY-MM-DD) in the admin's time zone.
 */
export const RETAINER_STATUSES = ["pending", "active", "paused", "cancelling", "cancelled"] as const;
export type RetainerStatus = (typeof RETAINER_STATUSES)[number];

export const RETAINER_LIMITS = {
  everyMonthsMax: 12,
  quotaMax: 100_000,
  unitMax: 40,
  invoiceDaysMax: 60,
  pausePeriodsMax: 12,
} as const;
/**
 * What an upgrade's prorated difference does: a line on the next period's invoice (`next_invoice`), or an invoice of
 * its own at once (`now`). Staff choose the default; a downgrade always gives a credit (never a lost one).
 */
export const UPGRADE_BILLING = ["next_invoice", "now"] as const;
export type UpgradeBilling = (typeof UPGRADE_BILLING)[number];
export const RETAINER_DEFAULTS = { invoiceDaysAhead: 7, maxPausePeriods: 3, upgradeBilling: "next_invoice" } as const;

export const retainerPlanSchema = z.object({
  serviceId: z.enum(SERVICE_IDS),
  tierId: z.enum(TIER_IDS),
  everyMonths: z.number().int().min(1).max(RETAINER_LIMITS.everyMonthsMax).default(1),
  quotaAmount: z.number().int().min(1).max(RETAINER_LIMITS.quotaMax).nullable().default(null),
  quotaUnit: safeString()
    .transform((s) => s.trim())
    .pipe(z.string().max(RETAINER_LIMITS.unitMax))
    .default(""),
  rollover: z.boolean().default(false),
});
export type RetainerPlanInput = z.infer<typeof retainerPlanSchema>;

export const retainerSettingsSchema = z.object({
  invoiceDaysAhead: z.number().int().min(0).max(RETAINER_LIMITS.invoiceDaysMax),
  maxPausePeriods: z.number().int().min(1).max(RETAINER_LIMITS.pausePeriodsMax),
  upgradeBilling: z.enum(UPGRADE_BILLING).default(RETAINER_DEFAULTS.upgradeBilling),
});
export type RetainerSettings = z.infer<typeof retainerSettingsSchema>;

/** PUT /api/admin/catalog/retainers: every recurring tier (the others are one-off) and the two settings. */
export const retainerPlansInputSchema = z
  .object({
    plans: z.array(retainerPlanSchema).max(SERVICE_IDS.length * TIER_IDS.length),
    settings: retainerSettingsSchema,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.plans.forEach((p, i) => {
      const key = planKey(p.serviceId, p.tierId);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["plans", i, "tierId"], message: "errors.duplicate" });
      seen.add(key);
      if (p.quotaAmount !== null && !p.quotaUnit)
        ctx.addIssue({ code: "custom", path: ["plans", i, "quotaUnit"], message: "errors.required" });
    });
  });
export type RetainerPlansInput = z.infer<typeof retainerPlansInputSchema>;

export const retainerPauseSchema = z.object({
  periods: z.number().int().min(1).max(RETAINER_LIMITS.pausePeriodsMax),
});
export const retainerCancelSchema = z.object({ when: z.enum(["period_end", "now"]) });
export type RetainerCancelWhen = z.infer<typeof retainerCancelSchema>["when"];
/** POST …/retainer/plan: move the retainer to another recurring tier of its service (same cadence). */
export const retainerPlanChangeSchema = z.object({ tierId: z.enum(TIER_IDS) });
export const retainerUsageSchema = z.object({ used: z.number().int().min(0).max(RETAINER_LIMITS.quotaMax) });
/** The terms of a stored plan row (quota only with an amount and a unit). */
export function termsOf(p: {
  everyMonths: number;
  quotaAmount: number | null;
  quotaUnit: string;
  rollover: boolean;
}): RecurringTerms {
  return {
    everyMonths: p.everyMonths,
    quota: p.quotaAmount !== null && p.quotaUnit ? { amount: p.quotaAmount, unit: p.quotaUnit } : null,
    rollover: p.rollover,
  };
}

const DAY_MS = 86_400_000;
const parse = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return { y: y!, m: m!, d: d! };
};
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** `months` calendar months after a day, on the same day of the month or that month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const { y, m, d } = parse(isoDate);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(d, last));
}

/** Calendar days from one day to another (YYYY-MM-DD; negative when `to` comes first). */
export function daysBetweenIso(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);
}

export function addDaysIso(isoDate: string, days: number): string {
  const { y, m, d } = parse(isoDate);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Slot s (0, 1, 2 …) of a retainer started on `startedOn`: it starts s × N months after the start, always counted
 * from the start day (so 31 Jan stays the 31st where a month has one), and ends where slot s + 1 starts.
 */
export function slotStart(startedOn: string, everyMonths: number, slot: number): string {
  return addMonths(startedOn, slot * everyMonths);
}

/** The slot a day falls in (−1 before the start). */
export function slotOf(startedOn: string, everyMonths: number, day: string): number {
  if (day < startedOn) return -1;
  const a = parse(startedOn);
  const b = parse(day);
  let s = Math.floor(((b.y - a.y) * 12 + (b.m - a.m)) / everyMonths);
  while (s > 0 && slotStart(startedOn, everyMonths, s) > day) s -= 1;
  while (slotStart(startedOn, everyMonths, s + 1) <= day) s += 1;
  return s;
}

/** The period entry both sides see. */
export interface RetainerPeriodView {
  slot: number;
  startsOn: string;
  /** The last day of the period (inclusive). */
  endsOn: string;
  included: number;
  rolledOver: number;
  used: number;
  left: number;
  invoiceNumber: string | null;
}

/** What cancelling costs or gives back, computed before the client confirms. */
export interface RetainerCancelQuote {
  when: RetainerCancelWhen;
  /** The last day of service. */
  endsOn: string;
  /** Paid for the current period: kept, as the policy says. */
  currentPeriodPaidCents: number;
  /** Always 0: "no refund for the current period". */
  refundCents: number;
  /** Invoices for periods after the end that are voided (unpaid) when it is confirmed. */
  voidedInvoices: string[];
}

/**
 * A tier the retainer can move to, and what moving today costs or gives back, prorated to the day over the current
 * period (net of tax, in the retainer's currency): an upgrade's `differenceCents` > 0 is billed as `billing` says;
 * a downgrade's < 0 comes back as a credit note on the paid period (or off the next invoice while it is unpaid).
 */
export interface RetainerPlanOption {
  tierId: TierId;
  amountCents: number;
  differenceCents: number;
  daysLeft: number;
  periodDays: number;
  billing: UpgradeBilling | "credit";
}

/** A prorated difference not yet billed or credited: it goes on the next period's invoice. */
export interface RetainerAdjustmentView {
  amountCents: number;
  description: string;
}

export interface RetainerView {
  status: RetainerStatus;
  serviceId: ServiceId;
  tierId: TierId;
  everyMonths: number;
  quota: { amount: number; unit: string } | null;
  rollover: boolean;
  amountCents: number;
  currency: string;
  startedOn: string | null;
  current: RetainerPeriodView | null;
  /** The next period's invoice: the day it is issued and its amount; null when none is coming. */
  nextInvoice: { issueOn: string; periodStartsOn: string; amountCents: number; currency: string } | null;
  /** Paused: the first day it runs again. */
  resumesOn: string | null;
  /** Cancelling: the last day of service. */
  endsOn: string | null;
  pausedPeriods: number;
  maxPausePeriods: number;
  cancelQuotes: RetainerCancelQuote[];
  periods: RetainerPeriodView[];
  /** The other recurring tiers of the service it can move to today (active only), with their prorated difference. */
  planOptions: RetainerPlanOption[];
  /** Differences waiting for the next period's invoice. */
  pendingAdjustments: RetainerAdjustmentView[];
  /** A new price the client was given notice of: from the first period starting on `from`. */
  priceChange: { amountCents: number; from: string; noticedOn: string } | null;
  /**
   * The tier's price in the price list now, when it differs from what the retainer will pay and notice can be
   * given (started, active or paused): with the day the first period at that price would start if noticed today.
   */
  listPrice: { amountCents: number; appliesFrom: string } | null;
}

/** One retainer in staff's list (Admin → Analytics). */
export interface RetainerListItem {
  orderCode: string;
  contactName: string;
  serviceId: ServiceId;
  tierId: TierId;
  status: RetainerStatus;
  amountCents: number;
  currency: string;
  everyMonths: number;
  startedOn: string | null;
  endsOn: string | null;
  /** The next invoice's issue day and gross amount (its tax at today's rate); null when none is coming. */
  nextInvoice: { issueOn: string; amountCents: number } | null;
}

/**
 * Staff's view of every retainer: monthly recurring revenue per currency (active and cancelling ones, each price over
 * its months; never summed across currencies), the invoices expected in the next 30 days, and churn (retainers that
 * ended in the last 30 days).
 */
export interface RetainerOverview {
  items: RetainerListItem[];
  mrr: { currency: string; cents: number }[];
  next30Days: { currency: string; cents: number }[];
  next30DaysCount: number;
  endedLast30Days: number;
  counts: Record<RetainerStatus, number>;
}
