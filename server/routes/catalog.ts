import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { catalogEtag, getPublicCatalog } from "../services/catalog";
import { namesEtag } from "../lib/etag";
import { doc } from "../lib/openapi";

/**
 * `GET /api/catalog`: the regions and every price list (common/regions.ts `PublicCatalog`), for anyone.
 * `no-cache` with an ETag: a browser asks again each time (a 304 when nothing changed), so a staff change shows on
 * the next request, and shared caches may keep it between changes.
 */
export function catalogRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    "/",
    doc("The regions (currency, services offered) and the price list of every currency", {
      returns: "PublicCatalog; 304 when If-None-Match holds its ETag",
    }),
    async (c) => {
      const catalog = await getPublicCatalog(deps.database.db);
      const etag = catalogEtag(catalog);
      c.header("Cache-Control", "public, no-cache");
      c.header("ETag", etag);
      if (namesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
      return c.json(catalog);
    },
  );
}
