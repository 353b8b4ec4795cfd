import type { Context } from "hono";
import { bodyEtag, namesEtag } from "./etag";

/**
 * A generated XML document (sitemap, feed) with a validator: crawlers and feed readers revalidate every time
 * (`no-cache`) and get 304 while nothing changed, and a publication shows at its next fetch.
 */
export function xmlAnswer(c: Context, body: string, type: string): Response {
  const etag = bodyEtag(body);
  c.header("Cache-Control", "public, no-cache");
  c.header("ETag", etag);
  if (namesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
  c.header("Content-Type", `${type}; charset=utf-8`);
  return c.body(body);
}
