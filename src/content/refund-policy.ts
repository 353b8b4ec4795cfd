/** The refund policy's numbers (spec §9), used by the refund page's text. */
export const REFUND_POLICY = {
  adminFeePercent: 10,
  earlyCancellationWindowHours: 48,
  earlyCancellationRefundPercent: 75,
  noRefundAfterCompletionPercent: 50,
  reviewBusinessDays: 3,
  payoutBusinessDaysMin: 5,
  payoutBusinessDaysMax: 10,
} as const;

/** Every policy document carries this date (spec §2). */
export const POLICY_LAST_UPDATED = "2025-05-09";
