/** Locale-aware formatting for static content; UTC so the server render equals the first client render. */
export function formatDate(iso: string, lng: string, style: "long" | "medium" = "long"): string {
  return new Intl.DateTimeFormat(lng, {
    year: "numeric",
    month: style === "long" ? "long" : "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
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
      return new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
    case "rating":
      return new Intl.NumberFormat(lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
    case "usd":
      return new Intl.NumberFormat(lng, { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value);
    case "hours":
      return labels.hours(new Intl.NumberFormat(lng).format(value));
    case "rank":
      return labels.rank(new Intl.NumberFormat(lng).format(value));
    default:
      return new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(value);
  }
}
