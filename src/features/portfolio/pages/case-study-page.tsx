import { ScreenPlaceholder } from "@/components/layout/screen-placeholder";

export function CaseStudyPage() {
  return <ScreenPlaceholder screen="caseStudy" />;
}
