import { REFUND_POLICY } from "@/content/refund-policy";
import { LegalDocument } from "../components/legal-document";

export function RefundPage() {
  const p = REFUND_POLICY;
  return (
    <LegalDocument
      doc="refund"
      values={{
        adminFee: p.adminFeePercent,
        windowHours: p.earlyCancellationWindowHours,
        earlyRefund: p.earlyCancellationRefundPercent,
        cutoff: p.noRefundAfterCompletionPercent,
        reviewDays: p.reviewBusinessDays,
        payoutMin: p.payoutBusinessDaysMin,
        payoutMax: p.payoutBusinessDaysMax,
      }}
    />
  );
}
