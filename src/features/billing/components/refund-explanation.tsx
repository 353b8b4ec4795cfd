import { useTranslation } from "react-i18next";
import { ADMIN_FEE_BP, type CancellationView, EARLY_REFUND_BP, EARLY_WINDOW_MS } from "@common/refund-policy";
import { useBillingFormat } from "../format";

/**
 * What cancelling now gives back under the Refund Policy, and why: one sentence per tier, with the amounts.
 * The percentages and the window come from the policy's arithmetic (common/refund-policy.ts).
 */
export function RefundExplanation({ view, id }: { view: CancellationView; id?: string }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const { quote, currency, immediate } = view;
  const key = quote.tier === "nothing_paid" ? (immediate ? "nothing_paid_immediate" : "nothing_paid") : quote.tier;
  return (
    <p id={id} className="text-sm" data-tier={quote.tier}>
      {t(`cancel.tier.${key}`, {
        refund: f.money(quote.refundCents ?? 0, currency),
        paid: f.money(quote.paidCents, currency),
        fee: f.percent(ADMIN_FEE_BP),
        share: f.percent(EARLY_REFUND_BP),
        hours: EARLY_WINDOW_MS / 3_600_000,
      })}
    </p>
  );
}
