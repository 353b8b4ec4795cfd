/* Apart from ./content.ts (which brings zod): the browser's i18n loader reads it. */
/** The namespaces whose texts are the agency's own (public pages); every other namespace is the product's. */
export const CONTENT_NAMESPACES = [
  "home",
  "catalog",
  "services",
  "pricing",
  "about",
  "faq",
  "testimonials",
  "social-proof",
  "legal",
  "contact",
  "common",
] as const;
export type ContentNamespace = (typeof CONTENT_NAMESPACES)[number];

export function isContentNamespace(ns: string): ns is ContentNamespace {
  return (CONTENT_NAMESPACES as readonly string[]).includes(ns);
}

/** The name under which a page that reads the install's site data (src/app/site-data.tsx) is recorded among its namespaces. */
export const SITE_DATA_NAMESPACE = "@site";

/** The name recorded for a page that reads one part of the site data only ("@site.services"). */
export const siteDataPartNamespace = (part: string) => `${SITE_DATA_NAMESPACE}.${part}`;
