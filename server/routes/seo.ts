import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "@common/locales";
import { paths } from "@/config/paths";
import type { Db } from "../db/client";
import { xmlAnswer } from "../lib/xml-answer";
import { listArticles } from "../services/site/article-list";

/** An article's page ("/blog/3"): listed in the languages the article list has it in, not in all six. */
const isArticlePath = (p: string) => p.startsWith(`${paths.blog}/`);

/** Each article's page → the languages it is published in, from the one list the feeds read too. */
async function articleLanguages(db: Db): Promise<Map<string, Language[]>> {
  const byPath = new Map<string, Language[]>();
  for (const lng of LANGUAGES)
    for (const a of await listArticles(db, lng)) byPath.set(a.path, [...(byPath.get(a.path) ?? []), lng]);
  return byPath;
}

/**
 * robots.txt and sitemap.xml, with absolute URLs from PUBLIC_URL and the list the prerender step wrote, less the
 * pages `unlisted` names now (a service staff hid: its page stays for its clients, out of search). Articles are
 * listed in their languages only, from the article list (server/services/site/article-list.ts).
 */
export function seoRoutes(opts: { webRoot: string; publicUrl: string; db: Db; unlisted?: () => Promise<string[]> }) {
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
      // Every page in each of its languages, each with its language versions and x-default as alternates.
      const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
      const abs = (l: Language, p: string) => xml(opts.publicUrl + localizedPath(l, p));
      const [unlistedPaths, articles] = await Promise.all([opts.unlisted?.() ?? [], articleLanguages(opts.db)]);
      const unlisted = new Set(unlistedPaths);
      const pages = listed().filter((p) => !isArticlePath(p));
      const entries: [string, readonly Language[]][] = [
        ...pages.map((p): [string, readonly Language[]] => [p, LANGUAGES]),
        ...articles.entries(),
      ];
      const urls = entries.flatMap(([p, languages]) => {
        if (unlisted.has(p)) return [];
        const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0]!;
        const alternates = [
          ...languages.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${abs(l, p)}"/>`),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(fallback, p)}"/>`,
        ].join("\n");
        return languages.map((l) => `  <url>\n    <loc>${abs(l, p)}</loc>\n${alternates}\n  </url>`);
      });
      return xmlAnswer(
        c,
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
        "application/xml",
      );
    });
}
