import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@common/locales";
import { siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { post } from "./workspace-helpers";

/**
 * Stored articles on the public site (issue 40): once published, an article is listed on the blog of each language it
 * is written in, beside the shipped ones, and has its own page drawn by the server (its body as rendered at publish,
 * its cover as library variants with width and height, author, date and reading time), without a rebuild; the feed
 * and the sitemap read the same list. Pages are rendered by the real SSR entry into a site folder holding the template.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "article-pages-"));
fs.writeFileSync(
  path.join(webRoot, "_template.html"),
  fs.readFileSync(path.join(__dirname, "..", "..", "index.html"), "utf8"),
);
const ssrEntry = () => import("../../src/entry-server") as unknown as Promise<ServerEntry>;

async function writeNamespaceRecord() {
  const entry = await ssrEntry();
  const measured = new Map<string, string[]>();
  for (const p of ["/", "/blog", "/blog/1"]) measured.set(p, (await entry.render(p, "en")).reads);
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry))
      record[siteFileKey(lng, what)] = (what.kind === "page" && measured.get(what.path)) || ["common", "widgets"];
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
}

let t: TestApp;
let admin: string;
let mediaId: number;
beforeAll(async () => {
  await writeNamespaceRecord();
  t = await createTestApp({ deps: { webRoot, ssrEntry } });
  await t.app.liveSite.start();
  admin = (await signedInUser(t, { admin: true })).cookie;
  const form = new FormData();
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#36a" } })
    .jpeg()
    .toBuffer();
  form.append("file", new File([photo as BlobPart], "cover.jpg", { type: "image/jpeg" }));
  const upload = await t.request("/api/admin/media", {
    method: "POST",
    headers: { cookie: admin, "x-forwarded-for": "10.9.8.7" },
    body: form,
  });
  expect(upload.status).toBe(201);
  mediaId = ((await upload.json()) as { media: { id: number } }).media.id;
  const alt = await post(
    t,
    `/api/admin/media/${mediaId}/alt`,
    admin,
    { en: "A blue field", de: "Ein blaues Feld" },
    "PUT",
  );
  expect(alt.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const doc = (heading: string, words: string, link: string) => ({
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text(heading)] },
    { type: "paragraph", content: [text(words), text(link, [{ type: "link", attrs: { href: "/contact" } }])] },
  ],
});

async function page(urlPath: string) {
  const res = await t.request(urlPath, { headers: { "accept-language": "en" } });
  return { status: res.status, html: res.status === 200 ? await res.text() : "" };
}
/** The page's drawn HTML (its data block left out). */
const drawn = (html: string) => html.split('id="i18n-data"')[0]!;

describe("a published stored article", () => {
  let id: number;
  it("is on no page while a draft", async () => {
    const res = await post(t, "/api/admin/articles", admin, {
      slug: "launch-week",
      category: "Strategy",
      author: { name: "Elena Vasquez", role: "Head of Strategy", avatarMediaId: null },
      coverMediaId: mediaId,
      texts: {
        en: {
          title: "How a launch week runs",
          excerpt: "Seven days from brief to first results.",
          body: doc("Day one", "Word ".repeat(420), "Talk to us"),
        },
        de: {
          title: "So läuft eine Startwoche",
          excerpt: "Sieben Tage vom Briefing bis zu ersten Ergebnissen.",
          body: doc("Tag eins", "Wort ".repeat(210), "Sprechen Sie mit uns"),
        },
      },
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as { article: { id: number } }).article.id;
    expect(drawn((await page("/blog")).html)).not.toContain("How a launch week runs");
    expect((await page("/blog/launch-week")).status).not.toBe(200);
  });

  it("once published is listed on /blog and /de/blog beside the shipped articles, not on /ja/blog", async () => {
    const res = await post(t, `/api/admin/articles/${id}/publish`, admin, {});
    expect(res.status).toBe(200);
    const en = drawn((await page("/blog")).html);
    expect(en).toContain("How a launch week runs");
    expect(en).toContain('href="/blog/launch-week"');
    // The shipped articles stay, after the newer stored one.
    expect(en).toContain('href="/blog/1"');
    expect(en.indexOf("/blog/launch-week")).toBeLessThan(en.indexOf('href="/blog/1"'));
    const de = drawn((await page("/de/blog")).html);
    expect(de).toContain("So läuft eine Startwoche");
    expect(de).toContain('href="/de/blog/launch-week"');
    const ja = drawn((await page("/ja/blog")).html);
    expect(ja).not.toContain("launch-week");
    expect(ja).toContain('href="/ja/blog/1"');
  });

  it("has its own page in each of its languages: body, cover variant with its size, author, date, reading time", async () => {
    const { status, html } = await page("/blog/launch-week");
    expect(status).toBe(200);
    const body = drawn(html);
    expect(body).toMatch(/<h1[^>]*>How a launch week runs<\/h1>/);
    expect(body).toMatch(/<h2>Day one<\/h2>/);
    expect(body).toMatch(/<a [^>]*href="\/contact"[^>]*>Talk to us<\/a>/);
    expect(body).toContain("Elena Vasquez");
    expect(body).toContain("Head of Strategy");
    expect(body).toMatch(/2 min/);
    expect(body).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}"/);
    // The cover: AVIF and WebP variants, the fallback sized, never the original.
    const img = /<img [^>]*src="(\/api\/media\/\d+\/\d+\/\d+\.webp)"[^>]*>/.exec(body);
    expect(img).not.toBeNull();
    expect(img![0]).toMatch(/width="\d+"/);
    expect(img![0]).toMatch(/height="\d+"/);
    expect(img![0]).toContain('alt="A blue field"');
    expect(body).toContain('type="image/avif"');
    const cover = await t.request(img![1]!);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/webp");
    // hreflang names only its languages.
    expect(html).toContain('hreflang="de"');
    expect(html).not.toContain('hreflang="ja"');
    expect(html).toContain(`<meta property="og:image:type" content="image/webp" />`);

    const de = drawn((await page("/de/blog/launch-week")).html);
    expect(de).toMatch(/<h2>Tag eins<\/h2>/);
    expect(de).toContain('alt="Ein blaues Feld"');
    expect((await page("/ja/blog/launch-week")).status).not.toBe(200);
  });

  it("is in the feed and the sitemap the pages list from", async () => {
    const feed = await (await t.request("/de/blog/feed.xml")).text();
    expect(feed).toContain("So läuft eine Startwoche");
    expect(await (await t.request("/ja/blog/feed.xml")).text()).not.toContain("launch-week");
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/de/blog/launch-week");
    expect(sitemap).not.toContain("/ja/blog/launch-week");
  });

  it("shows saved texts at once, and unpublished leaves the list and answers 410", async () => {
    const detail = (
      (await (await t.request(`/api/admin/articles/${id}`, { headers: { cookie: admin } })).json()) as {
        article: {
          texts: Record<string, object>;
          slug: string;
          category: string;
          author: object;
          coverMediaId: number;
        };
      }
    ).article;
    const saved = await post(
      t,
      `/api/admin/articles/${id}`,
      admin,
      {
        slug: detail.slug,
        category: detail.category,
        author: detail.author,
        coverMediaId: detail.coverMediaId,
        texts: { ...detail.texts, en: { ...detail.texts.en, title: "How a launch week really runs" } },
      },
      "PUT",
    );
    expect(saved.status).toBe(200);
    expect(drawn((await page("/blog/launch-week")).html)).toContain("How a launch week really runs");
    expect(drawn((await page("/blog")).html)).toContain("How a launch week really runs");

    const res = await post(t, `/api/admin/articles/${id}/unpublish`, admin, {});
    expect(res.status).toBe(200);
    expect(drawn((await page("/blog")).html)).not.toContain("launch-week");
    expect((await t.request("/blog/launch-week")).status).toBe(410);
  });
});
