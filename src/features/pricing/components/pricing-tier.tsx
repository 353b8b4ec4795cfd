import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ServiceTier } from "@/content/services";
import { cn } from "@/lib/cn";

export function PricingTier({ tier, orderHref }: { tier: ServiceTier; orderHref: string }) {
  const { t } = useTranslation(["pricing", "catalog"]);
  return (
    <article
      aria-label={tier.title}
      className={cn(
        "relative flex flex-col gap-3 rounded-2xl border bg-background/60 p-5",
        tier.popular && "border-primary shadow-lg shadow-primary/20",
      )}
    >
      {tier.popular && (
        <Badge className="bg-brand-gradient absolute -top-3 left-5 text-white">{t("catalog:tiers.popular")}</Badge>
      )}
      <h3 className="font-semibold">{tier.title}</h3>
      <p className="text-2xl font-bold tracking-tight">{tier.priceLabel}</p>
      <ul className="flex-1 space-y-1.5">
        {tier.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild size="sm" variant={tier.popular ? "gradient" : "outline"}>
        <Link to={orderHref}>{t("selectPlan")}</Link>
      </Button>
    </article>
  );
}
