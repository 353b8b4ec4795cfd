import { z } from "zod";
import type {
  LocalizedName,
  MetricDirection,
  MetricKind,
  MetricPlatform,
  MetricSource,
  MetricSummary,
} from "./order-metrics";
import { safeString } from "./text";

// ---------------------------------------------------------------- the monthly report (issue 43)
export const REPORT_LIMITS = { summaryMax: 4000 } as const;

/** One metric in a month's report: the month's own start, end and change, and the same summary as the portal. */
export interface ReportMetric {
  kind: MetricKind;
  platform: MetricPlatform | null;
  name: LocalizedName | null;
  unit: string;
  direction: MetricDirection;
  /** The month: from the last value before it (or the baseline, or its first point) to its last point. */
  month: MetricSummary;
  /** Since the start, as the order page shows it when the report was made. */
  overall: MetricSummary;
  /** The month's points, oldest first, with where each came from (the chart and the appendix). */
  points: { value: number; measuredAt: string; source: MetricSource }[];
}

export interface ReportMilestone {
  title: string;
  at: string;
}

/** What a report shows, frozen when it is sent; the PDF is rendered from it, so it reads the same every time. */
export interface ReportData {
  month: string;
  /** The month's first and last instant in the admin time zone. */
  from: string;
  to: string;
  orderCode: string;
  projectName: string;
  serviceId: string;
  metrics: ReportMetric[];
  delivered: ReportMilestone[];
  approved: ReportMilestone[];
  next: { title: string; dueOn: string | null }[];
  summary: string;
  /** When the numbers were read. */
  madeAt: string;
}

export type ReportStatus = "draft" | "sent";

/** A report in a list: the client sees sent ones, staff drafts too. */
export interface ReportListItem {
  id: number;
  month: string;
  status: ReportStatus;
  summary: string;
  createdAt: string;
  sentAt: string | null;
  /** Draft: when it goes out without more (day 2 of the next month, the admin time zone). */
  sendsOn: string | null;
}

export const reportSummarySchema = z.object({
  summary: safeString({ multiline: true }).trim().max(REPORT_LIMITS.summaryMax, { error: "reports.errors.summary" }),
});

/** "2026-11" → "2026-10"; the month before a YYYY-MM. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}
export function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
export function zonedMidnight(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (t: number) => {
    const p = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(t))
      .reduce<Record<string, number>>((acc, part) => ((acc[part.type] = Number(part.value)), acc), {});
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - t;
  };
  // Twice: the offset at the guess can differ from the offset at the answer across a DST change.
  let t = guess - offsetAt(guess);
  t = guess - offsetAt(t);
  return new Date(t);
}

/** A month's first instant and the next month's, in the admin time zone. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  return { from: zonedMidnight(`${month}-01`, timeZone), to: zonedMidnight(`${nextMonth(month)}-01`, timeZone) };
}

// ---------------------------------------------------------------- share links (issue 43)
export const SHARE_LIMITS = {
  defaultDays: 30,
  maxDays: 365,
  passwordMin: 8,
  passwordMax: 128,
  maxActive: 20,
} as const;

export const shareInputSchema = z.object({
  expiresInDays: z
    .number({ error: "shares.errors.days" })
    .int({ error: "shares.errors.days" })
    .min(1, { error: "shares.errors.days" })
    .max(SHARE_LIMITS.maxDays, { error: "shares.errors.days" })
    .default(SHARE_LIMITS.defaultDays),
  password: z
    .string({ error: "shares.errors.password" })
    .max(SHARE_LIMITS.passwordMax, { error: "shares.errors.password" })
    .refine((p) => p === "" || p.length >= SHARE_LIMITS.passwordMin, { error: "shares.errors.password" })
    .default(""),
});
export type ShareInput = z.output<typeof shareInputSchema>;

export const shareOpenSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: "shares.errors.token" }),
  password: z.string().max(SHARE_LIMITS.passwordMax).optional(),
});

export interface ShareDto {
  id: number;
  /** As of the answer: open, past its expiry, or revoked. */
  state: "active" | "expired" | "revoked";
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  hasPassword: boolean;
  views: number;
  lastViewedAt: string | null;
  /** Who made it: the client or the agency's team. */
  madeBy: "client" | "staff";
}

/** Made: the link, shown once (only its hash is kept). */
export interface ShareCreated extends ShareDto {
  url: string;
}

/** What a share link shows: this order's results only, no name, e-mail, code or other order. */
export interface SharedResults {
  serviceId: string;
  expiresAt: string;
  metrics: import("./order-metrics").OrderMetricDto[];
  milestones: import("./order-metrics").MetricMilestoneMark[];
}
