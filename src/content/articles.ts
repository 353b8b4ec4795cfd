import { useTranslation } from "react-i18next";
import { formatDate } from "./format";
import { ARTICLE_DATA, articleImage, authorAvatar, type ArticleData } from "./article-data";

export { ARTICLE_DATA, ARTICLE_IDS, articleImage, authorAvatar } from "./article-data";

const AUTHOR_INITIALS: Record<ArticleData["authorKey"], string> = { elena: "EV", marcus: "MC", priya: "PS" };

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface Article {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  authorRole: string;
  authorAvatar: string;
  authorInitials: string;
  /** ISO date (yyyy-mm-dd) and its localized display form. */
  date: string;
  displayDate: string;
  readTime: string;
  image: string;
  imageAlt: string;
  gradient: [string, string];
  body: ArticleSection[];
}

interface ArticleText {
  title: string;
  excerpt: string;
  imageAlt: string;
  body: ArticleSection[];
}

/** Every blog article, localized, newest first. */
export function useArticles(): Article[] {
  const { t, i18n } = useTranslation("articles");
  return ARTICLE_DATA.map((data) => {
    const text = t(`items.${data.id}`, { returnObjects: true }) as ArticleText;
    return {
      id: data.id,
      title: text.title,
      excerpt: text.excerpt,
      category: t(`categories.${data.categoryKey}`),
      author: t(`authors.${data.authorKey}.name`),
      authorRole: t(`authors.${data.authorKey}.role`),
      authorAvatar: authorAvatar(data.authorKey),
      authorInitials: AUTHOR_INITIALS[data.authorKey],
      date: data.date,
      displayDate: formatDate(data.date, i18n.language),
      readTime: t("readTime", { count: data.readMinutes }),
      image: articleImage(data.id),
      imageAlt: text.imageAlt,
      gradient: data.gradient,
      body: text.body,
    };
  });
}

/** Two other articles to read next: the ones that follow in the list, wrapping round. */
export function relatedArticles(articles: Article[], id: number, count = 2): Article[] {
  const index = articles.findIndex((a) => a.id === id);
  const others = [...articles.slice(index + 1), ...articles.slice(0, Math.max(index, 0))].filter((a) => a.id !== id);
  return others.slice(0, count);
}
