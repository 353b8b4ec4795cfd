import type { ServiceId, TierId } from "@common/catalog";
import type { Language } from "@common/locales";
import { formatMinor, minorDigits } from "@common/regions";
import de from "../../../src/i18n/locales/de/order.json";
import en from "../../../src/i18n/locales/en/order.json";
import es from "../../../src/i18n/locales/es/order.json";
import fr from "../../../src/i18n/locales/fr/order.json";
import ja from "../../../src/i18n/locales/ja/order.json";
import zh from "../../../src/i18n/locales/zh/order.json";

// Service and plan names come from the web app's "order" namespace, so an e-mail names them as the site does.
const NAMES: Record<Language, { services: Record<ServiceId, string>; tiers: Record<TierId, string> }> = {
  en,
  es,
  fr,
  de,
  zh,
  ja,
};

export const serviceName = (lang: Language, id: string) => NAMES[lang].services[id as ServiceId] ?? id;
export const tierName = (lang: Language, id: string) => NAMES[lang].tiers[id as TierId] ?? id;

/** A catalogue price in minor units of its currency, whole when it has no fraction ("$2,499", "€24.50", "¥1,500"). */
export function formatPrice(lang: Language, minor: number | null, currency: string, customQuote: string): string {
  if (minor === null) return customQuote;
  return formatMinor(minor, currency, lang, { whole: minor % 10 ** minorDigits(currency) === 0 });
}

export function formatDate(lang: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
