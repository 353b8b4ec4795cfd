import { Hono } from "hono";
import { isContentNamespace } from "@common/content-namespaces";
import { isLanguage } from "@common/locales";
import type { AppDeps, AppEnv } from "../app-deps";
import { notFound } from "../lib/http-error";
import { bodyEtag, namesEtag } from "../lib/etag";
import { doc } from "../lib/openapi";
import { BUILT_IN } from "../services/content/built-in";
import { legalDates, withLegalDates } from "../services/content/legal-dates";
import { contentRows, publishedStrings } from "../services/content/store";

/**
 * `GET /api/content/:lng/:ns`: a content namespace's strings as published (the shipped ones where staff changed
 * nothing), for the browser's i18n when it moves to a page that needs a namespace the first page did not carry.
 * `no-cache` with an ETag: a publication shows on the next request.
 */
export function contentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get(
    "/:lng/:ns",
    doc("A content namespace's published strings in a language", { errors: { 404: "NOT_FOUND: no such namespace" } }),
    async (c) => {
      const { lng, ns } = c.req.param();
      if (!isLanguage(lng) || !isContentNamespace(ns)) throw notFound("No such strings.");
      const { db } = deps.database;
      const [rows, dates] = await Promise.all([contentRows(db), ns === "legal" ? legalDates(db) : {}]);
      const bundle = withLegalDates(publishedStrings(rows, lng, { ns }), lng, dates)[ns] ?? BUILT_IN[lng][ns];
      const body = JSON.stringify(bundle);
      const etag = bodyEtag(body);
      c.header("Cache-Control", "public, no-cache");
      c.header("ETag", etag);
      if (namesEtag(c.req.header("If-None-Match"), etag)) return c.body(null, 304);
      c.header("Content-Type", "application/json; charset=UTF-8");
      return c.body(body);
    },
  );
}
