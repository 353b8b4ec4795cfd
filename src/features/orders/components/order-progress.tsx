import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));
/** "40%", "40 %", "40 %" as each language writes a share. */
const formatPercent = (percent: number, lng: string) =>
  new Intl.NumberFormat(lng, { style: "percent" }).format(percent / 100);

/** The bar itself: a labelled progressbar (the label is the visible text it sits under, or `label`). */
function Bar({
  percent,
  labelledBy,
  label,
  className,
}: {
  percent: number;
  labelledBy?: string;
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation("orders");
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t("progress.valueText", { percent: formatPercent(percent, i18n.language) })}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className="h-full rounded-full bg-brand-gradient" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** On the order page: "Work done: 40 %", the bar, and the note and date staff wrote with it. */
export function OrderProgress({ percent, note, at }: { percent: number; note: string; at: string | null }) {
  const { t, i18n } = useTranslation("orders");
  const id = useId();
  const value = clamp(percent);
  const date = at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(at)) : null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2" data-testid="order-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {t("progress.title")}
        </h2>
        <p id={`${id}-label`} className="text-sm font-medium tabular-nums">
          {t("progress.label", { percent: formatPercent(value, i18n.language) })}
        </p>
      </div>
      <Bar percent={value} labelledBy={`${id}-label`} className="h-3" />
      {(note || date) && (
        <p className="text-sm text-muted-foreground">
          {note && <span className="whitespace-pre-line text-foreground">{note}</span>}
          {note && date && " · "}
          {date && t("progress.updated", { date })}
        </p>
      )}
    </section>
  );
}

/** In the dashboard's order list: a thin bar named by its order. */
export function CompactProgress({ percent, code }: { percent: number; code: string }) {
  const { t, i18n } = useTranslation("orders");
  const value = clamp(percent);
  return (
    <span className="flex items-center gap-2" data-testid="compact-progress">
      <Bar percent={value} label={t("progress.compactLabel", { code })} className="h-1.5" />
      <span className="w-10 shrink-0 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
        {formatPercent(value, i18n.language)}
      </span>
    </span>
  );
}
