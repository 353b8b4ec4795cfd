import { useTranslation } from "react-i18next";
import { formatDate } from "./format";

interface ArticleData {
  id: number;
  categoryKey: "strategy" | "reputation" | "web3" | "ecommerce" | "music" | "video";
  authorKey: "elena" | "marcus" | "priya";
  date: string;
  readMinutes: number;
  gradient: [string, string];
}

/** Structure of the blog articles; every text lives in the "articles" namespace. */
export const ARTICLE_DATA: readonly ArticleData[] = [
  {
    id: 1,
    categoryKey: "strategy",
    authorKey: "elena",
    date: "2025-04-28",
    readMinutes: 8,
    gradient: ["#7c3aed", "#ec4899"],
  },
  {
    id: 2,
    categoryKey: "reputation",
    authorKey: "marcus",
    date: "2025-04-14",
    readMinutes: 7,
    gradient: ["#059669", "#0ea5e9"],
  },
  {
    id: 3,
    categoryKey: "web3",
    authorKey: "priya",
    date: "2025-03-31",
    readMinutes: 9,
    gradient: ["#2563eb", "#a855f7"],
  },
  {
    id: 4,
    categoryKey: "ecommerce",
    authorKey: "marcus",
    date: "2025-03-10",
    readMinutes: 6,
    gradient: ["#ea580c", "#eab308"],
  },
  {
    id: 5,
    categoryKey: "music",
    authorKey: "elena",
    date: "2025-02-20",
    readMinutes: 7,
    gradient: ["#e11d48", "#f59e0b"],
  },
  {
    id: 6,
    categoryKey: "video",
    authorKey: "priya",
    date: "2025-02-03",
    readMinutes: 8,
    gradient: ["#dc2626", "#7c3aed"],
  },
];

export const ARTICLE_IDS = ARTICLE_DATA.map((a) => String(a.id));

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

export function articleImage(id: number) {
  return `/images/articles/${id}.svg`;
}

export function authorAvatar(key: string) {
  return `/images/avatars/author-${key}.svg`;
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
