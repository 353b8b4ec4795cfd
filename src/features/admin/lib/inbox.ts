import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { isLanguage, LANGUAGE_NAMES } from "@common/locales";

/** The time, renewed every `everyMs`: a waiting time keeps counting between fetches that change nothing. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A visitor's language by its own name ("Deutsch"); a tag we do not offer as it is. */
export const languageName = (locale: string) => (isLanguage(locale) ? LANGUAGE_NAMES[locale] : locale);

/** Who wrote: their name, else their address, else "Visitor". */
export const visitorLabel = (c: { visitorName: string | null; visitorEmail: string | null }, t: TFunction<"admin">) =>
  c.visitorName || c.visitorEmail || t("inbox.visitor");

/** A country's name in the admin's language ("DE" → "Deutschland"), or the code when the browser has none. */
export function countryName(lng: string, code: string | null): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([lng], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
