import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "@common/regions";

/**
 * Money in the document's own currency and the reader's language: an integer of the currency's minor unit →
 * "$1,234.50" / "1.234,50 €" / "¥1,500" (yen have no minor unit: 1500 is ¥1,500, not ¥15.00).
 */
export function formatMoney(amountMinor: number, currency: string, language: string) {
  return formatMinor(amountMinor, currency, language);
}

/** A calendar date (YYYY-MM-DD), the same day wherever the reader is. */
export function formatDay(day: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

/** A moment (ISO timestamp) in the reader's time zone. */
export function formatMoment(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
}

/** Today as YYYY-MM-DD in the reader's calendar (a quote is valid through its last day). */
export function today(now = new Date()) {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export function useBillingFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(
    () => ({
      money: (cents: number, currency: string) => formatMoney(cents, currency, lng),
      day: (d: string) => formatDay(d, lng),
      moment: (iso: string) => formatMoment(iso, lng),
      percent: (bp: number) =>
        new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000),
    }),
    [lng],
  );
}
