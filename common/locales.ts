export const LANGUAGES = ["en", "es", "fr", "de", "zh", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The name of each language in that language, for selectors. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  zh: "中文",
  ja: "日本語",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser tag such as "de-AT" or "zh-Hans-CN" to one of ours, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The cookie that remembers the language a visitor chose in the selector (read by the server). */
export const LANGUAGE_COOKIE = "lang";

/** Open Graph locale of each language. */
export const OG_LOCALES: Record<Language, string> = {
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  zh: "zh_CN",
  ja: "ja_JP",
};

/**
 * Prerendered HTML is built before the site's address is known: absolute URLs in it start with this
 * origin, and the server puts PUBLIC_URL in its place when it serves the file.
 */
export const PUBLIC_URL_PLACEHOLDER = "https://public-url.invalid";

/** The URL prefix of a language: "" for English (unprefixed, x-default), "/de" for German. */
export function languagePrefix(lng: Language): string {
  return lng === DEFAULT_LANGUAGE ? "" : `/${lng}`;
}

/** An app path (as in src/config/paths.ts) in a language: "/services" → "/de/services", "/" → "/de/". */
export function localizedPath(lng: Language, appPath: string): string {
  const p = appPath.startsWith("/") ? appPath : `/${appPath}`;
  if (lng === DEFAULT_LANGUAGE) return p;
  return p === "/" ? `/${lng}/` : `/${lng}${p}`;
}

/** Splits "/de/services" into de + "/services"; an unprefixed path is English. */
export function splitLanguagePath(pathname: string): { lng: Language; path: string; prefixed: boolean } {
  const m = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (m && isLanguage(m[1]) && m[1] !== DEFAULT_LANGUAGE) return { lng: m[1], path: m[2] || "/", prefixed: true };
  return { lng: DEFAULT_LANGUAGE, path: pathname || "/", prefixed: false };
}

/** The supported language an Accept-Language header prefers most (q-values honoured), or null. */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { lng: matchLanguage(tag?.trim()), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((x): x is { lng: Language; weight: number; index: number } => x.lng !== null && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lng ?? null;
}
