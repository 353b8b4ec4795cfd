/** The blog articles' structure and picture paths, without React: the server's feed and sitemap read them too. */

export interface ArticleData {
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

export function articleImage(id: number) {
  return `/images/articles/${id}.svg`;
}

export function authorAvatar(key: string) {
  return `/images/avatars/author-${key}.svg`;
}
