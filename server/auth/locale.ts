import { DEFAULT_LANGUAGE, matchLanguage, type Language } from "@common/locales";

/** The first of our languages named in an Accept-Language header, else English. */
export function localeFromHeader(header: string | null | undefined): Language {
  for (const part of (header ?? "").split(",")) {
    const match = matchLanguage(part.split(";")[0]?.trim());
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
