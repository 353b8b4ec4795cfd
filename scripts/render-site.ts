/**
 * Every page of the public site as HTML, one language at a time: the prerender step writes them to dist/client at
 * build time (scripts/prerender.ts) and the server renders them again with the install's published content and facts
 * (server/services/site/live-site.ts). One render code for both: a page served after a publication is the page the
 * build would write with that content, under the file name the server looks it up by (server/language-pages.ts).
 */
import { localizedPath, type Language } from "../common/locales";
import { notFoundFile, pageFile, shellFile } from "../server/language-pages";
import { COMPANY_CONTACT_DEFAULTS } from "../common/company";
import type { SiteData } from "../src/app/site-data";
import { escapeHtml, headTags, page, type HeadData, type I18nData } from "./page-html";

/** What the SSR bundle (dist/server/entry-server.js, from src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(
    appPath: string,
    lng: Language,
    site?: { strings?: Record<string, Record<string, unknown>>; data?: SiteData },
  ): Promise<{ html: string; head?: HeadData; strings: I18nData; reads: string[] }>;
  prerenderPaths(): { path: string; public: boolean }[];
  fullTitle(t: string, brand?: string): string;
  notFoundKind(pathname: string): string;
}

export const NOT_FOUND_SAMPLES: Record<string, string> = {
  page: "/__not-found",
  blog: "/__not-found/blog",
  portfolio: "/__not-found/portfolio",
  services: "/__not-found/service",
};

/** One rendered file: its path relative to dist/client, its HTML and the namespaces it read ("@site": the site data). */
export interface RenderedFile {
  file: string;
  html: string;
  namespaces: string[];
}

/** What one kind of file is: a prerendered app path, the language's shell, or a not-found page. */
export type SiteFileKind =
  { kind: "page"; path: string; public: boolean } | { kind: "shell" } | { kind: "404"; name: string };

/** A file's name in the build's record of namespaces (_namespaces.json). */
export function siteFileKey(lng: Language, what: SiteFileKind): string {
  return `${lng}|${what.kind === "page" ? what.path : what.kind === "404" ? `404:${what.name}` : "shell"}`;
}

/** A file's path relative to dist/client (as the server looks it up). */
export function siteFileName(lng: Language, what: SiteFileKind): string {
  if (what.kind === "shell") return shellFile(localizedPath(lng, "/"));
  if (what.kind === "404") return notFoundFile(localizedPath(lng, NOT_FOUND_SAMPLES[what.name]!));
  return pageFile(localizedPath(lng, what.path));
}

/** Every file kind of the site: the shell, the not-found pages and each prerendered path. */
export function siteFiles(entry: ServerEntry): SiteFileKind[] {
  return [
    { kind: "shell" },
    ...Object.keys(NOT_FOUND_SAMPLES).map((name) => ({ kind: "404" as const, name })),
    ...entry.prerenderPaths().map((p) => ({ kind: "page" as const, path: p.path, public: p.public })),
  ];
}

/** Renders one file of the site in a language. */
export async function renderSiteFile(
  entry: ServerEntry,
  template: string,
  lng: Language,
  what: SiteFileKind,
  site: Parameters<ServerEntry["render"]>[2] = {},
): Promise<RenderedFile> {
  const brand = site.data?.contact?.brandName ?? COMPANY_CONTACT_DEFAULTS.brandName;
  const fullTitle = (t: string) => entry.fullTitle(t, brand);
  if (what.kind === "shell") {
    // The shell: the frame's strings, drawn in the browser.
    const frame = await entry.render(NOT_FOUND_SAMPLES.page!, lng, site);
    return {
      file: siteFileName(lng, what),
      html: page(
        template,
        lng,
        `<title>${escapeHtml(brand)}</title>\n    <meta name="robots" content="noindex" />`,
        "",
        frame.strings,
      ),
      namespaces: frame.reads,
    };
  }
  if (what.kind === "404") {
    const sample = NOT_FOUND_SAMPLES[what.name]!;
    if (entry.notFoundKind(sample) !== what.name) throw new Error(`${sample} is not a "${what.name}" not-found path`);
    const { html, head, strings, reads } = await entry.render(sample, lng, site);
    if (!head) throw new Error(`the not-found page rendered no <PageMeta>`);
    return {
      file: siteFileName(lng, what),
      // Marked: a path of a route with parameters (an unknown /order/x) draws its own view instead of hydrating.
      html: page(template, lng, headTags(head, lng, null, false, fullTitle), html, strings).replace(
        '<div id="root">',
        '<div id="root" data-not-found="">',
      ),
      namespaces: reads,
    };
  }
  const { html, head, strings, reads } = await entry.render(what.path, lng, site);
  if (!head) throw new Error(`${what.path} rendered no <PageMeta>: every page needs a title and description`);
  return {
    file: siteFileName(lng, what),
    html: page(template, lng, headTags(head, lng, what.path, what.public, fullTitle), html, strings),
    namespaces: reads,
  };
}
