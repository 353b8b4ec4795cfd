import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { Service } from "@/content/services";
import { ServiceIcon } from "./service-icon";

/** A service in a grid: icon, title, description, starting price and a 'Learn more' link. */
export function ServiceCard({ service, showPrice = true }: { service: Service; showPrice?: boolean }) {
  const { t } = useTranslation("services");
  // The lowest tier with a price in the region's currency.
  const from = service.pricing.find((tier) => tier.price !== null);
  return (
    <article className="group relative flex h-full flex-col gap-4 overflow-hidden rounded-2xl border bg-card p-6 transition-colors hover:border-primary/50">
      <div
        aria-hidden
        className={`pointer-events-none absolute inset-x-0 top-0 h-1 bg-linear-to-r ${service.gradient}`}
      />
      <ServiceIcon service={service} />
      <h3 className="text-lg font-semibold tracking-tight">{service.title}</h3>
      <p className="flex-1 text-sm text-muted-foreground">{service.description}</p>
      {showPrice && from && (
        <p className="text-sm font-medium tabular-nums">{t("list.from", { price: from.priceLabel })}</p>
      )}
      <Link
        to={paths.service(service.id)}
        aria-label={`${t("list.learnMore")}: ${service.title}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0 hover:underline"
      >
        {t("list.learnMore")}
        {/* The link's text says where it leads, for tools that read text rather than the name (the visible words stay the spec's). */}
        <span className="sr-only">: {service.title}</span>
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
      </Link>
    </article>
  );
}
