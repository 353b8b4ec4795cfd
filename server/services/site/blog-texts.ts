/* The blog's shipped texts in every language, imported statically: the server bundle carries them. */
import type { Language } from "@common/locales";
import deArticles from "../../../src/i18n/locales/de/articles.json";
import deBlog from "../../../src/i18n/locales/de/blog.json";
import enArticles from "../../../src/i18n/locales/en/articles.json";
import enBlog from "../../../src/i18n/locales/en/blog.json";
import esArticles from "../../../src/i18n/locales/es/articles.json";
import esBlog from "../../../src/i18n/locales/es/blog.json";
import frArticles from "../../../src/i18n/locales/fr/articles.json";
import frBlog from "../../../src/i18n/locales/fr/blog.json";
import jaArticles from "../../../src/i18n/locales/ja/articles.json";
import jaBlog from "../../../src/i18n/locales/ja/blog.json";
import zhArticles from "../../../src/i18n/locales/zh/articles.json";
import zhBlog from "../../../src/i18n/locales/zh/blog.json";

export interface ArticleTexts {
  categories: Record<string, string>;
  authors: Record<string, { name: string; role: string }>;
  items: Record<string, { title: string; excerpt: string; imageAlt: string } | undefined>;
}

/** The "articles" namespace: the blog pages' texts of each article (src/content/articles.ts reads the same). */
export const ARTICLE_TEXTS: Record<Language, ArticleTexts> = {
  en: enArticles,
  es: esArticles,
  fr: frArticles,
  de: deArticles,
  zh: zhArticles,
  ja: jaArticles,
};

/** The blog list page's title and description ("blog" namespace, `meta`). */
export const BLOG_META: Record<Language, { title: string; description: string }> = {
  en: enBlog.meta,
  es: esBlog.meta,
  fr: frBlog.meta,
  de: deBlog.meta,
  zh: zhBlog.meta,
  ja: jaBlog.meta,
};
