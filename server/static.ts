import path from "node:path";
import type { Context } from "hono";
import { splitLanguagePath } from "@common/locales";
import { LANGUAGE_VARY, languageRedirect, notFoundFile, pageFile, shellFile, withPublicUrl } from "./language-pages";
import { createFileCache } from "./lib/static-file";
import { normaliseSitePath, siteLocation } from "./lib/site-path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
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

export interface StaticSite {
  handle(c: Context): Response | Promise<Response>;
}

/**
 * Serves the built web app: files as they are, prerendered pages (English unprefixed, other languages under
 * /es, /fr, /de, /zh, /ja) as HTML with 200, and the language's not-found page with 404 for a path that is
 * not in the route table. An unprefixed page is first redirected to the visitor's language (language-pages.ts).
 */
export function createStaticSite(root: string, publicUrl = ""): StaticSite {
  const files = createFileCache();
  // Pages carry a placeholder for PUBLIC_URL, replaced when served: they are compressed after that, here.
  const pages = createFileCache({
    transform: (raw) => withPublicUrl(raw, publicUrl),
    precompressed: false,
    level: "fast",
  });

  const html = async (c: Context, file: string, status: 200 | 404) =>
    (await pages.send(c, file, {
      contentType: TYPES[".html"]!,
      cacheControl: "no-cache",
      status,
      vary: LANGUAGE_VARY,
    }))!;

  return {
    async handle(c) {
      const url = new URL(c.req.url);
      const safe = normaliseSitePath(url.pathname);
      if (safe === null) return c.text("Bad request", 400);
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
      if (safe !== asRequested && !languageHome) return c.redirect(siteLocation(safe, url.search), 301);

      // Build metadata such as /.vite/manifest.json is not part of the site.
      if (safe.split("/").some((part) => part.startsWith("."))) return c.text("Not found", 404);

      const ext = path.extname(safe);
      if (ext && ext !== ".html") {
        const file = path.join(root, safe);
        if (!file.startsWith(root)) return c.text("Not found", 404);
        // Content-hashed build output never changes under its name; anything else may.
        const immutable = safe.startsWith("/assets/");
        const sent = await files.send(c, file, {
          contentType: TYPES[ext] ?? "application/octet-stream",
          cacheControl: immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        });
        return sent ?? c.text("Not found", 404);
      }

      const redirect = languageRedirect(c, safe, url.search);
      if (redirect) return redirect;

      const page = path.join(root, pageFile(safe));
      if (pages.has(page)) return html(c, page, 200);
      const shell = path.join(root, shellFile(safe));
      if (!pages.has(shell)) return c.text("The web app is not built. Run `npm run build`.", 503);
      if (CLIENT_RENDERED.some((re) => re.test(safe))) return html(c, shell, 200);
      // The language's not-found page, prerendered (the shell when a build predates it).
      const notFound = path.join(root, notFoundFile(safe));
      return html(c, pages.has(notFound) ? notFound : shell, 404);
    },
  };
}
