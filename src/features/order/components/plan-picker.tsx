import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PriceTier, ServiceId, TierId } from "@common/catalog";
import { usePricing } from "@/features/widgets";
import { cn } from "@/lib/cn";
import { cadenceText, quotaText, termsFor, useRecurringPlans } from "@/content/recurring";
import { formatTierPrice } from "../lib/format";

export function PlanPicker({
  serviceId,
  tiers,
  value,
  onChange,
  error,
  name,
}: {
  serviceId: ServiceId;
  tiers: PriceTier[];
  value: TierId | undefined;
  onChange: (tier: TierId) => void;
  error?: string;
  name: string;
}) {
  const { t, i18n } = useTranslation("order");
  const pricing = usePricing();
  const recurring = useRecurringPlans();
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? "plan-error" : undefined}>
      <legend className="mb-3 text-sm font-medium">{t("plan.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {tiers.map((tier) => {
          const checked = value === tier.id;
          const price = formatTierPrice(serviceId, tier, pricing, i18n.language);
          const terms = price === null ? undefined : termsFor(recurring, serviceId, tier.id);
          return (
            <label
              key={tier.id}
              className={cn(
                "relative flex cursor-pointer flex-col gap-1 rounded-xl border p-4 transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                checked ? "border-primary bg-primary/10" : "bg-card/60 hover:border-primary/50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={tier.id}
                checked={checked}
                onChange={() => onChange(tier.id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{t(`tiers.${tier.id}`)}</span>
                {checked && <Check aria-hidden className="size-4 text-primary" />}
              </span>
              {/* One line of a fixed height: the switch from dollars to the region's currency moves nothing; the words
                  of a custom quote may wrap. */}
              <span className="text-2xl leading-tight font-bold tracking-tight whitespace-nowrap tabular-nums">
                {price ?? <span className="text-[0.7em] whitespace-normal">{t("plan.customQuote")}</span>}
                {terms && (
                  <span className="ml-1 text-sm font-medium tracking-normal text-muted-foreground">
                    {cadenceText(terms, t)}
                  </span>
                )}
              </span>
              {terms && quotaText(terms, t) && <span className="text-xs text-primary">{quotaText(terms, t)}</span>}
              {tier.popular && (
                <span className="absolute -top-2.5 right-3 rounded-full bg-brand-gradient px-2 py-0.5 text-[11px] font-semibold text-white">
                  {t("plan.popular")}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="plan-error" role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
