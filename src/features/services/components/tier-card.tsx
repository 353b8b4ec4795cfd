import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ServiceTier } from "@/content/services";
import { cn } from "@/lib/cn";

/** One pricing plan; the popular one is highlighted. */
export function TierCard({ tier, orderHref }: { tier: ServiceTier; orderHref: string }) {
  const { t } = useTranslation(["services", "catalog"]);
  return (
    <article
      aria-label={tier.title}
      className={cn(
        "relative flex flex-col gap-4 rounded-2xl border bg-card p-6",
        tier.popular && "border-primary shadow-lg shadow-primary/20",
      )}
    >
      {tier.popular && (
        <Badge className="bg-brand-gradient absolute -top-3 left-6 text-white">{t("catalog:tiers.popular")}</Badge>
      )}
      <h3 className="text-lg font-semibold">{tier.title}</h3>
      <p className="text-3xl font-bold tracking-tight">{tier.priceLabel}</p>
      <ul className="flex-1 space-y-2">
        {tier.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild variant={tier.popular ? "gradient" : "outline"}>
        <Link to={orderHref}>{t("detail.selectPlan")}</Link>
      </Button>
    </article>
  );
}
