import { Feed } from "feed";
import { localizedPath, type Language } from "@common/locales";
import { BRAND_NAME } from "@/config/brand";
import { paths } from "@/config/paths";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { listArticles } from "./article-list";
import { BLOG_META } from "./blog-texts";
import { loadSiteFacts } from "./site-facts";

/** The app path of the blog's feed (the same in every language, under the language's prefix). */
export const BLOG_FEED_PATH = `${paths.blog}/feed.xml`;
export const BLOG_FEED_TYPE = "application/atom+xml";

/**
 * The blog's Atom 1.0 feed in one language: the articles of that language (listArticles, the list the sitemap reads),
 * newest first, each with its absolute link, excerpt, dates, author, category and picture. Titled with the blog page's
 * title and the company's name once staff entered one (else the brand's).
 */
export async function blogFeed(
  db: Db,
  config: Pick<Config, "publicUrl" | "stripe" | "paypal" | "staffEmail">,
  lng: Language,
): Promise<string> {
  const [articles, facts] = await Promise.all([listArticles(db, lng), loadSiteFacts(db, config)]);
  const abs = (appPath: string) => config.publicUrl + localizedPath(lng, appPath);
  const site = (sitePath: string) => config.publicUrl + sitePath;
  const brand = facts.contact?.brandName ?? BRAND_NAME;
  const company = facts.companyName ?? brand;
  const meta = BLOG_META[lng];
  const feed = new Feed({
    id: abs(paths.blog),
    title: `${meta.title} | ${brand}`,
    description: meta.description,
    link: abs(paths.blog),
    feed: abs(BLOG_FEED_PATH),
    language: lng,
    // The newest article's time: the feed's bytes (and its ETag) change only when its content does.
    updated: articles[0]?.published ?? new Date(0),
    favicon: site("/favicon.svg"),
    copyright: `© ${company}`,
    author: { name: company, link: abs(paths.home) },
    generator: false,
  });
  for (const a of articles)
    feed.addItem({
      id: abs(a.path),
      title: a.title,
      link: abs(a.path),
      description: a.excerpt,
      date: a.published,
      published: a.published,
      author: [{ name: a.author }],
      category: [{ name: a.category, term: a.category }],
      ...(a.image
        ? {
            image: {
              url: site(a.image.preview),
              type: a.image.preview.endsWith(".webp") ? "image/webp" : "image/jpeg",
              title: a.image.alt,
            },
          }
        : {}),
    });
  return feed.atom1();
}
