import { ArrowRight, Calendar } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import type { CaseStudy } from "@/content/case-studies";

export function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("portfolio");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/50">
      <div className="relative aspect-video overflow-hidden bg-muted">
        <img
          src={study.image}
          alt={study.imageAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <Badge
          variant={null}
          className="absolute top-3 left-3 border-transparent bg-background/80 text-foreground backdrop-blur"
        >
          {study.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Calendar className="size-3.5" aria-hidden />
          <time dateTime={study.date}>{study.displayDate}</time>
          <span aria-hidden>·</span>
          <span>{study.client}</span>
        </p>
        <Heading className="text-xl font-semibold leading-snug">
          <Link
            to={paths.caseStudy(study.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-primary"
          >
            {study.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">{study.resultsSummary}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t("tags")}>
          {study.tags.slice(0, 3).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary" aria-hidden>
          {t("viewCase")}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
