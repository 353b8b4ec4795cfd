/** The HTML of a prerendered page in its language (used by scripts/prerender.ts and the server's tests). */
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OG_LOCALES,
  PUBLIC_URL_PLACEHOLDER,
  localizedPath,
  type Language,
} from "../common/locales";
import { FEED_TYPE } from "../common/feeds";
import { OG_IMAGE_SIZE } from "../src/content/og-image";

export interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
  /** An article or case study: `og:type` article, its publication date (yyyy-mm-dd) and section. */
  article?: { published: string; section: string };
  /** The link previews' picture: a raster file's site path and its text. */
  image?: { path: string; alt: string; type?: string; width?: number; height?: number };
  /** A feed of the page's language to announce: its app path and title. */
  feed?: { path: string; title: string };
  /** The languages the page exists in (a piece written in some only), for hreflang; absent: all six. */
  languages?: readonly Language[];
}

export interface I18nData {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that is safe inside <script type="application/json"> (no "</script>", no "<!--"). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const absolute = (lng: Language, appPath: string) => PUBLIC_URL_PLACEHOLDER + localizedPath(lng, appPath);

export function headTags(
  head: HeadData,
  lng: Language,
  appPath: string | null,
  isPublic: boolean,
  fullTitle: (t: string) => string,
) {
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="${head.article ? "article" : "website"}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[lng]}" />`,
    ...(head.languages?.length ? head.languages : LANGUAGES)
      .filter((l) => l !== lng)
      .map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`),
  ];
  if (head.image)
    tags.push(
      `<meta property="og:image" content="${escapeHtml(PUBLIC_URL_PLACEHOLDER + head.image.path)}" />`,
      `<meta property="og:image:type" content="${escapeHtml(head.image.type ?? "image/jpeg")}" />`,
      `<meta property="og:image:width" content="${head.image.width ?? OG_IMAGE_SIZE.width}" />`,
      `<meta property="og:image:height" content="${head.image.height ?? OG_IMAGE_SIZE.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`,
    );
  if (head.article)
    tags.push(
      `<meta property="article:published_time" content="${escapeHtml(head.article.published)}" />`,
      `<meta property="article:section" content="${escapeHtml(head.article.section)}" />`,
    );
  tags.push(`<meta name="twitter:card" content="${head.image ? "summary_large_image" : "summary"}" />`);
  if (head.feed)
    tags.push(
      `<link rel="alternate" type="${FEED_TYPE}" title="${escapeHtml(fullTitle(head.feed.title))}" href="${escapeHtml(absolute(lng, head.feed.path))}" />`,
    );
  if (appPath !== null) {
    // The x-default is English where the page has it (the sitemap says the same: server/routes/seo.ts).
    const versions = head.languages?.length ? head.languages : LANGUAGES;
    const fallback = versions.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : versions[0]!;
    tags.push(
      `<meta property="og:url" content="${escapeHtml(absolute(lng, appPath))}" />`,
      `<link rel="canonical" href="${escapeHtml(absolute(lng, appPath))}" />`,
      ...versions.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(absolute(l, appPath))}" />`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(fallback, appPath))}" />`,
    );
  }
  if (!isPublic || head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}

const DATA_OPEN = '<script type="application/json" id="i18n-data">';

export function page(template: string, lng: Language, headHtml: string, body: string, strings: I18nData | null) {
  const data = strings ? `${DATA_OPEN}${scriptJson(strings)}</script>\n    ` : "";
  // Replacer functions: the texts hold "$" (prices), which a replacement string would interpret.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${lng}"`)
    .replace("<!--app-head-->", () => headHtml)
    .replace("<!--app-html-->", () => body)
    .replace(/<script type="module"/, (tag) => data + tag);
}

/**
 * A page with other site data in its data block, its HTML unchanged: for a page that does not draw the part that
 * changed, but whose browser reads the site data on to the next page it moves to. Null without a data block.
 */
export function withSiteData(html: string, site: object): string | null {
  const start = html.indexOf(DATA_OPEN);
  if (start < 0) return null;
  const from = start + DATA_OPEN.length;
  const end = html.indexOf("</script>", from);
  const strings = JSON.parse(html.slice(from, end)) as I18nData & { site?: unknown };
  if (Object.keys(site).length > 0) strings.site = site;
  else delete strings.site;
  return html.slice(0, from) + scriptJson(strings) + html.slice(end);
}
