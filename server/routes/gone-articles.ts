import { Hono, type Context, type Next } from "hono";
import { ARTICLE_SLUG } from "@common/articles";
import { localizedPath, splitLanguagePath, type Language } from "@common/locales";
import { paths } from "@/config/paths";
import en from "../../src/i18n/locales/en/blog.json";
import es from "../../src/i18n/locales/es/blog.json";
import fr from "../../src/i18n/locales/fr/blog.json";
import de from "../../src/i18n/locales/de/blog.json";
import zh from "../../src/i18n/locales/zh/blog.json";
import ja from "../../src/i18n/locales/ja/blog.json";
import type { AppDeps, AppEnv } from "../app-deps";
import { unpublishedArticle } from "../services/articles/articles";

const GONE: Record<Language, { title: string; body: string; link: string }> = {
  en: en.gone,
  es: es.gone,
  fr: fr.gone,
  de: de.gone,
  zh: zh.gone,
  ja: ja.gone,
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The page an unpublished article's URL answers with (410), in the URL's language, linking to the blog's list. */
export function gonePage(lng: Language): string {
  const t = GONE[lng];
  const list = localizedPath(lng, paths.blog);
  return `<!doctype html>
<html lang="${lng}">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>${escape(t.title)}</title></head>
<body><main><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><p><a href="${escape(list)}">${escape(t.link)}</a></p></main></body>
</html>
`;
}

/**
 * An unpublished article's URL (issue 40): 410 Gone with a link to the list in the page's language, or 301 to the
 * replacement staff chose. Any other blog URL goes on to the static site.
 */
export function goneArticleRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const answer = async (c: Context<AppEnv>, next: Next) => {
    const { lng, path } = splitLanguagePath(c.req.path);
    const slug = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
    if (!slug || !ARTICLE_SLUG.test(slug)) return next();
    const gone = await unpublishedArticle(db, slug);
    if (!gone) return next();
    if (gone.replacementUrl) return c.redirect(gone.replacementUrl, 301);
    c.header("Cache-Control", "no-cache");
    return c.html(gonePage(lng), 410);
  };
  return new Hono<AppEnv>().get("/blog/:slug", answer).get("/:lng/blog/:slug", answer);
}
