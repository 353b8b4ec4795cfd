import { ArrowLeft, ArrowRight, Building2, Calendar, CheckCircle2, Clock, Quote, Target } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { findCaseStudy, useCaseStudies, type CaseStudy } from "@/content/case-studies";
import { ogImagePath } from "@/content/og-image";
import { PageMeta } from "@/lib/page-meta";
import { BeforeAfterTable } from "../components/before-after-table";
import { CaseStudyCard } from "../components/case-study-card";

/** Three other cases: same category first, then the rest in catalogue order. */
function similarCases(studies: CaseStudy[], current: CaseStudy) {
  const others = studies.filter((s) => s.id !== current.id);
  const same = others.filter((s) => s.filterCategory === current.filterCategory);
  return [...same, ...others.filter((s) => s.filterCategory !== current.filterCategory)].slice(0, 3);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-4 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}

function Fact({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span aria-hidden className="absolute top-0.5 left-0 text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-sm">{value}</dd>
      {note && <dd className="mt-2 text-sm text-muted-foreground">{note}</dd>}
    </div>
  );
}

export function CaseStudyPage() {
  const { t } = useTranslation("portfolio");
  const { caseStudyId } = useParams();
  const studies = useCaseStudies();
  const study = findCaseStudy(studies, caseStudyId);

  return (
    <div className="py-12 sm:py-16">
      <PageMeta
        title={study.title}
        description={study.description}
        article={{ published: study.date, section: study.category }}
        image={{ path: ogImagePath(study.image), alt: study.imageAlt }}
      />
      <div className="container-page">
        <Link
          to={paths.portfolio}
          className="inline-flex items-center gap-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("detail.back")}
        </Link>
        <header className="mt-8 grid items-center gap-10 lg:grid-cols-2">
          <div>
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <Badge>{study.category}</Badge>
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden />
                <time dateTime={study.date}>{study.displayDate}</time>
              </span>
            </div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{study.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{study.description}</p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={t("tags")}>
              {study.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <div className="aspect-video overflow-hidden rounded-2xl border bg-muted">
            <img
              src={study.image}
              alt={study.imageAlt}
              width={800}
              height={450}
              decoding="async"
              className="size-full object-cover"
            />
          </div>
        </header>

        <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-12">
            <Section title={t("detail.challenge")}>
              <p>{study.challenge}</p>
            </Section>
            <Section title={t("detail.approach")}>
              <p>{study.solution}</p>
            </Section>
            <Section title={t("detail.process")}>
              <ol className="space-y-3">
                {study.process.map((step, i) => (
                  <li key={step} className="flex gap-4">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-xs font-bold text-white">
                      {i + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </Section>
            <Section title={t("detail.results")}>
              <dl className="grid gap-4 sm:grid-cols-3">
                {Object.entries(study.results).map(([label, value]) => (
                  <div key={label} className="rounded-xl border bg-card p-4">
                    <dt className="text-xs font-medium tracking-wide uppercase">{label}</dt>
                    <dd className="mt-2 font-semibold text-foreground">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4">{study.resultsSummary}</p>
            </Section>
            <Section title={t("detail.beforeAfter")}>
              <div className="rounded-xl border bg-card">
                <BeforeAfterTable rows={study.beforeAfter} />
              </div>
            </Section>
            <figure className="relative rounded-2xl border bg-card p-8">
              <Quote className="absolute top-6 right-6 size-10 text-primary/30" aria-hidden />
              <blockquote className="text-lg leading-relaxed text-foreground">“{study.testimonial.quote}”</blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="font-semibold">{study.testimonial.author}</span>
                <span className="block text-muted-foreground">{study.testimonial.title}</span>
              </figcaption>
            </figure>
          </div>

          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <Card>
              <CardHeader>
                <CardTitle>{t("detail.overview")}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="space-y-5">
                  <Fact
                    icon={<Building2 className="size-5" aria-hidden />}
                    label={t("detail.client")}
                    value={study.client}
                    note={study.clientDescription}
                  />
                  <Fact
                    icon={<Clock className="size-5" aria-hidden />}
                    label={t("detail.timeframe")}
                    value={study.timeframe}
                  />
                  <Fact
                    icon={<Target className="size-5" aria-hidden />}
                    label={t("detail.objective")}
                    value={study.objective}
                  />
                </dl>
              </CardContent>
            </Card>
            <Card className="overflow-hidden border-primary/40 bg-gradient-to-br from-primary/20 to-card">
              <CardHeader>
                <CardTitle>{t("detail.ctaTitle")}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="text-sm text-muted-foreground">{t("detail.ctaBody")}</p>
                <ul className="space-y-2 text-sm">
                  {(t("detail.ctaPoints", { returnObjects: true }) as string[]).map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <CheckCircle2 className="size-4 text-emerald-400" aria-hidden />
                      {point}
                    </li>
                  ))}
                </ul>
                <Button asChild variant="gradient" className="w-full">
                  <Link to={paths.contact}>
                    {t("detail.consultation")}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </aside>
        </div>
      </div>

      <section aria-labelledby="similar-heading" className="container-page mt-20">
        <h2 id="similar-heading" className="text-2xl font-bold tracking-tight">
          {t("detail.similar")}
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {similarCases(studies, study).map((s) => (
            <CaseStudyCard key={s.id} study={s} />
          ))}
        </div>
      </section>
    </div>
  );
}
