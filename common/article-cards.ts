import type { Language } from "./locales";
import type { MediaForPicture } from "./media-picture";

// Without zod: the public blog pages import this.

/** A published stored article (issue 40) as the blog's pages list it in one language. */
export interface StoredArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  /** The search engines' title and description (the title and excerpt when staff left them empty). */
  seoTitle: string;
  seoDescription: string;
  category: string;
  author: { name: string; role: string; avatar: MediaForPicture | null };
  /** The cover: a library image shown through its variants (never the original). */
  cover: MediaForPicture | null;
  /** Publication date (yyyy-mm-dd, UTC). */
  date: string;
  readingMinutes: number;
  /** The languages the article is published in (hreflang names only these). */
  languages: Language[];
  /** Changes whenever the article's texts or body change (the pages showing it are drawn again). */
  version: string;
}

/** The published stored articles per language, newest first; a language without any is absent. */
export type StoredArticles = Partial<Record<Language, StoredArticleCard[]>>;

/** The stored article a page shows: its slug and body as rendered at publish (only on that article's own pages). */
export interface StoredArticleBody {
  slug: string;
  html: string;
}
