import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ServiceWithdrawn } from "@/components/catalog/service-notice";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { relatedServices, useService, useServices } from "@/content/services";
import { PageMeta } from "@/lib/page-meta";
import { ServiceCard } from "../components/service-card";
import { ServiceIcon } from "../components/service-icon";
import { ServiceNotFound } from "../components/service-not-found";
import { ServiceTabs } from "../components/service-tabs";

export function ServiceDetailPage() {
  const { serviceId } = useParams();
  const { t } = useTranslation("services");
  const services = useServices();
  const service = useService(serviceId);
  if (!service) return <ServiceNotFound />;
  const related = relatedServices(services, service.id);

  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <section className="relative overflow-hidden border-b">
        <div aria-hidden className={`absolute inset-0 bg-linear-to-br opacity-15 ${service.gradient}`} />
        <div className="container-page relative py-12 sm:py-16">
          <Link
            to={paths.services}
            className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("detail.back")}
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <ServiceIcon service={service} large />
            <div className="flex-1">
              <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{service.title}</h1>
              <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{service.description}</p>
            </div>
            {!service.withdrawn && (
              <Button asChild variant="gradient" size="lg" className="self-start sm:self-center">
                <Link to={paths.contact}>
                  {t("detail.getStarted")}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
          </div>
        </div>
      </section>
      <div className="container-page py-12">
        {service.withdrawn ? (
          // Hidden by staff: its page stays (links and orders placed before point here), with no way to order it.
          <ServiceWithdrawn service={service.title} />
        ) : service.offered ? (
          <ServiceTabs service={service} />
        ) : (
          // Not offered in the visitor's region: said so, with the way to the contact form (kept small here, as
          // this page's first load has a budget; the order page shows the same texts in <NotOffered>).
          <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
            <h2 className="text-2xl font-bold tracking-tight">
              {t("catalog:notOffered.title", { service: service.title })}
            </h2>
            <p className="text-muted-foreground">{t("catalog:notOffered.body")}</p>
            <Button asChild variant="gradient">
              <Link to={paths.contact}>{t("catalog:notOffered.cta")}</Link>
            </Button>
          </section>
        )}
      </div>
      <section aria-labelledby="related-title" className="container-page pb-16 render-when-near">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight">
          {t("detail.relatedTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {related.map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
