import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath, type Language } from "@common/locales";
import { ARTICLE_DATA } from "@/content/articles";
import { CASE_STUDY_IDS } from "@/content/case-studies";
import { createHttpServer } from "../../server/http-server";
import { updateSettings } from "../../server/services/settings";
import { headTags } from "../../scripts/page-html";
import { renderSiteFile, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { signedInUser } from "./auth-helpers";
import { completeBillingSetup } from "./billing-helpers";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Issue 40, "Found": the blog's Atom feed per language, read by a real feed parser over real HTTP; its items are the
 * articles of that language and link to pages that answer; the blog and article pages announce it in their heads,
 * and each article and case study page has its own title, description, og:type article and og:image; the sitemap
 * lists every article and case study in each language with hreflang alternates. Pages are rendered by the real SSR
 * entry (src/entry-server.tsx) with the build's page writer into a site folder, as `npm run build` does.
 */

const PUBLIC_URL = "https://agency.example";
const root = path.resolve(__dirname, "../..");
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-site-"));
const ARTICLE_PATHS = ARTICLE_DATA.map((a) => `/blog/${a.id}`);
const CASE_PATHS = CASE_STUDY_IDS.map((id) => `/portfolio/${id}`);
const PAGES = ["/blog", ...ARTICLE_PATHS, "/portfolio", ...CASE_PATHS];

/** The shipped texts of a language's namespace, read from the locale file itself (soft hyphens left out, as titles are). */
const texts = (lng: Language, ns: string) =>
  JSON.parse(
    fs.readFileSync(path.join(root, "src/i18n/locales", lng, `${ns}.json`), "utf8").replace(/\u00AD|\\u00ad/gi, ""),
  ) as {
    meta: { title: string; description: string };
    items: Record<string, { title: string; excerpt: string; description: string }>;
    categories: Record<string, string>;
    authors: Record<string, { name: string }>;
  };

let t: TestApp;
let server: Server;
let origin: string;

beforeAll(async () => {
  const template = fs.readFileSync(path.join(root, "index.html"), "utf8");
  const entry = (await import("../../src/entry-server")) as unknown as ServerEntry;
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, rel)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, rel), body);
  };
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      if (what.kind !== "page" || PAGES.includes(what.path)) {
        const rendered = await renderSiteFile(entry, template, lng, what);
        write(rendered.file, rendered.html);
      }
  fs.cpSync(path.join(root, "public/images"), path.join(webRoot, "images"), { recursive: true });
  write("_prerendered.json", JSON.stringify(["/", ...PAGES].map((p) => ({ path: p, public: true }))));
  t = await createTestApp({ deps: { webRoot }, env: { PUBLIC_URL } });
  server = createHttpServer(t.app, "127.0.0.1");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  if (server) {
    // fetch keeps its connections open; the server would wait for them.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** Real HTTP to the server; an absolute URL of the site (PUBLIC_URL) is fetched from this server. */
const get = (url: string, init: RequestInit = {}) =>
  fetch(url.startsWith(PUBLIC_URL) ? origin + url.slice(PUBLIC_URL.length) : origin + url, init);
const feedPath = (lng: Language) => localizedPath(lng, "/blog/feed.xml");
const head = (html: string) => new JSDOM(html).window.document.head;

describe("the blog's feed in each language", () => {
  it.each(LANGUAGES)("%s: a valid Atom feed of that language's articles, each linking to its page", async (lng) => {
    const res = await get(feedPath(lng));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const feed = parseFeed(await res.text());
    const blog = texts(lng, "blog");
    const articles = texts(lng, "articles");
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe(`${blog.meta.title} | Umbra`);
    expect(feed.description).toBe(blog.meta.description);
    expect(feed.url).toBe(PUBLIC_URL + localizedPath(lng, "/blog"));
    expect(feed.self).toBe(PUBLIC_URL + feedPath(lng));

    const newestFirst = [...ARTICLE_DATA].sort((a, b) => b.date.localeCompare(a.date));
    expect(feed.items.map((i) => i.title)).toEqual(newestFirst.map((a) => articles.items[a.id]!.title));
    for (const [i, item] of feed.items.entries()) {
      const data = newestFirst[i]!;
      expect(item.url).toBe(PUBLIC_URL + localizedPath(lng, `/blog/${data.id}`));
      expect(item.description).toBe(articles.items[data.id]!.excerpt);
      expect(item.published?.toISOString()).toBe(`${data.date}T00:00:00.000Z`);
      expect(item.authors.map((a) => a.name)).toEqual([articles.authors[data.authorKey]!.name]);
      expect(item.categories.map((c) => c.label)).toEqual([articles.categories[data.categoryKey]]);
      const page = await get(item.url!);
      expect(page.status, item.url!).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(head(html).querySelector("title")?.textContent).toBe(`${articles.items[data.id]!.title} | Umbra`);
      const image = item.media.find((m) => m.type === "image");
      expect(image?.mimeType).toBe("image/jpeg");
      const picture = await get(image!.url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\/jpeg/);
    }
  });

  it("answers HEAD with the headers only, and 304 while the feed is unchanged", async () => {
    const full = await get(feedPath("de"));
    const etag = full.headers.get("etag");
    expect(etag).toBeTruthy();
    const headRes = await get(feedPath("de"), { method: "HEAD" });
    expect(headRes.status).toBe(200);
    expect(headRes.headers.get("content-type")).toBe(full.headers.get("content-type"));
    expect(await headRes.text()).toBe("");
    expect((await get(feedPath("de"), { headers: { "if-none-match": etag! } })).status).toBe(304);
  });

  it("a language that does not exist has no feed", async () => {
    for (const p of ["/xx/blog/feed.xml", "/en/blog/feed.xml", "/de/blog/feed.xml/x"])
      expect((await get(p)).status, p).toBe(404);
  });

  it("is titled with the agency's name and owned by its legal name once staff entered them", async () => {
    const admin = await signedInUser(t, { admin: true });
    await completeBillingSetup(t, admin.cookie, { legalName: "Northwind & Söhne GmbH" });
    let feed = parseFeed(await (await get(feedPath("fr"))).text());
    expect(feed.title).toBe(`${texts("fr", "blog").meta.title} | Umbra`);
    expect(feed.copyright).toBe("© Northwind & Söhne GmbH");
    await updateSettings(t.database.db, { brandName: "Northwind" });
    feed = parseFeed(await (await get(feedPath("fr"))).text());
    expect(feed.title).toBe(`${texts("fr", "blog").meta.title} | Northwind`);
    expect(feed.copyright).toBe("© Northwind & Söhne GmbH");
    await updateSettings(t.database.db, { brandName: "Umbra" });
  });
});

describe("page heads", () => {
  it.each(LANGUAGES)("%s: the blog list and every article announce the language's feed", async (lng) => {
    for (const p of ["/blog", ...ARTICLE_PATHS]) {
      const links = head(await (await get(localizedPath(lng, p))).text()).querySelectorAll(
        'link[rel="alternate"][type="application/atom+xml"]',
      );
      expect(links, p).toHaveLength(1);
      expect(links[0]!.getAttribute("href")).toBe(PUBLIC_URL + feedPath(lng));
      expect(links[0]!.getAttribute("title")).toBe(`${texts(lng, "blog").meta.title} | Umbra`);
    }
  });

  it.each(LANGUAGES)("%s: each article and case study has its own title, description and image", async (lng) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>(), images: new Set<string>() };
    for (const p of [...ARTICLE_PATHS, ...CASE_PATHS]) {
      const h = head(await (await get(localizedPath(lng, p))).text());
      const meta = (key: string) =>
        h.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? "";
      expect(meta("og:type"), p).toBe("article");
      expect(meta("article:published_time"), p).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(meta("og:image:alt"), p).not.toBe("");
      const image = meta("og:image");
      expect(image.startsWith(`${PUBLIC_URL}/images/og/`), image).toBe(true);
      const picture = await get(image);
      expect(picture.status, image).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\/jpeg/);
      seen.titles.add(h.querySelector("title")!.textContent!);
      seen.descriptions.add(meta("description"));
      seen.images.add(image);
    }
    const count = ARTICLE_PATHS.length + CASE_PATHS.length;
    expect([seen.titles.size, seen.descriptions.size, seen.images.size]).toEqual([count, count, count]);
  });

  it("a page that exists in some languages only names only those as alternates", () => {
    const html = headTags(
      { title: "Nur hier", description: "…", languages: ["de", "ja"] },
      "de",
      "/blog/99",
      true,
      (x) => x,
    );
    const hreflangs = [...html.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(hreflangs).toEqual([
      ["de", "https://public-url.invalid/de/blog/99"],
      ["ja", "https://public-url.invalid/ja/blog/99"],
      ["x-default", "https://public-url.invalid/de/blog/99"],
    ]);
    expect([...html.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(["ja_JP"]);
  });

  it("other pages have no feed link and stay og:type website", async () => {
    const h = head(await (await get("/de/portfolio")).text());
    expect(h.querySelector('link[type="application/atom+xml"]')).toBeNull();
    expect(h.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe("website");
  });
});

describe("sitemap", () => {
  it("lists every article and case study in each language with its hreflang alternates and x-default", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const doc = new JSDOM(await res.text(), { contentType: "application/xml" }).window.document;
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = new Map(
      [...doc.getElementsByTagName("url")].map((u) => [
        u.getElementsByTagName("loc")[0]!.textContent!,
        Object.fromEntries(
          [...u.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => [
            l.getAttribute("hreflang"),
            l.getAttribute("href"),
          ]),
        ),
      ]),
    );
    for (const p of [...ARTICLE_PATHS, ...CASE_PATHS])
      for (const lng of LANGUAGES) {
        const alternates = urls.get(PUBLIC_URL + localizedPath(lng, p));
        expect(alternates, `${lng} ${p}`).toEqual({
          ...Object.fromEntries(LANGUAGES.map((l) => [l, PUBLIC_URL + localizedPath(l, p)])),
          "x-default": PUBLIC_URL + p,
        });
      }
    expect((await get("/sitemap.xml", { method: "HEAD" })).status).toBe(200);
  });
});
