import { useTranslation } from "react-i18next";
import { formatDate, formatValue, type ValueFormat } from "./format";

export const CASE_STUDY_FILTERS = ["growth", "web3", "reputation", "marketing"] as const;
export type CaseStudyFilter = (typeof CASE_STUDY_FILTERS)[number];

import type { CaseStudyId } from "./case-study-ids";

export { CASE_STUDY_IDS, type CaseStudyId } from "./case-study-ids";

interface TableRowData {
  before: number;
  after: number;
  format: ValueFormat;
}

interface CaseStudyData {
  id: CaseStudyId;
  filterCategory: CaseStudyFilter;
  date: string;
  /** Gradient of the generated cover art (two CSS colours). */
  gradient: [string, string];
  table: TableRowData[];
}

/** Structure of the eight case studies; every text lives in the "case-studies" namespace. */
export const CASE_STUDY_DATA: readonly CaseStudyData[] = [
  {
    id: "1",
    filterCategory: "growth",
    date: "2025-03-18",
    gradient: ["#7c3aed", "#db2777"],
    table: [
      { before: 18400, after: 412000, format: "number" },
      { before: 1.2, after: 6.8, format: "percent" },
      { before: 3, after: 41, format: "number" },
      { before: 2100, after: 38500, format: "usd" },
    ],
  },
  {
    id: "2",
    filterCategory: "web3",
    date: "2025-02-04",
    gradient: ["#0ea5e9", "#6366f1"],
    table: [
      { before: 2300, after: 58000, format: "number" },
      { before: 900, after: 24500, format: "number" },
      { before: 140, after: 9800, format: "number" },
      { before: 0.4, after: 7.9, format: "percent" },
    ],
  },
  {
    id: "3",
    filterCategory: "reputation",
    date: "2024-11-22",
    gradient: ["#10b981", "#0f766e"],
    table: [
      { before: 2.9, after: 4.6, format: "rating" },
      { before: 38, after: 4, format: "percent" },
      { before: 140, after: 1320, format: "number" },
      { before: 9, after: 1, format: "rank" },
    ],
  },
  {
    id: "4",
    filterCategory: "marketing",
    date: "2024-09-30",
    gradient: ["#f59e0b", "#ef4444"],
    table: [
      { before: 4200, after: 186000, format: "number" },
      { before: 0, after: 14, format: "number" },
      { before: 650, after: 52000, format: "number" },
      { before: 11, after: 63, format: "percent" },
    ],
  },
  {
    id: "5",
    filterCategory: "growth",
    date: "2024-07-15",
    gradient: ["#f97316", "#facc15"],
    table: [
      { before: 48, after: 2, format: "rank" },
      { before: 3.6, after: 4.7, format: "rating" },
      { before: 86, after: 1940, format: "number" },
      { before: 3.1, after: 11.4, format: "percent" },
    ],
  },
  {
    id: "6",
    filterCategory: "web3",
    date: "2024-05-08",
    gradient: ["#a855f7", "#22d3ee"],
    table: [
      { before: 1100, after: 31000, format: "number" },
      { before: 12, after: 100, format: "percent" },
      { before: 0.08, after: 0.95, format: "number" },
      { before: 320, after: 11800, format: "number" },
    ],
  },
  {
    id: "7",
    filterCategory: "reputation",
    date: "2024-03-12",
    gradient: ["#64748b", "#2563eb"],
    table: [
      { before: 7, after: 0, format: "number" },
      { before: 31, after: 72, format: "percent" },
      { before: 12, after: 1, format: "rank" },
      { before: 2, after: 26, format: "number" },
    ],
  },
  {
    id: "8",
    filterCategory: "marketing",
    date: "2023-12-01",
    gradient: ["#dc2626", "#9333ea"],
    table: [
      { before: 9800, after: 327000, format: "number" },
      { before: 42, after: 71, format: "percent" },
      { before: 1.8, after: 14.2, format: "number" },
      { before: 72, after: 6, format: "hours" },
    ],
  },
];

export interface BeforeAfterRow {
  metric: string;
  before: string;
  after: string;
}

export interface CaseStudy {
  id: CaseStudyId;
  title: string;
  category: string;
  filterCategory: CaseStudyFilter;
  client: string;
  clientDescription: string;
  image: string;
  imageAlt: string;
  gradient: [string, string];
  tags: string[];
  /** Label → outcome, in display order. */
  results: Record<string, string>;
  resultsSummary: string;
  description: string;
  challenge: string;
  solution: string;
  process: string[];
  testimonial: { quote: string; author: string; title: string };
  /** ISO date (yyyy-mm-dd) and its localized display form. */
  date: string;
  displayDate: string;
  timeframe: string;
  objective: string;
  beforeAfter: BeforeAfterRow[];
}

interface CaseStudyText {
  title: string;
  client: string;
  clientDescription: string;
  imageAlt: string;
  tags: string[];
  results: { label: string; value: string }[];
  resultsSummary: string;
  description: string;
  challenge: string;
  solution: string;
  process: string[];
  testimonial: { quote: string; author: string; title: string };
  timeframe: string;
  objective: string;
  table: string[];
}

export function caseStudyImage(id: string) {
  return `/images/case-studies/${id}.svg`;
}

/** The eight case studies, localized, in catalogue order (ids '1' to '8'). */
export function useCaseStudies(): CaseStudy[] {
  const { t, i18n } = useTranslation("case-studies");
  const lng = i18n.language;
  const labels = {
    hours: (value: string) => t("format.hours", { value }),
    rank: (value: string) => t("format.rank", { value }),
  };
  return CASE_STUDY_DATA.map((data) => {
    const text = t(`items.${data.id}`, { returnObjects: true }) as CaseStudyText;
    return {
      id: data.id,
      title: text.title,
      category: t(`categories.${data.filterCategory}`),
      filterCategory: data.filterCategory,
      client: text.client,
      clientDescription: text.clientDescription,
      image: caseStudyImage(data.id),
      imageAlt: text.imageAlt,
      gradient: data.gradient,
      tags: text.tags,
      results: Object.fromEntries(text.results.map((r) => [r.label, r.value])),
      resultsSummary: text.resultsSummary,
      description: text.description,
      challenge: text.challenge,
      solution: text.solution,
      process: text.process,
      testimonial: text.testimonial,
      date: data.date,
      displayDate: formatDate(data.date, lng),
      timeframe: text.timeframe,
      objective: text.objective,
      beforeAfter: data.table.map((row, i) => ({
        metric: text.table[i] ?? "",
        before: formatValue(row.before, row.format, lng, labels),
        after: formatValue(row.after, row.format, lng, labels),
      })),
    };
  });
}

/** One case study by id; unknown ids fall back to the first case (spec §2). */
export function findCaseStudy(studies: CaseStudy[], id: string | undefined): CaseStudy {
  return studies.find((s) => s.id === id) ?? studies[0]!;
}
