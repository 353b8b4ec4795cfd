import { z } from "zod";
import type { ServiceId } from "./catalog";
import { LANGUAGES, type Language } from "./locales";
import { safeString } from "./text";

/**
 * An order's campaign metrics (issue 43): what staff measure (a built-in kind or their own), a baseline, and data
 * points over time. Start is the baseline (or the first point), now is the latest point: nothing is extrapolated.
 */
export const METRIC_KINDS = [
  "followers",
  "average_rating",
  "review_count",
  "monthly_listeners",
  "views",
  "subscribers",
  "mentions",
  "press_articles",
  "community_members",
  "custom",
] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];
export type BuiltInMetricKind = Exclude<MetricKind, "custom">;
export const METRIC_DIRECTIONS = ["higher", "lower"] as const;
export type MetricDirection = (typeof METRIC_DIRECTIONS)[number];
export const METRIC_SOURCES = ["manual", "csv", "api"] as const;
export type MetricSource = (typeof METRIC_SOURCES)[number];
/** Platforms a followers (or views, subscribers, listeners) metric can be on. */
export const METRIC_PLATFORMS = [
  "instagram",
  "tiktok",
  "youtube",
  "x",
  "facebook",
  "linkedin",
  "spotify",
  "apple_music",
  "twitch",
  "discord",
  "telegram",
  "reddit",
  "google",
  "amazon",
  "trustpilot",
  "other",
] as const;
export type MetricPlatform = (typeof METRIC_PLATFORMS)[number];
export const PLATFORM_KINDS: readonly MetricKind[] = [
  "followers",
  "views",
  "subscribers",
  "monthly_listeners",
  "community_members",
  "average_rating",
  "review_count",
];

/** The built-in kinds offered first for each service (any kind may still be chosen). */
export const SERVICE_METRIC_KINDS: Record<ServiceId, readonly BuiltInMetricKind[]> = {
  shilling: ["mentions", "community_members", "followers", "views"],
  influencer: ["followers", "views", "mentions"],
  amazon: ["average_rating", "review_count"],
  music: ["monthly_listeners", "followers", "views"],
  youtube: ["subscribers", "views"],
  political: ["mentions", "followers", "press_articles"],
  business: ["average_rating", "review_count", "mentions"],
  reputation: ["average_rating", "review_count", "mentions"],
  press: ["press_articles", "mentions"],
  custom: ["followers", "views", "mentions"],
};

export const METRIC_LIMITS = {
  maxMetrics: 20,
  maxPoints: 5000,
  nameMax: 80,
  unitMax: 20,
  noteMax: 500,
  urlMax: 500,
  csvMaxChars: 90_000,
  csvMaxRows: 3000,
  /** A point may be dated at most this far ahead of the server's clock (time zones). */
  futureToleranceMs: 36 * 3_600_000,
  maxAbsValue: 1e15,
} as const;

export type LocalizedName = Record<Language, string>;

const nameText = safeString({ error: "metrics.errors.name" }).trim().max(METRIC_LIMITS.nameMax, {
  error: "metrics.errors.name",
});
export const metricNameSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, nameText])) as Record<Language, typeof nameText>,
);
const valueSchema = z
  .number({ error: "metrics.errors.value" })
  .finite({ error: "metrics.errors.value" })
  .refine((v) => Math.abs(v) <= METRIC_LIMITS.maxAbsValue, { error: "metrics.errors.value" });

/** Add or edit a metric. A custom one needs an English name, a unit may be empty; a built-in one takes no name. */
export const metricInputSchema = z
  .object({
    kind: z.enum(METRIC_KINDS, { error: "metrics.errors.kind" }),
    platform: z.enum(METRIC_PLATFORMS, { error: "metrics.errors.platform" }).nullable().default(null),
    name: metricNameSchema.nullable().default(null),
    unit: safeString().trim().max(METRIC_LIMITS.unitMax, { error: "metrics.errors.unit" }).default(""),
    direction: z.enum(METRIC_DIRECTIONS, { error: "metrics.errors.direction" }).default("higher"),
    baseline: valueSchema.nullable().default(null),
  })
  .superRefine((m, ctx) => {
    if (m.kind === "custom" && !m.name?.en) {
      ctx.addIssue({ code: "custom", path: ["name", "en"], message: "metrics.errors.name" });
    }
    if (m.platform && !PLATFORM_KINDS.includes(m.kind)) {
      ctx.addIssue({ code: "custom", path: ["platform"], message: "metrics.errors.platform" });
    }
  });
export type MetricInput = z.output<typeof metricInputSchema>;

/** A date (YYYY-MM-DD, read as UTC midnight) or an ISO date-time with a zone. */
export function parseMeasuredAt(raw: string): Date | undefined {
  const s = raw.trim();
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(s);
  if (!dateOnly && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) return undefined;
  const d = new Date(dateOnly ? `${s}T00:00:00Z` : s);
  if (Number.isNaN(d.getTime())) return undefined;
  if (dateOnly && d.toISOString().slice(0, 10) !== s) return undefined;
  if (d.getUTCFullYear() < 2000) return undefined;
  return d;
}
const measuredAtSchema = safeString({ error: "metrics.errors.measuredAt" }).refine(
  (s) => parseMeasuredAt(s) !== undefined,
  { error: "metrics.errors.measuredAt" },
);

export const metricPointInputSchema = z.object({
  value: valueSchema,
  measuredAt: measuredAtSchema,
  note: safeString({ multiline: true }).trim().max(METRIC_LIMITS.noteMax, { error: "metrics.errors.note" }).default(""),
  evidenceUrl: safeString()
    .trim()
    .max(METRIC_LIMITS.urlMax, { error: "metrics.errors.evidenceUrl" })
    .refine((u) => u === "" || isHttpsUrl(u), { error: "metrics.errors.evidenceUrl" })
    .default(""),
});
export type MetricPointInput = z.output<typeof metricPointInputSchema>;

export function isHttpsUrl(u: string) {
  try {
    const url = new URL(u);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const metricCsvSchema = z.object({
  csv: z
    .string({ error: "metrics.errors.csv" })
    .min(1, { error: "metrics.errors.csv" })
    .max(METRIC_LIMITS.csvMaxChars, { error: "metrics.errors.csvTooLong" }),
});

// ---------------------------------------------------------------- what the API answers
export interface MetricPointDto {
  id: number;
  value: number;
  measuredAt: string;
  source: MetricSource;
  note: string;
  evidenceUrl: string;
}
export interface MetricSummary {
  /** The baseline, or the first point when no baseline was set; null without either. */
  start: number | null;
  startAt: string | null;
  /** The latest point; null without points ("No data yet"). */
  now: number | null;
  nowAt: string | null;
  change: number | null;
  /** Percent of the start; null when the start is 0 or unknown. */
  percent: number | null;
  /** Whether the change goes the good way for the metric's direction; null when there is no change. */
  improved: boolean | null;
}
export interface OrderMetricDto {
  id: number;
  kind: MetricKind;
  platform: MetricPlatform | null;
  name: LocalizedName | null;
  unit: string;
  direction: MetricDirection;
  baseline: number | null;
  /** What the CSV's metric column may say for this metric (its id works too). */
  csvKey: string;
  points: MetricPointDto[];
  summary: MetricSummary;
}
export interface MetricMilestoneMark {
  title: string;
  at: string;
}
export interface OrderMetricsView {
  metrics: OrderMetricDto[];
  milestones: MetricMilestoneMark[];
  suggestedKinds: readonly BuiltInMetricKind[];
}

export interface CsvPreviewRow {
  line: number;
  date: string;
  metric: string;
  value: string;
  metricId: number | null;
  /** An i18n key under metrics.csvErrors; null: the row would be imported. */
  error: string | null;
}
export interface CsvPreview {
  rows: CsvPreviewRow[];
  valid: number;
  invalid: number;
  /** A problem with the whole file (no header, too many rows); null when the rows were read. */
  fileError: string | null;
}

/** Change from start to now; never extrapolated: without a point there is no "now". */
export function summarizeMetric(
  baseline: number | null,
  points: readonly { value: number; measuredAt: string }[],
  direction: MetricDirection,
): MetricSummary {
  const sorted = [...points].sort((a, b) => a.measuredAt.localeCompare(b.measuredAt));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const start = baseline ?? first?.value ?? null;
  const startAt = baseline !== null ? null : (first?.measuredAt ?? null);
  if (!last || start === null) {
    return { start, startAt, now: null, nowAt: null, change: null, percent: null, improved: null };
  }
  const change = roundTo(last.value - start);
  const percent = start === 0 ? null : roundTo(((last.value - start) / Math.abs(start)) * 100, 1);
  const improved = change === 0 ? null : direction === "higher" ? change > 0 : change < 0;
  return { start, startAt, now: last.value, nowAt: last.measuredAt, change, percent, improved };
}

/** Rounds away float noise (0.1 + 0.2) without hiding real decimals. */
export function roundTo(v: number, digits = 6) {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/** The CSV key of a metric: its kind and platform, or its English name for a custom one, lower case. */
export function metricCsvKey(m: { kind: MetricKind; platform: MetricPlatform | null; name: LocalizedName | null }) {
  if (m.kind === "custom") return (m.name?.en ?? "").trim().toLowerCase();
  return m.platform ? `${m.kind}:${m.platform}` : m.kind;
}

/** One metric on the client's dashboard (issue 43): its order and the same summary as the order page. */
export interface DashboardMetric {
  orderCode: string;
  serviceId: string;
  id: number;
  kind: MetricKind;
  platform: MetricPlatform | null;
  name: LocalizedName | null;
  unit: string;
  summary: MetricSummary;
}

/**
 * A metric's numbers in a language, as every view shows them (order page, dashboard, staff board, the monthly
 * report's PDF): a value with its unit, a signed change, a measurement's day; a missing value reads "—". One
 * function, so the PDF cannot show another number than the portal.
 */
export function metricFormatters(lang: string, unit: string) {
  const num = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" });
  return {
    value: (v: number | null) => (v === null ? "—" : unit ? `${num.format(v)} ${unit}` : num.format(v)),
    signed: (v: number | null) => (v === null ? "—" : signed.format(v)),
    date: (iso: string) => date.format(new Date(iso)),
  };
}
