import { Hono } from "hono";
import { LANGUAGES, localizedPath } from "@common/locales";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { xmlAnswer } from "../lib/xml-answer";
import { BLOG_FEED_PATH, BLOG_FEED_TYPE, blogFeed } from "../services/site/blog-feed";

/**
 * The blog's feed in each language: /blog/feed.xml (English), /de/blog/feed.xml, … Only our languages have a route;
 * any other path (/xx/blog/feed.xml) falls through to the static site, which answers 404.
 */
export function feedRoutes(opts: { db: Db; config: Config }) {
  const app = new Hono();
  for (const lng of LANGUAGES)
    app.get(localizedPath(lng, BLOG_FEED_PATH), async (c) =>
      xmlAnswer(c, await blogFeed(opts.db, opts.config, lng), BLOG_FEED_TYPE),
    );
  return app;
}
