import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArticleDetail } from "@common/articles";
import { listPublishedArticles, publishDueArticles, zonedTime } from "../../server/services/articles/articles";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";
import { post } from "./workspace-helpers";

/**
 * Articles as stored data (issue 40): written in the admin in some languages, published now or at a time of the admin
 * settings' time zone by the due-check (once, however many instances run it), unpublished to 410 or a redirect.
 */

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { admin: true })).cookie;
  client = (await signedInUser(t)).cookie;
}, 120_000);
afterAll(() => t.close());

const paragraph = (text: string, marks?: unknown[]) => ({
  type: "paragraph",
  content: [{ type: "text", text, marks }],
});
const doc = (...content: unknown[]) => ({ type: "doc", content });

const input = (slug: string, body = doc(paragraph("Word ".repeat(450)))) => ({
  slug,
  category: "Strategy",
  author: { name: "Elena Vasquez", role: "Head of Strategy", avatarMediaId: null },
  coverMediaId: null,
  texts: {
    en: { title: "Launch week", excerpt: "How a launch week runs.", body },
    de: { title: "Startwoche", excerpt: "Wie eine Startwoche läuft.", body: doc(paragraph("Wort ".repeat(200))) },
  },
});

async function create(slug: string, body?: ReturnType<typeof doc>) {
  const res = await post(t, "/api/admin/articles", admin, input(slug, body));
  return {
    status: res.status,
    body: (await res.json()) as { article: ArticleDetail; error?: { code: string; fields?: Record<string, string> } },
  };
}

describe("writing", () => {
  it("stores an article in en and de with reading times computed from each body", async () => {
    const { status, body } = await create("launch-week");
    expect(status).toBe(201);
    expect(body.article).toMatchObject({ slug: "launch-week", state: "draft", languages: ["en", "de"] });
    expect(body.article.readingMinutes).toEqual({ en: 2, de: 1 });
    // A draft is nowhere on the site.
    expect(await listPublishedArticles(t.database.db, "en")).toEqual([]);
    const again = await create("launch-week");
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("SLUG_TAKEN");
  });

  it("edits an article's texts and refuses another article's address", async () => {
    const { body } = await create("edit-me");
    const renamed = await post(t, `/api/admin/articles/${body.article.id}`, admin, input("edited"), "PUT");
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { article: ArticleDetail }).article.slug).toBe("edited");
    const taken = await post(t, `/api/admin/articles/${body.article.id}`, admin, input("launch-week"), "PUT");
    expect(taken.status).toBe(409);
    const shipped = await post(t, `/api/admin/articles/${body.article.id}`, admin, input("1"), "PUT");
    expect(shipped.status).toBe(400);
  });

  it("refuses javascript: links, unknown blocks (raw HTML), links to pages that do not exist and images without alt", async () => {
    for (const body of [
      doc(paragraph("click", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])),
      doc({ type: "html", attrs: { html: "<script>alert(1)</script>" } }),
      doc(paragraph("x", [{ type: "link", attrs: { href: "/no-such-page" } }])),
      doc(paragraph("x", [{ type: "link", attrs: { href: "http://insecure.example" } }])),
      doc({ type: "image", attrs: { src: "/api/media/1/1/640.webp", alt: "" } }),
      doc(paragraph("x", [{ type: "script" }])),
    ]) {
      const { status, body: answer } = await create(`bad-${Math.random().toString(36).slice(2, 8)}`, body);
      expect(status).toBe(400);
      expect(answer.error?.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(answer.error?.fields ?? {})).toEqual(["texts.en.body"]);
    }
  });

  it("neutralises markup typed as text, and keeps https and existing internal links", async () => {
    const { status } = await create(
      "safe-text",
      doc(
        paragraph("<script>alert(1)</script> <img src=x onerror=alert(1)>"),
        paragraph("pricing", [{ type: "link", attrs: { href: "/de/pricing" } }]),
        paragraph("out", [{ type: "link", attrs: { href: "https://example.com/a" } }]),
      ),
    );
    expect(status).toBe(201);
    const list = await t.request("/api/admin/articles", { headers: { cookie: admin } });
    const id = ((await list.json()) as { articles: ArticleDetail[] }).articles.find((a) => a.slug === "safe-text")!.id;
    expect((await post(t, `/api/admin/articles/${id}/publish`, admin, {})).status).toBe(200);
    const [published] = (await listPublishedArticles(t.database.db, "en")).filter((a) => a.slug === "safe-text");
    expect(published!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(published!.html).not.toMatch(/<script|<img/);
    expect(published!.html).toContain('href="/de/pricing"');
    expect(published!.html).toContain('href="https://example.com/a"');
    await post(t, `/api/admin/articles/${id}/unpublish`, admin, {});
  });
});

describe("scheduling", () => {
  it("publishes a scheduled article once at its time, in the admin settings' time zone", async () => {
    const { body } = await create("scheduled-piece");
    const id = body.article.id;
    const res = await post(t, `/api/admin/articles/${id}/schedule`, admin, { publishAt: "2031-05-01T09:30" });
    expect(res.status).toBe(200);
    const scheduled = (await res.json()) as { article: ArticleDetail; timeZone: string };
    expect(scheduled.timeZone).toBe("UTC");
    expect(scheduled.article).toMatchObject({ state: "scheduled", publishAt: "2031-05-01T09:30:00.000Z" });

    const before = new Date("2031-05-01T09:29:00Z");
    const at = new Date("2031-05-01T09:31:00Z");
    expect(await publishDueArticles(t.database.db, before)).toEqual([]);
    expect(await listPublishedArticles(t.database.db, "en")).toEqual([]);

    // Two instances run the due-check at the same moment: one of them publishes it.
    let second: TestApp | undefined;
    if (t.databaseUrl) second = await createTestApp({ databaseUrl: t.databaseUrl });
    const runs = await Promise.all([
      publishDueArticles(t.database.db, at),
      publishDueArticles((second ?? t).database.db, at),
      publishDueArticles(t.database.db, at),
    ]);
    await second?.close();
    expect(runs.flat()).toEqual(["scheduled-piece"]);
    expect(await publishDueArticles(t.database.db, at)).toEqual([]);
    // The app's own schedule finds nothing more to do.
    await t.app.articles.run(at);

    const en = await listPublishedArticles(t.database.db, "en");
    const de = await listPublishedArticles(t.database.db, "de");
    expect(en.map((a) => a.slug)).toEqual(["scheduled-piece"]);
    expect(en[0]).toMatchObject({ title: "Launch week", publishedAt: "2031-05-01T09:30:00.000Z", readingMinutes: 2 });
    expect(de.map((a) => [a.slug, a.title])).toEqual([["scheduled-piece", "Startwoche"]]);
    // Not written in Japanese: not listed there.
    expect(await listPublishedArticles(t.database.db, "ja")).toEqual([]);
  });

  it("reads the schedule's time in the admin settings' zone and refuses a time gone by", async () => {
    expect(zonedTime("2031-05-01T09:30", "Europe/Berlin").toISOString()).toBe("2031-05-01T07:30:00.000Z");
    expect(zonedTime("2031-01-15T09:30", "Asia/Tokyo").toISOString()).toBe("2031-01-15T00:30:00.000Z");
    const { body } = await create("late-piece");
    const res = await post(t, `/api/admin/articles/${body.article.id}/schedule`, admin, {
      publishAt: "2020-01-01T00:00",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "publishAt",
    );
  });
});

describe("unpublishing", () => {
  it("answers 410 with a link to the list in the page's language, or 301 to the replacement", async () => {
    const { body } = await create("gone-piece");
    const id = body.article.id;
    await post(t, `/api/admin/articles/${id}/publish`, admin, {});
    expect((await listPublishedArticles(t.database.db, "de")).map((a) => a.slug)).toContain("gone-piece");
    expect((await post(t, `/api/admin/articles/${id}/unpublish`, admin, { replacementUrl: null })).status).toBe(200);
    expect((await listPublishedArticles(t.database.db, "de")).map((a) => a.slug)).not.toContain("gone-piece");

    const en = await t.request("/blog/gone-piece");
    expect(en.status).toBe(410);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en">');
    expect(enHtml).toContain('<a href="/blog">Browse all articles</a>');
    const de = await t.request("/de/blog/gone-piece");
    expect(de.status).toBe(410);
    expect(await de.text()).toContain('<a href="/de/blog">Alle Artikel ansehen</a>');

    await post(t, `/api/admin/articles/${id}/unpublish`, admin, { replacementUrl: "/blog/launch-week" });
    const moved = await t.request("/de/blog/gone-piece", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/launch-week");

    const refused = await post(t, `/api/admin/articles/${id}/unpublish`, admin, { replacementUrl: "javascript:x" });
    expect(refused.status).toBe(400);
  });
});

describe("images", () => {
  it("takes the cover and body images from the library and keeps an image in use from deletion", async () => {
    const form = new FormData();
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#36a" } })
      .jpeg()
      .toBuffer();
    form.append("file", new File([photo as BlobPart], "cover.jpg", { type: "image/jpeg" }));
    const upload = await t.request("/api/admin/media", {
      method: "POST",
      headers: { cookie: admin, "x-forwarded-for": "10.9.9.7" },
      body: form,
    });
    expect(upload.status).toBe(201);
    const mediaId = ((await upload.json()) as { media: { id: number } }).media.id;
    const image = { type: "image", attrs: { src: `/api/media/${mediaId}/1/640.webp`, alt: "A blue field" } };
    const res = await post(t, "/api/admin/articles", admin, {
      ...input("illustrated", doc(paragraph("Intro"), image)),
      coverMediaId: mediaId,
    });
    expect(res.status).toBe(201);
    const refused = await t.request(`/api/admin/media/${mediaId}`, { method: "DELETE", headers: { cookie: admin } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("article");

    const missing = await post(t, "/api/admin/articles", admin, { ...input("no-cover"), coverMediaId: 999_999 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "coverMediaId",
    );
  });
});

describe("roles", () => {
  it("keeps every article route to staff", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/articles"],
      ["POST", "/api/admin/articles", input("client-piece")],
      ["GET", "/api/admin/articles/1"],
      ["PUT", "/api/admin/articles/1", input("client-piece")],
      ["POST", "/api/admin/articles/1/publish", {}],
      ["POST", "/api/admin/articles/1/schedule", { publishAt: "2031-05-01T09:30" }],
      ["POST", "/api/admin/articles/1/unpublish", {}],
    ];
    for (const [method, path, json] of routes) {
      const asClient = await post(t, path, client, json, method);
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect(((await asClient.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
      const anonymous = await t.request(path, { method, json });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request("/api/admin/articles/999999", { headers: { cookie: admin } })).status).toBe(404);
    expect((await t.request("/api/admin/articles/abc", { headers: { cookie: admin } })).status).toBe(404);
  });
});
