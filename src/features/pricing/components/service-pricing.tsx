import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { Service } from "@/content/services";
import { TierCard } from "@/components/catalog/tier-card";

/** One service's three plans. */
export function ServicePricing({ service }: { service: Service }) {
  const { t } = useTranslation("pricing");
  const Icon = service.icon;
  return (
    <section
      id={service.id}
      aria-labelledby={`pricing-${service.id}`}
      className="scroll-mt-24 rounded-3xl border bg-card p-6 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span
            className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white ${service.gradient}`}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={`pricing-${service.id}`} className="text-xl font-bold tracking-tight sm:text-2xl">
              {service.title}
            </h2>
            <p className="text-sm text-muted-foreground">{service.description}</p>
          </div>
        </div>
        <Link
          to={paths.service(service.id)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
          aria-label={`${t("viewService")}: ${service.title}`}
        >
          {t("viewService")}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {service.pricing.map((tier) => (
          <TierCard
            key={tier.id}
            tier={tier}
            orderHref={paths.order(service.id, tier.id)}
            actionLabel={t("selectPlan")}
            size="compact"
          />
        ))}
      </div>
    </section>
  );
}
