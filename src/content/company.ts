import { useTranslation } from "react-i18next";
import { listKeys } from "./list-entries";

/** Company milestones, 2019 to 2025 shipped (spec §9); texts live in the "about" namespace, keyed by year. */
export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

export function useCompanyTimeline(): TimelineEntry[] {
  const { t } = useTranslation("about");
  // The milestones staff kept (the content store may remove some), by year.
  return listKeys(t, "story.timeline")
    .map((key) => Number(key))
    .filter(Number.isInteger)
    .map((year) => ({
      year,
      title: t(`story.timeline.${year}.title`),
      description: t(`story.timeline.${year}.description`),
    }));
}

/* The figures quoted on the About page are the site's figures: common/figures.ts, set by staff (issue 39). */
