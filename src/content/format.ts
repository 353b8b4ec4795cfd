/** Locale-aware formatting for static content; UTC so the server render equals the first client render. */
import { formatNumber, formatted } from "@common/formatted";

// Making an Intl formatter costs far more than using one: one per language and style, kept; and the texts of a
// prerendered page travel with it (common/formatted.ts), so hydration makes none.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lng: string, style: "long" | "medium" = "long"): string {
  return formatted(`d|${lng}|${style}|${iso}`, () => {
    const key = `${lng} ${style}`;
    let format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(lng, {
        year: "numeric",
        month: style === "long" ? "long" : "short",
        day: "numeric",
        timeZone: "UTC",
      });
      dateFormats.set(key, format);
    }
    return format.format(new Date(`${iso}T00:00:00Z`));
  });
}

export type ValueFormat = "number" | "percent" | "rating" | "usd" | "hours" | "rank";

export interface FormattedValueLabels {
  hours: (count: string) => string;
  rank: (value: string) => string;
}

/** Formats a measured value; percent values are given as whole percents (94 means 94 %). */
export function formatValue(value: number, format: ValueFormat, lng: string, labels: FormattedValueLabels): string {
  switch (format) {
    case "percent":
      return formatNumber(lng, value / 100, { style: "percent", maximumFractionDigits: 1 });
    case "rating":
      return formatNumber(lng, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case "usd":
      return formatNumber(lng, value, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    case "hours":
      return labels.hours(formatNumber(lng, value));
    case "rank":
      return labels.rank(formatNumber(lng, value));
    default:
      return formatNumber(lng, value, { maximumFractionDigits: 1 });
  }
}
