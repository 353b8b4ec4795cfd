import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  localizedPath,
  splitLanguagePath,
  type Language,
} from "@common/locales";

export const LANGUAGE_STORAGE_KEY = "lang";

/** The language of the page the browser shows: its URL's prefix (none = English). */
export function pageLanguage(): Language {
  if (typeof window === "undefined") return DEFAULT_LANGUAGE;
  return splitLanguagePath(window.location.pathname).lng;
}

/** The router's basename for a language: "/de" for German, none for English. */
export function routerBasename(lng: Language): string | undefined {
  return lng === DEFAULT_LANGUAGE ? undefined : `/${lng}`;
}

/** An app path as a URL of the current page's language, for places outside the router (e-mail callbacks). */
export function localizedHref(appPath: string): string {
  return localizedPath(pageLanguage(), appPath);
}

function saveChoice(lng: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage may be blocked */
  }
}

function savedCookie(): string | null {
  const m = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : null;
}

/**
 * A choice saved before the language had its own URLs lived in localStorage only: give it to the server too,
 * and, on an unprefixed (English) page, open the same page in that language (the server redirects from then on
 * by the cookie). Returns true when the page is being left.
 */
export function migrateSavedChoice(): boolean {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!isLanguage(saved) || savedCookie() !== null) return false;
    saveChoice(saved);
    const { lng, path } = splitLanguagePath(window.location.pathname);
    if (lng !== DEFAULT_LANGUAGE || saved === DEFAULT_LANGUAGE) return false;
    window.location.replace(localizedPath(saved, path) + window.location.search + window.location.hash);
    return true;
  } catch {
    /* storage may be blocked */
    return false;
  }
}

/** Opens the same page (path, query and hash) in another language and remembers the choice. */
export function switchLanguage(lng: Language) {
  saveChoice(lng);
  const { path } = splitLanguagePath(window.location.pathname);
  const target = localizedPath(lng, path) + window.location.search + window.location.hash;
  if (lng === pageLanguage()) return;
  window.location.assign(target);
}
