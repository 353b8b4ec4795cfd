import { useTranslation } from "react-i18next";
import type { StoredArticleCard } from "@common/article-cards";
import type { Language } from "@common/locales";
import type { MediaForPicture } from "@common/media-picture";
import { useSiteDataPart } from "@/app/site-data";
import { paths } from "@/config/paths";
import { useArticles, type Article } from "@/content/articles";
import { formatDate } from "@/content/format";

/** One article of the blog's list: a shipped one (src/content/articles.ts) or one staff wrote (issue 40). */
export interface BlogEntry {
  key: string;
  href: string;
  /** Written in the admin: its page is drawn by the server with its body, so a link to it loads the page. */
  stored: boolean;
  title: string;
  excerpt: string;
  category: string;
  readTime: string;
  author: string;
  authorRole: string;
  authorInitials: string;
  /** A shipped author's avatar file, or a library image. */
  authorAvatar: string | MediaForPicture | null;
  /** yyyy-mm-dd and its localized form. */
  date: string;
  displayDate: string;
  /** A shipped article's picture file, or the cover from the library (null: none). */
  image: { src: string; alt: string } | { media: MediaForPicture } | null;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function shippedEntry(a: Article): BlogEntry {
  return {
    key: String(a.id),
    href: paths.blogPost(a.id),
    stored: false,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    readTime: a.readTime,
    author: a.author,
    authorRole: a.authorRole,
    authorInitials: a.authorInitials,
    authorAvatar: a.authorAvatar,
    date: a.date,
    displayDate: a.displayDate,
    image: { src: a.image, alt: a.imageAlt },
  };
}

/** The published stored articles of the page's language (the site data the page was rendered with). */
export function useStoredArticles(): StoredArticleCard[] {
  const { i18n } = useTranslation();
  const all = useSiteDataPart("articles");
  return all?.[i18n.language as Language] ?? [];
}

export function useStoredEntry(): (card: StoredArticleCard) => BlogEntry {
  const { t, i18n } = useTranslation("articles");
  return (card) => ({
    key: card.slug,
    href: paths.blogPost(card.slug),
    stored: true,
    title: card.title,
    excerpt: card.excerpt,
    category: card.category,
    readTime: t("readTime", { count: card.readingMinutes }),
    author: card.author.name,
    authorRole: card.author.role,
    authorInitials: initials(card.author.name),
    authorAvatar: card.author.avatar,
    date: card.date,
    displayDate: formatDate(card.date, i18n.language),
    image: card.cover ? { media: card.cover } : null,
  });
}

/** Every article of the blog in the page's language, newest first: the stored ones and the shipped ones. */
export function useBlogEntries(): BlogEntry[] {
  const shipped = useArticles().map(shippedEntry);
  const toEntry = useStoredEntry();
  const stored = useStoredArticles().map(toEntry);
  return [...stored, ...shipped].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
