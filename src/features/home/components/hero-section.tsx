import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { figureValue, type FigureId } from "@common/figures";
import { formatNumber } from "@common/formatted";
import { useSiteDataPart } from "@/app/site-data";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Tagline, promise, the two calls to action and the track-record claims of spec §1. */
export function HeroSection() {
  const { t, i18n } = useTranslation("home");
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const num = (value: number, options?: Intl.NumberFormatOptions) => formatNumber(lng, value, options);
  const figures = useSiteDataPart("figures");
  // [label, figure, format]; a figure staff hid (or one computed with nothing to count yet) is left out.
  const claims: [string, FigureId, (v: number) => string][] = [
    ["campaigns", "campaigns", (v) => `${num(v)}+`],
    ["rate", "successRate", (v) => num(v / 100, { style: "percent", maximumFractionDigits: 1 })],
    ["targets", "targets", (v) => `${num(v, { notation: "compact", maximumSignificantDigits: 3 })}+`],
    ["response", "responseHours", (v) => t("hero.responseValue", { hours: num(v) })],
  ];
  const stats = claims.flatMap(([key, figure, format]) => {
    const value = figureValue(figures, figure);
    return value === null ? [] : [{ key, value: format(value) }];
  });
  return (
    <section className="relative overflow-hidden border-b">
      <div aria-hidden className="pointer-events-none absolute inset-0">
        <div className="bg-brand-gradient absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full opacity-25 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.07)_1px,transparent_0)] [background-size:28px_28px]" />
      </div>
      <div className="container-page relative flex flex-col items-center py-20 text-center sm:py-28">
        <p className="rounded-full border bg-card/60 px-4 py-1 text-xs font-semibold tracking-widest text-primary uppercase">
          {t("hero.eyebrow")}
        </p>
        <h1 className="mt-6 max-w-4xl text-[2rem] font-black tracking-tight text-balance min-[22rem]:text-4xl sm:text-6xl lg:text-7xl">
          <span className="text-gradient">{t("hero.title")}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">{t("hero.body")}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="gradient" size="lg">
            <Link to={paths.services}>
              {t("hero.explore")}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.contact}>{t("hero.contact")}</Link>
          </Button>
        </div>
        {stats.length > 0 && (
          <dl
            aria-label={t("hero.statsLabel")}
            className="mt-16 grid w-full max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none max-sm:[&>:last-child:nth-child(odd)]:col-span-2"
          >
            {stats.map((s) => (
              <div key={s.key} className="flex flex-col-reverse gap-1 bg-card px-4 py-6">
                <dt className="text-xs text-muted-foreground sm:text-sm">{t(`hero.stats.${s.key}`)}</dt>
                <dd className="text-2xl font-bold tracking-tight sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
