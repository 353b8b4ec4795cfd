import type { Language } from "@common/locales";
import { paths } from "@/config/paths";
import { ARTICLE_DATA, articleImage } from "@/content/article-data";
import { ogImagePath } from "@/content/og-image";
import { pictureSources } from "@common/media-picture";
import type { Db } from "../../db/client";
import { loadStoredArticles } from "./stored-articles";
import { ARTICLE_TEXTS } from "./blog-texts";

/** Soft hyphens help a heading break on the page; a title elsewhere (a feed, a search result) is never broken. */
const withoutSoftHyphens = (text: string) => text.replace(/\u00AD/g, "");

/** One article as the blog lists it in one language: what the feed, the sitemap and the page heads need. */
export interface ListedArticle {
  id: string;
  /** Its page as an app path, without the language prefix ("/blog/3"). */
  path: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** Publication time. */
  published: Date;
  /** Site paths: the page's picture, and its raster rendition (JPEG) that link previews and feed readers take. */
  image?: { path: string; alt: string; preview: string };
}

/**
 * The articles published in a language, newest first: the one answer to "which articles, in which language" that
 * the feeds and the sitemap read. Today the shipped ones (src/content/articles.ts and the "articles" namespace, as
 * the blog pages render them), each in every language that has its texts, and the stored articles published in
 * that language (issue 40; server/services/site/stored-articles.ts, which the pages' site data reads too).
 */
export async function listArticles(db: Db, lng: Language): Promise<ListedArticle[]> {
  const texts = ARTICLE_TEXTS[lng];
  const stored = (await loadStoredArticles(db)).cards[lng] ?? [];
  const shipped = ARTICLE_DATA.flatMap((data): ListedArticle[] => {
    const text = texts.items[String(data.id)];
    if (!text?.title.trim()) return [];
    return [
      {
        id: String(data.id),
        path: paths.blogPost(data.id),
        title: withoutSoftHyphens(text.title),
        excerpt: withoutSoftHyphens(text.excerpt),
        category: texts.categories[data.categoryKey] ?? data.categoryKey,
        author: texts.authors[data.authorKey]?.name ?? "",
        published: new Date(`${data.date}T00:00:00Z`),
        image: { path: articleImage(data.id), alt: text.imageAlt, preview: ogImagePath(articleImage(data.id)) },
      },
    ];
  });
  const written = stored.map((a): ListedArticle => {
    const cover = a.cover ? pictureSources(a.cover, lng) : null;
    return {
      id: a.slug,
      path: paths.blogPost(a.slug),
      title: a.title,
      excerpt: a.excerpt,
      category: a.category,
      author: a.author.name,
      published: new Date(`${a.date}T00:00:00Z`),
      ...(cover?.src ? { image: { path: cover.src, alt: cover.alt, preview: cover.src } } : {}),
    };
  });
  return [...written, ...shipped].sort((a, b) => b.published.getTime() - a.published.getTime());
}
