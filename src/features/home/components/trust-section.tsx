import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InitialsAvatar } from "@/components/initials-avatar";
import { SectionHeading } from "./section-heading";

export interface TrustClientType {
  id: string;
  name: string;
  /** null: a client type staff added, shown as its initial. */
  image: string | null;
  initial: string;
  gradient: readonly [string, string];
}

export interface TrustMetricItem {
  id: string;
  icon: LucideIcon;
  metric: string;
  value: string;
  description: string;
}

export interface TrustQuote {
  id: string;
  quote: string;
  attribution: string;
}

/**
 * The client types, metrics and anonymous quotes (six, four and three shipped; spec §1 social proof), as staff
 * published them: a list they emptied is left out with its heading.
 */
export function TrustSection({
  clientTypes,
  metrics,
  quotes,
}: {
  clientTypes: TrustClientType[];
  metrics: TrustMetricItem[];
  quotes: TrustQuote[];
}) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-trust" className="border-y bg-card/40 render-when-near">
      <div className="container-page py-20">
        <SectionHeading id="home-trust" eyebrow={t("trust.eyebrow")} title={t("trust.title")} body={t("trust.body")} />
        {clientTypes.length > 0 && <h3 className="sr-only">{t("trust.clientTypes")}</h3>}
        <ul hidden={!clientTypes.length} className="mt-10 flex flex-wrap justify-center gap-x-2 gap-y-6 sm:gap-6">
          {clientTypes.map((c) => (
            <li
              key={c.id}
              className="flex w-[calc((100%-1rem)/3)] flex-col items-center gap-2 text-center sm:w-[calc((100%-7.5rem)/6)]"
            >
              {c.image ? (
                <img src={c.image} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-full" />
              ) : (
                <InitialsAvatar initials={c.initial} gradient={c.gradient} className="size-16 text-2xl" />
              )}
              <span data-keep-clear className="text-sm font-medium">
                {c.name}
              </span>
            </li>
          ))}
        </ul>
        {metrics.length > 0 && <h3 className="sr-only">{t("trust.metrics")}</h3>}
        <ul hidden={!metrics.length} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => {
            const Icon = m.icon;
            return (
              <li key={m.id} className="rounded-2xl border bg-card p-6">
                <Icon aria-hidden className="size-6 text-primary" />
                {/* The figures a floating control never covers (src/features/widgets/dodge-watch.tsx). */}
                <p data-keep-clear className="mt-4 text-3xl font-bold tracking-tight">
                  {m.value}
                </p>
                <p data-keep-clear className="mt-1 font-medium">
                  {m.metric}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{m.description}</p>
              </li>
            );
          })}
        </ul>
        {quotes.length > 0 && <h3 className="mt-16 text-xl font-semibold">{t("trust.quotesTitle")}</h3>}
        <ul hidden={!quotes.length} className="mt-6 grid gap-5 md:grid-cols-3">
          {quotes.map((q) => (
            <li key={q.id}>
              <figure className="h-full rounded-2xl border border-dashed p-6">
                <blockquote className="text-pretty italic">“{q.quote}”</blockquote>
                <figcaption className="mt-4 text-sm text-muted-foreground">— {q.attribution}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
