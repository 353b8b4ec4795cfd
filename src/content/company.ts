import { useTranslation } from "react-i18next";

/** Company milestones, 2019 to 2025 (spec §9); texts live in the "about" namespace. */
export const TIMELINE_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025] as const;

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
}

export function useCompanyTimeline(): TimelineEntry[] {
  const { t } = useTranslation("about");
  return TIMELINE_YEARS.map((year) => ({
    year,
    title: t(`story.timeline.${year}.title`),
    description: t(`story.timeline.${year}.description`),
  }));
}

/* The figures quoted on the About page are the site's figures: common/figures.ts, set by staff (issue 39). */
