import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Numbers, money and dates in the language the admin reads the site in. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(lng, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const moneyCents = new Intl.NumberFormat(lng, { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    const moneyCompact = new Intl.NumberFormat(lng, {
      style: "currency",
      currency: "USD",
      notation: "compact",
      maximumFractionDigits: 1,
    });
    const number = new Intl.NumberFormat(lng);
    const decimal = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(lng, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" });
    const day = new Intl.DateTimeFormat(lng, { month: "short", day: "numeric", timeZone: "UTC" });
    const bytes = new Intl.NumberFormat(lng, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
    return {
      /** Whole dollars, or to the cent when there are cents (payments are exact, list prices are whole). */
      money: (cents: number) => (cents % 100 === 0 ? money : moneyCents).format(cents / 100),
      moneyCompact: (cents: number) => moneyCompact.format(cents / 100),
      number: (n: number) => number.format(n),
      decimal: (n: number) => decimal.format(n),
      percent: (r: number) => percent.format(r),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A calendar day key (YYYY-MM-DD) as "Nov 3". */
      day: (key: string) => day.format(new Date(`${key}T00:00:00Z`)),
      megabytes: (n: number) => bytes.format(n / 1_000_000),
      duration: (seconds: number) => {
        const d = Math.floor(seconds / 86_400);
        const h = Math.floor((seconds % 86_400) / 3600);
        const m = Math.floor((seconds % 3600) / 60);
        const unit = (value: number, u: "day" | "hour" | "minute") =>
          new Intl.NumberFormat(lng, { style: "unit", unit: u, unitDisplay: "short" }).format(value);
        return [d ? unit(d, "day") : "", d || h ? unit(h, "hour") : "", unit(m, "minute")].filter(Boolean).join(" ");
      },
    };
  }, [lng]);
}
