import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MoneyLine } from "@common/admin";
import { minorDigits } from "@common/regions";

/** Invoice amounts in their own currency and calendar dates (due dates) as written, in the admin's language. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    const money = (minor: number, currency: string) => {
      let nf = formats.get(currency);
      if (!nf) formats.set(currency, (nf = new Intl.NumberFormat(lng, { style: "currency", currency })));
      return nf.format(minor / 10 ** minorDigits(currency));
    };
    const date = new Intl.DateTimeFormat(lng, { dateStyle: "medium" });
    // A due date is a day, not an instant: read at UTC midnight and shown in UTC, it never moves a day.
    const day = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" });
    return {
      /** An amount in a currency's minor unit, with the currency's digits: $1,234.50, ¥1,500. */
      money,
      /** A figure per currency: one formatted amount per line. */
      moneyLines: (lines: readonly MoneyLine[]) => lines.map((l) => money(l.cents, l.currency)),
      date: (iso: string) => date.format(new Date(iso)),
      day: (key: string) => day.format(new Date(`${key}T00:00:00Z`)),
    };
  }, [lng]);
}
