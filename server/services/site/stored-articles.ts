import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { StoredArticleCard, StoredArticles } from "@common/article-cards";
import { LANGUAGES, type Language } from "@common/locales";
import type { MediaForPicture } from "@common/media-picture";
import type { PublishedArticle } from "@common/articles";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";
import { listPublishedArticles } from "../articles/articles";

/** Every published stored article in every language (issue 40): what the blog's pages, feeds and sitemap list. */
export async function publishedByLanguage(db: Db): Promise<Map<Language, PublishedArticle[]>> {
  const lists = await Promise.all(LANGUAGES.map((lng) => listPublishedArticles(db, lng)));
  return new Map(LANGUAGES.map((lng, i) => [lng, lists[i]!]));
}

/** The library images the articles show, as a page needs them (variants, never the original's key). */
async function pictures(db: Db, ids: number[]): Promise<Map<number, MediaForPicture>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        version: r.version,
        width: r.width,
        height: r.height,
        alt: r.alt,
        variants: r.variants.map(({ format, width, height }) => ({ format, width, height })),
      },
    ]),
  );
}

export interface StoredArticleSite {
  /** The cards per language (SiteData.articles); empty when nothing is published. */
  cards: StoredArticles;
  /** Each article's body per language: `bodies.get(lng)?.get(slug)`. */
  bodies: Map<Language, Map<string, string>>;
}

/** The published stored articles as the public pages draw them: cards for the lists, bodies for their own pages. */
export async function loadStoredArticles(db: Db): Promise<StoredArticleSite> {
  const byLng = await publishedByLanguage(db);
  const all = [...byLng.values()].flat();
  const images = await pictures(
    db,
    all.flatMap((a) => [a.coverMediaId, a.author.avatarMediaId].filter((id): id is number => id !== null)),
  );
  const languagesOf = new Map<string, Language[]>();
  for (const a of all) languagesOf.set(a.slug, [...(languagesOf.get(a.slug) ?? []), a.lng]);
  const cards: StoredArticles = {};
  const bodies = new Map<Language, Map<string, string>>();
  for (const [lng, list] of byLng) {
    if (!list.length) continue;
    cards[lng] = list.map((a): StoredArticleCard => {
      const cover = a.coverMediaId ? (images.get(a.coverMediaId) ?? null) : null;
      const avatar = a.author.avatarMediaId ? (images.get(a.author.avatarMediaId) ?? null) : null;
      return {
        slug: a.slug,
        title: a.title,
        excerpt: a.excerpt,
        seoTitle: a.seoTitle,
        seoDescription: a.seoDescription,
        category: a.category,
        author: { name: a.author.name, role: a.author.role, avatar },
        cover,
        date: a.publishedAt.slice(0, 10),
        readingMinutes: a.readingMinutes,
        languages: languagesOf.get(a.slug) ?? [lng],
        version: createHash("sha256")
          .update(JSON.stringify([a.html, cover?.version, avatar?.version]))
          .digest("base64url")
          .slice(0, 16),
      };
    });
    bodies.set(lng, new Map(list.map((a) => [a.slug, a.html])));
  }
  return { cards, bodies };
}
