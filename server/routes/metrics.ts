import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../app-deps";
import { ApiError, notFound } from "../lib/http-error";
import type { Prometheus } from "../lib/prometheus";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Compared as SHA-256 digests: equal lengths, so the comparison takes the same time whatever was sent. */
function bearerMatches(header: string | undefined, token: string) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics: Prometheus text for a scraper holding METRICS_TOKEN; 404 when no token is configured. */
export function metricsRoutes(deps: { token?: string; prometheus?: Prometheus }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { token, prometheus } = deps;
    if (!token || !prometheus) throw notFound("No route GET /metrics.");
    if (!bearerMatches(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new ApiError(401, "UNAUTHORIZED", "A valid bearer token is required.");
    }
    return c.body(await prometheus.scrape(), 200, {
      "Content-Type": prometheus.contentType,
      "Cache-Control": "no-store",
    });
  });
}
