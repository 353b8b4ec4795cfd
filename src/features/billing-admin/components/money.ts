import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BILLING_CURRENCY } from "@common/billing";

/**
 * "1,234.5", "1234,50" or "12" (dollars typed by staff) as integer cents; NaN when it is not an amount with at most
 * two decimals. A lone comma or dot followed by one or two digits is the decimal separator; other commas, dots,
 * spaces and apostrophes group thousands.
 */
export function dollarsToCents(text: string): number {
  const s = text.trim().replace(/[\s\u00a0\u202f'$]/g, "");
  if (!s) return Number.NaN;
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  const whole = Number(m[1]!.replace(/[.,]/g, ""));
  const fraction = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
  return whole * 100 + fraction;
}

/** Cents as the plain "1234.50" an input starts with (no grouping, so dollarsToCents reads it back). */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Today (or in some days) as the YYYY-MM-DD of the admin's own calendar. */
export function isoDay(addDays = 0, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + addDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Money to the cent and calendar days, in the language the admin reads the site in. */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(lng, { style: "currency", currency: BILLING_CURRENCY });
    const day = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" });
    const percent = new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 2 });
    return {
      money: (cents: number) => money.format(cents / 100),
      /** A calendar day (YYYY-MM-DD) or the day of a timestamp. */
      day: (iso: string) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Basis points: 1900 → "19%". */
      rate: (bp: number) => percent.format(bp / 10_000),
    };
  }, [lng]);
}
