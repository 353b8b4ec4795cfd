import { ArrowLeft } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isServiceId } from "@common/catalog";
import { NotOffered, ServiceWithdrawn } from "@/components/catalog/service-notice";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useServiceLayout } from "@/content/service-layout";
import { usePricing } from "@/features/widgets";
import { PageMeta } from "@/lib/page-meta";
import { OrderWizard } from "../components/order-wizard";

function ServiceNotFound() {
  const { t } = useTranslation("common");
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-24 text-center">
      <PageMeta title={t("notFound.services.title")} description={t("notFound.services.body")} noindex />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.services.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("notFound.services.body")}</p>
      <Button asChild variant="gradient">
        <Link to={paths.services}>{t("notFound.services.link")}</Link>
      </Button>
    </section>
  );
}

export function OrderPage() {
  const { serviceId } = useParams();
  const { t } = useTranslation("order");
  const pricing = usePricing();
  const { hidden } = useServiceLayout();
  if (!isServiceId(serviceId)) return <ServiceNotFound />;
  // The catalogue's name of the service: the same words as the order namespace's, with the soft hyphens of long
  // German names ("Reputations-management" at 390 px, not "Reputationsmanagem-ent").
  const service = t(`catalog:services.${serviceId}.title`);
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <PageMeta title={t("meta.title", { service })} description={t("meta.description", { service })} noindex />
      <Link
        to={paths.service(serviceId)}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("backToService")}
      </Link>
      <header className="mb-8 mt-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans t={t} i18nKey="title" values={{ service }} components={{ hl: <span className="text-gradient" /> }} />
        </h1>
        <p className="mt-3 text-muted-foreground">{t("subtitle")}</p>
      </header>
      {/* A service the visitor's region does not offer cannot be chosen: the page says so and points to contact. */}
      {/* A service staff hid takes no new orders (the server refuses them too: errors.serviceWithdrawn). */}
      {hidden.includes(serviceId) ? (
        <ServiceWithdrawn service={service} />
      ) : pricing.services.includes(serviceId) ? (
        <OrderWizard key={serviceId} serviceId={serviceId} />
      ) : (
        <NotOffered service={service} />
      )}
    </div>
  );
}
