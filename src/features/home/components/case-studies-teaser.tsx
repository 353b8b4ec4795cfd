import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { SectionHeading } from "./section-heading";

export interface TeaserCaseStudy {
  id: string;
  title: string;
  category: string;
  resultsSummary: string;
  image: string;
  imageAlt: string;
}

export function CaseStudiesTeaser({ caseStudies }: { caseStudies: TeaserCaseStudy[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-cases" className="container-page py-20">
      <SectionHeading
        id="home-cases"
        eyebrow={t("caseStudies.eyebrow")}
        title={t("caseStudies.title")}
        action={
          <Link to={paths.portfolio} className="text-sm font-semibold text-primary hover:underline">
            {t("caseStudies.all")}
          </Link>
        }
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {caseStudies.map((c) => (
          <li key={c.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card">
              <img
                src={c.image}
                alt={c.imageAlt}
                width={640}
                height={400}
                loading="lazy"
                className="aspect-[8/5] w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-5">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{c.category}</p>
                <h3 className="font-semibold">{c.title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{c.resultsSummary}</p>
                <Link
                  to={paths.caseStudy(c.id)}
                  aria-label={`${t("caseStudies.read")}: ${c.title}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary after:absolute after:inset-0"
                >
                  {t("caseStudies.read")}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
