import { MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useServices } from "@/content/services";
import { PageMeta } from "@/lib/page-meta";
import { ServicePricing } from "../components/service-pricing";

export function PricingPage() {
  const { t } = useTranslation("pricing");
  const services = useServices();
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <section className="relative overflow-hidden border-b">
        <div aria-hidden className="bg-brand-gradient absolute inset-0 opacity-10" />
        <div className="container-page relative py-16 text-center sm:py-24">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("intro.eyebrow")}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("intro.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t("intro.body")}</p>
          <nav aria-label={t("jumpTo")} className="mx-auto mt-8 flex max-w-4xl flex-wrap justify-center gap-2">
            {services.map((s) => (
              <a
                key={s.id}
                href={`#${s.id}`}
                className="rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground hover:border-primary hover:text-foreground"
              >
                {s.title}
              </a>
            ))}
          </nav>
        </div>
      </section>
      <div className="container-page flex flex-col gap-10 py-16">
        {services.map((s) => (
          <ServicePricing key={s.id} service={s} />
        ))}
        <section
          aria-labelledby="custom-pricing"
          className="relative overflow-hidden rounded-3xl border border-primary/40 p-8 text-center sm:p-12"
        >
          <div aria-hidden className="bg-brand-gradient absolute inset-0 opacity-15" />
          <div className="relative flex flex-col items-center gap-4">
            <MessagesSquare aria-hidden className="size-10 text-primary" />
            <h2 id="custom-pricing" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("custom.title")}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{t("custom.body")}</p>
            <Button asChild variant="gradient" size="lg">
              <Link to={paths.contact}>{t("custom.cta")}</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
