import { format, parseISO } from "date-fns";
import { de, enUS, es, fr, ja, zhCN, type Locale } from "date-fns/locale";

const DATE_LOCALES: Record<string, Locale> = { en: enUS, es, fr, de, zh: zhCN, ja };

/** date-fns' locale of a site language (English for anything else). */
export const dateFnsLocale = (lng: string): Locale => DATE_LOCALES[lng] ?? enUS;

/** A calendar day (YYYY-MM-DD) as the language writes it: "Mar 3, 2026", "03.03.2026", "2026/03/03". */
export function formatCalendarDay(day: string, lng: string) {
  return format(parseISO(day.slice(0, 10)), "PP", { locale: dateFnsLocale(lng) });
}
