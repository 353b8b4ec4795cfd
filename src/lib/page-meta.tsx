import { createContext, useContext, useEffect } from "react";
import { isLanguage, localizedPath, splitLanguagePath, type Language } from "@common/locales";
import { FEED_TYPE } from "@common/feeds";
import { useCompanyContact } from "@/app/site-data";
import { BRAND_NAME } from "@/config/brand";

export interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
  /** An article or case study: `og:type` article, its publication date (yyyy-mm-dd) and section. */
  article?: { published: string; section: string };
  /** The picture link previews show: a raster file's site path (src/content/og-image.ts) and its text. */
  image?: { path: string; alt: string; type?: string; width?: number; height?: number };
  /** A feed of this page's language to announce (`<link rel="alternate">`): its app path and title. */
  feed?: { path: string; title: string };
  /** The languages the page exists in (a piece written in some only), for hreflang; absent: all six. */
  languages?: readonly Language[];
}

/** Filled during prerendering: the page's <PageMeta> writes into it, the prerender script reads it. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, "");

/** A page's title with the agency's name after it (the home page's title is the name alone). */
export function fullTitle(title: string, brand: string = BRAND_NAME) {
  return title === brand ? title : `${title} | ${brand}`;
}

function setMeta(selector: string, attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * After a navigation in the browser, points the canonical, og:url and hreflang links the prerendered page
 * came with at the page now shown (same origin as the build wrote them: PUBLIC_URL).
 */
function updateLinks(noindex: boolean | undefined) {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const origin = new URL(canonical.href).origin;
  const { lng, path } = splitLanguagePath(window.location.pathname);
  canonical.href = origin + localizedPath(lng, path);
  document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.setAttribute("content", canonical.href);
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const l = link.hreflang === "x-default" ? "en" : link.hreflang;
    if (isLanguage(l)) link.href = origin + localizedPath(l, path);
  }
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (noindex && !robots) {
    robots = document.createElement("meta");
    robots.name = "robots";
    robots.content = "noindex";
    document.head.appendChild(robots);
  }
}

/** After a navigation in the browser, the feed link of the page now shown, or none (same origin as the canonical). */
function updateFeedLink(feed: HeadData["feed"], brand: string) {
  const origin = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][type="${FEED_TYPE}"]`);
  if (!feed || !origin) return link?.remove();
  if (!link) {
    link = document.createElement("link");
    link.rel = "alternate";
    link.type = FEED_TYPE;
    document.head.appendChild(link);
  }
  link.title = fullTitle(feed.title, brand);
  link.href = new URL(origin).origin + localizedPath(splitLanguagePath(window.location.pathname).lng, feed.path);
}

/** Sets the document title and description; rendered once by every page. */
export function PageMeta({ title: shownTitle, description: shownDescription, ...rest }: HeadData) {
  // Soft hyphens help a heading break at a syllable; a title or description is never broken, so they go.
  const title = withoutSoftHyphens(shownTitle);
  const description = withoutSoftHyphens(shownDescription);
  const { noindex, feed } = rest;
  const collect = useContext(HeadCollectorContext);
  const { brandName } = useCompanyContact();
  collect?.({ title, description, ...rest });

  useEffect(() => {
    // The page is interactive from here on (its lazy screen has hydrated); end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "true";
    document.title = fullTitle(title, brandName);
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", fullTitle(title, brandName));
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    updateLinks(noindex);
    updateFeedLink(feed, brandName);
  }, [title, description, noindex, feed, brandName]);
  return null;
}
