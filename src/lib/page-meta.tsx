import { createContext, useContext, useEffect } from "react";
import { BRAND_NAME } from "@/config/brand";

export interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Filled during prerendering: the page's <PageMeta> writes into it, the prerender script reads it. */
export const HeadCollectorContext = createContext<((head: HeadData) => void) | null>(null);

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

/** Sets the document title and description; rendered once by every page. */
export function PageMeta({ title, description, noindex }: HeadData) {
  const collect = useContext(HeadCollectorContext);
  collect?.({ title, description, noindex });

  useEffect(() => {
    // The page is interactive from here on (its lazy screen has hydrated); end-to-end tests wait for it.
    document.documentElement.dataset.hydrated = "true";
    document.title = fullTitle(title);
    setMeta('meta[name="description"]', "name", "description", description);
    setMeta('meta[property="og:title"]', "property", "og:title", fullTitle(title));
    setMeta('meta[property="og:description"]', "property", "og:description", description);
  }, [title, description]);
  return null;
}
