import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { LANGUAGES, localizedPath } from "@common/locales";

/**
 * robots.txt and sitemap.xml, with absolute URLs from PUBLIC_URL and the list the prerender step wrote, less the
 * pages `unlisted` names now (a service staff hid: its page stays for its clients, out of search).
 */
export function seoRoutes(opts: { webRoot: string; publicUrl: string; unlisted?: () => Promise<string[]> }) {
  const listed = (): string[] => {
    try {
      const pages = JSON.parse(fs.readFileSync(path.join(opts.webRoot, "_prerendered.json"), "utf8")) as {
        path: string;
        public: boolean;
      }[];
      return pages.filter((p) => p.public).map((p) => p.path);
    } catch {
      return [];
    }
  };
  return new Hono()
    .get("/robots.txt", (c) =>
      c.text(
        [
          "User-agent: *",
          "Allow: /",
          ...LANGUAGES.map((l) => `Disallow: ${localizedPath(l, "/admin")}`),
          "Disallow: /api/",
          "",
          `Sitemap: ${opts.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
    )
    .get("/sitemap.xml", async (c) => {
      // Every page in every language, each with its six versions and x-default as alternates.
      const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
      const abs = (l: (typeof LANGUAGES)[number], p: string) => xml(opts.publicUrl + localizedPath(l, p));
      const unlisted = new Set((await opts.unlisted?.()) ?? []);
      const urls = listed().flatMap((p) => {
        if (unlisted.has(p)) return [];
        const alternates = [
          ...LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${abs(l, p)}"/>`),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs("en", p)}"/>`,
        ].join("\n");
        return LANGUAGES.map((l) => `  <url>\n    <loc>${abs(l, p)}</loc>\n${alternates}\n  </url>`);
      });
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
    });
}
