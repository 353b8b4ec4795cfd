import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MoneyLine } from "@common/admin";
import { DEFAULT_CURRENCY, minorDigits } from "@common/regions";

/** Numbers, money and dates in the language the admin reads the site in. */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    // One formatter per currency and style, made when first needed.
    const cache = new Map<string, Intl.NumberFormat>();
    const currencyFormat = (currency: string, style: "whole" | "exact" | "compact") => {
      const key = `${currency} ${style}`;
      let nf = cache.get(key);
      if (!nf) {
        nf = new Intl.NumberFormat(lng, {
          style: "currency",
          currency,
          ...(style === "whole" ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
          ...(style === "compact" ? { notation: "compact", maximumFractionDigits: 1 } : {}),
        });
        cache.set(key, nf);
      }
      return nf;
    };
    const money = (minor: number, currency: string = DEFAULT_CURRENCY) => {
      const unit = 10 ** minorDigits(currency);
      return currencyFormat(currency, minor % unit === 0 ? "whole" : "exact").format(minor / unit);
    };
    const number = new Intl.NumberFormat(lng);
    const decimal = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(lng, { style: "percent", maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(lng, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" });
    const day = new Intl.DateTimeFormat(lng, { month: "short", day: "numeric", timeZone: "UTC" });
    const bytes = new Intl.NumberFormat(lng, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
    return {
      /**
       * An amount in a currency's minor unit (USD when not given: the catalogue's list prices), in whole units, or
       * to the minor unit when there is one (payments are exact, list prices are whole): $1,500, $15.50, ¥1,500.
       */
      money,
      /** A figure per currency (MoneyLine[]): one formatted amount per line, in the lines' order. */
      moneyLines: (lines: readonly MoneyLine[]) => lines.map((l) => money(l.cents, l.currency)),
      moneyCompact: (minor: number, currency: string = DEFAULT_CURRENCY) =>
        currencyFormat(currency, "compact").format(minor / 10 ** minorDigits(currency)),
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
