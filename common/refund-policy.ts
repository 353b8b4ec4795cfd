/**
 * The Refund Policy page as arithmetic. Cancelled before the work starts: what was paid minus a 10 %
 * administration fee; within 48 hours of the start: 75 %; once half of the work is done: nothing; otherwise staff
 * decide as the policy page says (the current period of an ongoing service is not refunded). An unpaid order that
 * was never invoiced is simply cancelled. Staff answer a request within 3 business days.
 */
import { milestoneProgress, type MilestoneState } from "./milestones";

export const ADMIN_FEE_BP = 1000;
export const EARLY_REFUND_BP = 7500;
export const EARLY_WINDOW_MS = 48 * 3_600_000;
export const NO_REFUND_FROM_PERCENT = 50;
export const REVIEW_BUSINESS_DAYS = 3;

export const REFUND_TIERS = ["not_started", "within_48h", "half_done", "staff_decides", "nothing_paid"] as const;
export type RefundTier = (typeof REFUND_TIERS)[number];

export interface RefundFacts {
  /** Money received on the order's invoices, minus what was credited already. */
  paidCents: number;
  /** When the order first went to "in progress" (null: the work has not started). */
  startedAt: Date | null;
  /** The share of the work done, 0–100, as staff set it (used when the order has no milestones). */
  progressPercent: number;
  /** The order's milestones (issue 41): when there are any, the work done is the sum of the approved weights. */
  milestones?: readonly PolicyMilestone[];
  now: Date;
}

/** A milestone as the policy and the client's quote name it. */
export interface PolicyMilestone {
  title: string;
  weight: number;
  state: MilestoneState;
}

export interface RefundQuote {
  tier: RefundTier;
  paidCents: number;
  /** What the policy gives back; null when staff decide. */
  refundCents: number | null;
}

/** Rounded down to the cent: the policy never gives back a fraction more than it says. */
const share = (cents: number, bp: number) => Math.floor((cents * bp) / 10_000);

export function refundQuote(f: RefundFacts): RefundQuote {
  const paidCents = Math.max(0, f.paidCents);
  if (paidCents === 0) return { tier: "nothing_paid", paidCents, refundCents: 0 };
  if (milestoneProgress(f.milestones ?? [], f.progressPercent) >= NO_REFUND_FROM_PERCENT)
    return { tier: "half_done", paidCents, refundCents: 0 };
  if (!f.startedAt) return { tier: "not_started", paidCents, refundCents: paidCents - share(paidCents, ADMIN_FEE_BP) };
  if (f.now.getTime() - f.startedAt.getTime() <= EARLY_WINDOW_MS) {
    return { tier: "within_48h", paidCents, refundCents: share(paidCents, EARLY_REFUND_BP) };
  }
  return { tier: "staff_decides", paidCents, refundCents: null };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ((acc[p.type] = p.value), acc), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The last calendar day (YYYY-MM-DD, in the seller's time zone) to answer a request made at `at`: the request's
 * day plus `days` business days (Monday to Friday); a request made on a weekend counts from the next Monday.
 */
export function businessDeadline(at: Date, timeZone: string, days = REVIEW_BUSINESS_DAYS): string {
  const d = new Date(`${dateIn(at, timeZone)}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

export const CANCELLATION_STATUSES = ["pending", "approved", "declined"] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** An order's cancellation as its client and staff see it. */
export interface Cancellation {
  id: number;
  status: CancellationStatus;
  tier: RefundTier;
  paidCents: number;
  /** What the policy computed; null when staff decide. */
  computedCents: number | null;
  /** What staff approved (null while pending or when declined). */
  approvedCents: number | null;
  reason: string;
  decisionReason: string;
  requestedAt: string;
  /** Last day to answer (YYYY-MM-DD, seller's time zone). */
  dueOn: string;
  decidedAt: string | null;
}

/** GET /api/orders/:code/cancellation: what cancelling now would give back, and the open or last request. */
export interface CancellationView {
  /** Whether the client may ask now (not cancelled or completed, no request pending). */
  canRequest: boolean;
  /** No money and no invoice: cancelling happens at once, nothing to review. */
  immediate: boolean;
  quote: RefundQuote;
  currency: string;
  request: Cancellation | null;
  /** The progress the quote stands on (approved milestone weights, or the staff's percentage) and the milestones. */
  progressPercent?: number;
  milestones?: PolicyMilestone[];
  /** When staff first moved the order to in progress (null: not started). */
  startedAt?: string | null;
}
