import { useTranslation } from "react-i18next";
import type { CaseStudy } from "@/content/case-studies";
import { CaseStudyCard } from "./case-study-card";

export function CaseStudyGrid({ studies }: { studies: CaseStudy[] }) {
  const { t } = useTranslation("portfolio");
  if (studies.length === 0)
    return <p className="rounded-xl border border-dashed p-12 text-center text-muted-foreground">{t("empty")}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {studies.map((study) => (
        <CaseStudyCard key={study.id} study={study} headingLevel={2} />
      ))}
    </div>
  );
}
