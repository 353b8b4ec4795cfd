import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { SectionHeading } from "./section-heading";
import { TeaserCard } from "./teaser-card";

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
    <section aria-labelledby="home-cases" className="container-page py-20 render-when-near">
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
            <TeaserCard
              image={c.image}
              imageAlt={c.imageAlt}
              imageSize={{ width: 640, height: 400 }}
              imageClassName="aspect-[8/5]"
              meta={<p className="text-xs font-semibold tracking-wide text-primary uppercase">{c.category}</p>}
              title={c.title}
              summary={c.resultsSummary}
              to={paths.caseStudy(c.id)}
              linkText={t("caseStudies.read")}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
