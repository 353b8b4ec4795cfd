import { createContext, useContext, useEffect } from "react";
import { isLanguage, localizedPath, splitLanguagePath } from "@common/locales";
import { BRAND_NAME } from "@/config/brand";

export interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Filled during prerendering: the page's <PageMeta> writes into it, the prerender script reads it. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, "");

export function fullTitle(title: string) {
  return title === BRAND_NAME ? title : `${title} | ${BRAND_NAME}`;
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

/** Sets the document title and description; rendered once by every page. */
export function PageMeta({ title: shownTitle, description: shownDescription, noindex }: HeadData) {
  // Soft hyphens help a heading break at a syllable; a title or description is never broken, so they go.
  const title = withoutSoftHyphens(shownTitle);
  const description = withoutSoftHyphens(shownDescription);
  const collect = useContext(HeadCollectorContext);
  collect?.({ title, description, noindex });

  useEffect(() => {
    // The page is interactive from here on (its lazy screen has hydrated); end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "true";
    document.title = fullTitle(title);
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", fullTitle(title));
    setMeta('meta[property="og:description"]', "property", "og:description", description);
    updateLinks(noindex);
  }, [title, description, noindex]);
  return null;
}
