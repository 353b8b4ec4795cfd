import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

const STEPS = ["service", "details"] as const;

export function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation("order");
  return (
    <nav aria-label={t("steps.label")}>
      <p className="sr-only">{t("steps.current", { current: step + 1, total: STEPS.length })}</p>
      <ol className="grid grid-cols-2 gap-3">
        {STEPS.map((key, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <li
              key={key}
              aria-current={current ? "step" : undefined}
              className={cn(
                "flex flex-col items-start gap-2 rounded-xl border p-3 transition-colors sm:flex-row sm:items-center sm:gap-3",
                current ? "border-primary/60 bg-primary/10" : "bg-card/50",
              )}
            >
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                  done || current ? "bg-brand-gradient text-white" : "bg-muted text-muted-foreground",
                )}
                aria-hidden
              >
                {done ? <Check className="size-4" /> : i + 1}
              </span>
              <span className="max-w-full min-w-0 [overflow-wrap:anywhere] hyphens-auto">
                {/* Wraps (and hyphenates) instead of being cut: "Leistungsauswahl" is wider than half a phone. */}
                <span className="block text-sm font-semibold [word-break:auto-phrase]">{t(`steps.${key}.title`)}</span>
                <span className="block text-xs text-muted-foreground">{t(`steps.${key}.description`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
