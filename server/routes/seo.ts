import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";

/** robots.txt and sitemap.xml, with absolute URLs from PUBLIC_URL and the list the prerender step wrote. */
export function seoRoutes(opts: { webRoot: string; publicUrl: string }) {
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
          "Disallow: /admin",
          "Disallow: /api/",
          "",
          `Sitemap: ${opts.publicUrl}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
    )
    .get("/sitemap.xml", (c) => {
      const urls = listed()
        .map((p) => `  <url><loc>${opts.publicUrl}${p === "/" ? "/" : p}</loc></url>`)
        .join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
    });
}
