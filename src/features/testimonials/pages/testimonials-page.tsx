import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useTrustMetrics } from "@/content/social-proof";
import { useTestimonials } from "@/content/testimonials";
import { PageMeta } from "@/lib/page-meta";
import { TestimonialCard } from "../components/testimonial-card";

export function TestimonialsPage() {
  const { t } = useTranslation("testimonials");
  const testimonials = useTestimonials();
  const metrics = useTrustMetrics();
  return (
    <div className="py-16 sm:py-20">
      <PageMeta title={t("page.meta.title")} description={t("page.meta.description")} />
      <header className="container-page max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("page.eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("page.heading")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("page.intro")}</p>
      </header>

      {/* As many cards as staff published (none: no empty grid). */}
      {testimonials.length > 0 && (
        <section aria-label={t("page.listLabel")} className="container-page mt-12">
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((item) => (
              <TestimonialCard key={item.id} testimonial={item} />
            ))}
          </div>
        </section>
      )}

      <section aria-label={t("page.metricsLabel")} className="container-page mt-16" hidden={!metrics.length}>
        <dl className="grid gap-4 rounded-2xl border bg-card p-6 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => (
            <div key={m.id} className="relative flex min-h-15 flex-col-reverse justify-center p-2 pl-17">
              <dt className="text-sm text-muted-foreground">
                <span
                  aria-hidden
                  className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-lg bg-primary/15 text-primary"
                >
                  <m.icon className="size-5" />
                </span>
                {m.metric}
              </dt>
              <dd className="text-2xl font-bold">{m.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="container-page mt-16 text-center">
        <h2 className="text-3xl font-bold tracking-tight">{t("page.cta.heading")}</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t("page.cta.body")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="gradient">
            <Link to={paths.contact}>
              {t("page.cta.contact")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.services}>{t("page.cta.services")}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
