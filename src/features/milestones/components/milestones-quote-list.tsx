import { useTranslation } from "react-i18next";
import type { PolicyMilestone } from "@common/refund-policy";
import { MilestoneStateBadge } from "./milestone-state-badge";

/** In the cancellation dialog: the milestones and their state that the refund computation stands on. */
export function MilestonesQuoteList({
  milestones,
  progressPercent,
}: {
  milestones?: PolicyMilestone[];
  progressPercent?: number;
}) {
  const { t, i18n } = useTranslation("milestones");
  if (!milestones?.length) return null;
  const percent = (n: number) => new Intl.NumberFormat(i18n.language, { style: "percent" }).format(n / 100);
  return (
    <div className="grid gap-1 text-sm" data-testid="quote-milestones">
      <p>{t("quote")}</p>
      <ul className="grid gap-1">
        {milestones.map((m, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2">
            <span>
              {m.title} ({percent(m.weight)})
            </span>
            <MilestoneStateBadge state={m.state} side="client" />
          </li>
        ))}
      </ul>
      {progressPercent !== undefined && <p>{t("quoteProgress", { percent: percent(progressPercent) })}</p>}
    </div>
  );
}
