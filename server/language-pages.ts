import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  PUBLIC_URL_PLACEHOLDER,
  isLanguage,
  localizedPath,
  preferredLanguage,
  splitLanguagePath,
  type Language,
} from "@common/locales";
import { notFoundKind } from "@/features/not-found/not-found-kind";
import type { SiteAnswer, SiteRequest } from "./lib/static-file";

/** Every unprefixed page's answer depends on these (the redirect below). */
export const LANGUAGE_VARY = "Accept-Language, Cookie";

function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) {
      try {
        return decodeURIComponent(v.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The language an unprefixed page request should be shown in: the saved choice (cookie), else the browser's
 * most preferred supported language, else English. A request without Accept-Language (a crawler) is English.
 */
export function chosenLanguage(req: SiteRequest): Language {
  const saved = cookie(req.header("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(saved)) return saved;
  return preferredLanguage(req.header("accept-language")) ?? DEFAULT_LANGUAGE;
}

/**
 * 302 to the same page in the visitor's language, or null to serve the English page. `pathname` is the
 * normalised path of a page (no extension), `search` the query string.
 */
export function languageRedirect(req: SiteRequest, pathname: string, search: string): SiteAnswer | null {
  if (splitLanguagePath(pathname).prefixed) return null;
  const lng = chosenLanguage(req);
  if (lng === DEFAULT_LANGUAGE) return null;
  // One leading slash: the Location is always a path on this site.
  const appPath = "/" + pathname.replace(/^\/+/, "");
  return {
    status: 302,
    headers: { location: localizedPath(lng, appPath) + search, vary: LANGUAGE_VARY, "cache-control": "no-cache" },
    body: null,
  };
}

/** The prerendered file of a page path: "/de/services" → de/services/index.html, "/de" → de/index.html. */
export function pageFile(pathname: string): string {
  const { lng, path } = splitLanguagePath(pathname);
  const dir = lng === DEFAULT_LANGUAGE ? "" : lng;
  return [dir, path === "/" ? "" : path.replace(/^\//, ""), "index.html"].filter(Boolean).join("/");
}

/** The language's not-found page for a path (its title and link depend on the path: spec §2). */
export function notFoundFile(pathname: string): string {
  const { lng, path } = splitLanguagePath(pathname);
  return `${lng === DEFAULT_LANGUAGE ? "" : `${lng}/`}_404/${notFoundKind(path)}.html`;
}

/** The language's bare app (for paths drawn in the browser). */
export function shellFile(pathname: string): string {
  const { lng } = splitLanguagePath(pathname);
  return `${lng === DEFAULT_LANGUAGE ? "" : `${lng}/`}_shell.html`;
}

/** Puts the configured site address where the build wrote its placeholder. */
export function withPublicUrl(html: Buffer, publicUrl: string): Buffer {
  const text = html.toString("utf8");
  if (!text.includes(PUBLIC_URL_PLACEHOLDER)) return html;
  return Buffer.from(text.split(PUBLIC_URL_PLACEHOLDER).join(publicUrl), "utf8");
}
