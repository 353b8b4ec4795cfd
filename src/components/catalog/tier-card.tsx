import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ServiceTier } from "@/content/services";
import { clsx } from "clsx";

const looks = {
  regular: { card: "gap-4 bg-card p-6", badge: "left-6", title: "text-lg", price: "text-3xl", list: "space-y-2" },
  compact: { card: "gap-3 bg-background/60 p-5", badge: "left-5", title: "", price: "text-2xl", list: "space-y-1.5" },
} as const;

/** One pricing plan with its order link; the popular one is highlighted. Service detail and /pricing share it. */
export function TierCard({
  tier,
  orderHref,
  actionLabel,
  size = "regular",
}: {
  tier: ServiceTier;
  orderHref: string;
  actionLabel: string;
  size?: keyof typeof looks;
}) {
  const { t } = useTranslation("catalog");
  const look = looks[size];
  return (
    <article
      aria-label={tier.title}
      className={clsx(
        "relative flex flex-col rounded-2xl border",
        look.card,
        tier.popular && "border-primary shadow-lg shadow-primary/20",
      )}
    >
      {tier.popular && (
        <Badge
          variant={null}
          className={clsx("absolute -top-3 border-transparent bg-brand-gradient text-white", look.badge)}
        >
          {t("tiers.popular")}
        </Badge>
      )}
      <h3 className={clsx("font-semibold", look.title)}>{tier.title}</h3>
      {/* One line of a fixed height, digits of one width: the switch to the region's currency moves nothing. The
          words of a custom quote may wrap ("Individuelles Angebot" ran past a card at 1440 px). */}
      <p className={clsx("leading-tight font-bold tracking-tight whitespace-nowrap tabular-nums", look.price)}>
        {tier.price === null ? (
          <span className="text-[0.7em] whitespace-normal">{tier.priceLabel}</span>
        ) : (
          tier.priceLabel
        )}
        {tier.cadence && (
          <span className="ml-1.5 text-[0.45em] font-medium tracking-normal text-muted-foreground">{tier.cadence}</span>
        )}
      </p>
      {tier.quota && <p className="text-sm font-medium text-primary">{tier.quota}</p>}
      <ul className={clsx("flex-1", look.list)}>
        {tier.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-sm text-muted-foreground">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            {f}
          </li>
        ))}
      </ul>
      <Button asChild size={size === "compact" ? "sm" : "default"} variant={tier.popular ? "gradient" : "outline"}>
        <Link to={orderHref}>{actionLabel}</Link>
      </Button>
    </article>
  );
}
