import { ArrowRight, Eye, Gauge, ShieldCheck, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { figureValue, type FigureId } from "@common/figures";
import { formatNumber } from "@common/formatted";
import { useSiteDataPart } from "@/app/site-data";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { useCompanyTimeline } from "@/content/company";
import { listOf } from "@/content/list-entries";
import { PageMeta } from "@/lib/page-meta";
import { Timeline } from "../components/timeline";
import { RichText } from "@/components/rich-text";

const VALUE_ICONS = [Eye, Target, Gauge, ShieldCheck];

export function AboutPage() {
  const { t, i18n } = useTranslation("about");
  // The lists as staff published them: a tab or section whose list they emptied is left out.
  const steps = listOf<{ title: string; description: string }>(t, "approach.steps");
  const values = listOf<{ title: string; description: string }>(t, "values.items");
  const paragraphs = listOf<string>(t, "mission.paragraphs");
  const hasTimeline = useCompanyTimeline().length > 0;
  const figures = useSiteDataPart("figures");
  const num = (v: number) => formatNumber(i18n.language, v);
  const facts: { key: string; figure: FigureId; format: (v: number) => string }[] = [
    { key: "campaigns", figure: "campaigns", format: (v) => t("plus", { value: num(v) }) },
    { key: "countries", figure: "countries", format: num },
    { key: "response", figure: "responseHours", format: (v) => t("mission.responseValue", { value: num(v) }) },
  ];
  // A figure staff hid (or one computed with nothing to count yet) is left out.
  const stats = facts.flatMap((f) => {
    const value = figureValue(figures, f.figure);
    return value === null ? [] : [{ key: f.key, value: f.format(value) }];
  });

  return (
    <div className="py-16 sm:py-20">
      <PageMeta title={t("meta.title")} description={t("meta.description")} />
      <header className="container-page max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("heading")}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{t("intro")}</p>
      </header>

      <Tabs defaultValue="mission" className="container-page mt-12 max-w-4xl">
        <div className="flex justify-center">
          <TabsList aria-label={t("tabsLabel")}>
            <TabsTrigger value="mission">{t("tabs.mission")}</TabsTrigger>
            {hasTimeline && <TabsTrigger value="story">{t("tabs.story")}</TabsTrigger>}
            {steps.length > 0 && <TabsTrigger value="approach">{t("tabs.approach")}</TabsTrigger>}
          </TabsList>
        </div>
        <TabsContent value="mission" className="rounded-2xl border bg-card p-6 sm:p-10">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("mission.heading")}</h2>
          {paragraphs.map((p, i) => (
            <RichText key={i} text={p} className="mt-4 leading-relaxed text-muted-foreground" />
          ))}
          {stats.length > 0 && (
            <dl className="mt-8 grid gap-4 sm:auto-cols-fr sm:grid-flow-col">
              {stats.map((s) => (
                <div key={s.key} className="flex flex-col-reverse rounded-xl bg-muted/60 p-5 text-center">
                  <dt className="mt-1 text-sm text-muted-foreground">{t(`mission.stats.${s.key}`)}</dt>
                  <dd className="text-3xl font-bold text-gradient">{s.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </TabsContent>
        {hasTimeline && (
          <TabsContent value="story" className="rounded-2xl border bg-card p-6 sm:p-10">
            <h2 className="mb-8 text-2xl font-bold tracking-tight sm:text-3xl">{t("story.heading")}</h2>
            <div className="pl-3">
              <Timeline />
            </div>
          </TabsContent>
        )}
        {steps.length > 0 && (
          <TabsContent value="approach" className="rounded-2xl border bg-card p-6 sm:p-10">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("approach.heading")}</h2>
            <ol className="mt-8 grid gap-4 sm:grid-cols-2">
              {steps.map((step, i) => (
                <li key={i} className="rounded-xl bg-muted/60 p-5">
                  <span className="flex size-9 items-center justify-center rounded-full bg-brand-gradient font-bold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-4 font-semibold">{step.title}</h3>
                  <RichText text={step.description} className="mt-1 text-sm text-muted-foreground" />
                </li>
              ))}
            </ol>
          </TabsContent>
        )}
      </Tabs>

      <section aria-labelledby="values-heading" className="container-page mt-20" hidden={!values.length}>
        <h2 id="values-heading" className="text-center text-3xl font-bold tracking-tight">
          {t("values.heading")}
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value, i) => {
            const Icon = VALUE_ICONS[i] ?? Eye;
            return (
              <Card key={i}>
                <CardHeader>
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <CardTitle className="mt-3">{value.title}</CardTitle>
                </CardHeader>
                <CardContent className="text-sm text-muted-foreground">{value.description}</CardContent>
              </Card>
            );
          })}
        </div>
      </section>

      <section className="container-page mt-20">
        <div className="rounded-3xl bg-brand-gradient p-8 text-center text-white sm:p-14">
          <h2 className="text-3xl font-bold tracking-tight">{t("cta.heading")}</h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">{t("cta.body")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant={null} className="bg-white text-gray-900 hover:bg-white/90">
              <Link to={paths.contact}>
                {t("cta.contact")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant={null}
              className="border border-white/60 bg-transparent text-white hover:bg-white/10"
            >
              <Link to={paths.services}>{t("cta.services")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
