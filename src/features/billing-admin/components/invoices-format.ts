import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Invoice amounts to the cent and calendar dates (due dates) as written, in the admin's language. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(lng, { style: "currency", currency: "USD" });
    const date = new Intl.DateTimeFormat(lng, { dateStyle: "medium" });
    // A due date is a day, not an instant: read at UTC midnight and shown in UTC, it never moves a day.
    const day = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeZone: "UTC" });
    return {
      money: (cents: number) => money.format(cents / 100),
      date: (iso: string) => date.format(new Date(iso)),
      day: (key: string) => day.format(new Date(`${key}T00:00:00Z`)),
    };
  }, [lng]);
}
