import { useTranslation } from "react-i18next";
import { useServices } from "@/content/services";
import { OrderConfirmation } from "@/features/order";
import { PageMeta } from "@/lib/page-meta";
import { HowItWorks } from "../components/how-it-works";
import { ServiceCard } from "../components/service-card";
import { ServiceCategories } from "../components/service-categories";
import { ServiceComparison } from "../components/service-comparison";

export function ServicesPage() {
  const { t } = useTranslation("services");
  const services = useServices();
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <OrderConfirmation />
      <section className="relative overflow-hidden border-b">
        <div aria-hidden className="bg-brand-gradient absolute inset-0 opacity-10" />
        <div className="container-page relative py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("intro.eyebrow")}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("intro.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t("intro.body")}</p>
        </div>
      </section>
      <section aria-labelledby="list-title" className="container-page py-16 render-when-near">
        <h2 id="list-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("list.title")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </section>
      <ServiceComparison services={services} />
      <HowItWorks />
      <ServiceCategories />
    </>
  );
}
