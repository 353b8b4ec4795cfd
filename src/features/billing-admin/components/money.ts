import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_CURRENCY, minorDigits } from "@common/regions";

/**
 * An amount typed by staff in a currency's major unit ("1,234.5", "1234,50" or "12" dollars; "1500" yen) as an
 * integer of its minor unit; NaN when it is not an amount with at most the currency's digits (none for JPY). A lone
 * comma or dot followed by up to that many digits is the decimal separator (never for 3 digits or more: those
 * group thousands); other commas, dots, spaces and apostrophes group thousands.
 */
export function majorToMinor(text: string, currency: string = DEFAULT_CURRENCY): number {
  const digits = minorDigits(currency);
  const s = text.trim().replace(/[\s\u00a0\u202f'$€£¥]/g, "");
  if (!s) return Number.NaN;
  const fractionPart = digits > 0 ? `(?:[.,](\\d{1,${Math.min(digits, 2)}}))?` : "";
  const m = new RegExp(`^(\\d{1,3}(?:[.,]\\d{3})*|\\d+)${fractionPart}$`).exec(s);
  if (!m) return Number.NaN;
  const whole = Number(m[1]!.replace(/[.,]/g, ""));
  const fraction = m[2] ? Number(m[2].padEnd(digits, "0")) : 0;
  return whole * 10 ** digits + fraction;
}

/** An amount in minor units as the plain "1234.50" (or "1500" yen) an input starts with (majorToMinor reads it back). */
export function minorToMajor(minor: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** Dollars typed by staff as integer cents (majorToMinor in USD). */
export const dollarsToCents = (text: string): number => majorToMinor(text, "USD");

/** Cents as the plain "1234.50" an input starts with (no grouping, so dollarsToCents reads it back). */
export const centsToDollars = (cents: number): string => minorToMajor(cents, "USD");

/** Today (or in some days) as the YYYY-MM-DD of the admin's own calendar. */
export function isoDay(addDays = 0, from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + addDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * Money in a document's own currency (a quote, invoice, payment or refund carries one) and calendar days, in the
 * language the admin reads the site in.
 */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    const money = (currency: string) =>
      formats.get(currency) ??
      formats.set(currency, new Intl.NumberFormat(lng, { style: "currency", currency })).get(currency)!;
    const day = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" });
    const percent = new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 2 });
    const currencyNames = new Intl.DisplayNames([lng], { type: "currency", fallback: "code" });
    return {
      /** A currency by name and code, in the admin's language: "Euro (EUR)", "euro (EUR)", "欧元 (EUR)". */
      currency: (code: string) => {
        const name = currencyNames.of(code);
        return name && name !== code ? `${name} (${code})` : code;
      },
      /** An amount in the currency's minor unit, with its digits: $1,234.50, ¥1,500. */
      money: (minor: number, currency: string) => money(currency).format(minor / 10 ** minorDigits(currency)),
      /** A calendar day (YYYY-MM-DD) or the day of a timestamp. */
      day: (iso: string) => day.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Basis points: 1900 → "19%". */
      rate: (bp: number) => percent.format(bp / 10_000),
    };
  }, [lng]);
}
