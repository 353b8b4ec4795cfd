import path from "node:path";
import { splitLanguagePath } from "@common/locales";
import { LANGUAGE_VARY, languageRedirect, notFoundFile, pageFile, shellFile, withPublicUrl } from "./language-pages";
import { createFileCache, type SiteAnswer, type SiteRequest } from "./lib/static-file";
import { normaliseSitePath, siteLocation } from "./lib/site-path";

export type { SiteAnswer, SiteRequest } from "./lib/static-file";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};

/** Paths of the route table whose pages are drawn in the browser rather than prerendered per id. */
const CLIENT_RENDERED = [
  /^(?:\/[a-z]{2})?\/portfolio\/[^/]+$/,
  // The order workspace (client and admin): private pages with the order code in the path, drawn in the browser.
  /^(?:\/[a-z]{2})?\/dashboard\/orders\/[^/]+$/,
  /^(?:\/[a-z]{2})?\/admin\/orders\/[^/]+$/,
  // A conversation of the staff inbox (the staff e-mails link to it).
  /^(?:\/[a-z]{2})?\/admin\/inbox\/[^/]+$/,
];

/** A short plain-text answer, as Hono's `c.text` makes it. */
function text(body: string, status: number): SiteAnswer {
  return { status, headers: { "content-type": "text/plain; charset=UTF-8" }, body };
}

export interface StaticSite {
  /** `url` is the request's parsed URL (its path and query are read). */
  handle(req: SiteRequest, url: URL): SiteAnswer | Promise<SiteAnswer>;
  /** Pages re-rendered by the server (services/site/live-site.ts), by their path relative to the web root. */
  replacePages(pages: Map<string, string>): void;
}

/**
 * Serves the built web app: files as they are, prerendered pages (English unprefixed, other languages under
 * /es, /fr, /de, /zh, /ja) as HTML with 200, and the language's not-found page with 404 for a path that is
 * not in the route table. An unprefixed page is first redirected to the visitor's language (language-pages.ts).
 * It knows nothing of Hono: pages are served straight from Node (server/site-listener.ts) and, under
 * `app.request()`, through the app's catch-all route.
 */
export function createStaticSite(root: string, publicUrl = ""): StaticSite {
  const files = createFileCache();
  // Pages carry a placeholder for PUBLIC_URL, replaced when served: they are compressed after that, here.
  const pages = createFileCache({
    transform: (raw) => withPublicUrl(raw, publicUrl),
    precompressed: false,
    level: "fast, then max",
  });

  const html = (req: SiteRequest, file: string, status: 200 | 404) =>
    pages.send(req, file, {
      contentType: TYPES[".html"]!,
      cacheControl: "no-cache",
      status,
      vary: LANGUAGE_VARY,
    })!;

  return {
    replacePages(rendered) {
      pages.put(new Map([...rendered].map(([rel, html]) => [path.join(root, rel), Buffer.from(html, "utf8")])));
    },
    handle(req, url) {
      const safe = normaliseSitePath(url.pathname);
      if (safe === null) return text("Bad request", 400);
      // Anything the normaliser changed (trailing slash, doubled or back-slashes, dot segments) redirects
      // to the one canonical, same-site path.
      const asRequested = (() => {
        try {
          return decodeURIComponent(url.pathname);
        } catch {
          return url.pathname;
        }
      })();
      // "/de/" is the German home page itself; elsewhere the normalised path is the one URL.
      const languageHome =
        asRequested === `${safe}/` && splitLanguagePath(safe).prefixed && splitLanguagePath(safe).path === "/";
      if (safe !== asRequested && !languageHome) {
        return { status: 301, headers: { location: siteLocation(safe, url.search) }, body: null };
      }

      // Build metadata such as /.vite/manifest.json is not part of the site.
      if (safe.split("/").some((part) => part.startsWith("."))) return text("Not found", 404);

      const ext = path.extname(safe);
      if (ext && ext !== ".html") {
        const file = path.join(root, safe);
        if (!file.startsWith(root)) return text("Not found", 404);
        // Content-hashed build output never changes under its name; anything else may.
        const immutable = safe.startsWith("/assets/");
        const sent = files.send(req, file, {
          contentType: TYPES[ext] ?? "application/octet-stream",
          cacheControl: immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        });
        return sent ?? text("Not found", 404);
      }

      const redirect = languageRedirect(req, safe, url.search);
      if (redirect) return redirect;

      const page = path.join(root, pageFile(safe));
      if (pages.has(page)) return html(req, page, 200);
      const shell = path.join(root, shellFile(safe));
      if (!pages.has(shell)) return text("The web app is not built. Run `npm run build`.", 503);
      if (CLIENT_RENDERED.some((re) => re.test(safe))) return html(req, shell, 200);
      // The language's not-found page, prerendered (the shell when a build predates it).
      const notFound = path.join(root, notFoundFile(safe));
      return html(req, pages.has(notFound) ? notFound : shell, 404);
    },
  };
}
