import { Hono } from "hono";
import {
  articleIdParamSchema,
  articleInputSchema,
  articleScheduleSchema,
  articleUnpublishSchema,
} from "@common/articles";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import {
  createArticle,
  getArticle,
  listArticles,
  publishArticle,
  scheduleArticle,
  unpublishArticle,
  updateArticle,
} from "../../services/articles/articles";

const idOf = (raw: string) => {
  const parsed = articleIdParamSchema.safeParse({ id: raw });
  if (!parsed.success) throw notFound("No such article.");
  return parsed.data.id;
};

const ERRORS = { 400: "VALIDATION_FAILED", 404: "NOT_FOUND: no such article" };

/** The blog's articles (issue 40): write, publish now, schedule, unpublish; the admin guard of ./index.ts runs first. */
export function adminArticleRoutes(deps: AppDeps & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  const refresh = () => deps.liveSite.refresh("articles");
  return new Hono<AuthedEnv>()
    .get("/articles", doc("Every stored article: state, languages, schedule"), async (c) =>
      c.json({ articles: await listArticles(db) }),
    )
    .post(
      "/articles",
      doc(
        "Write a new article (a draft); bodies are checked: known blocks, https or existing internal links, alt text",
        {
          status: 201,
          errors: { 400: "VALIDATION_FAILED", 409: "SLUG_TAKEN" },
        },
      ),
      jsonInput(articleInputSchema),
      async (c) => c.json({ article: await createArticle(db, c.req.valid("json"), c.get("user").id) }, 201),
    )
    .get("/articles/:id", doc("One article with its texts", { errors: { 404: ERRORS[404] } }), async (c) =>
      c.json({ article: await getArticle(db, idOf(c.req.param("id"))) }),
    )
    .put(
      "/articles/:id",
      doc("Save an article's texts (a published one shows them at once)", {
        errors: { ...ERRORS, 409: "SLUG_TAKEN" },
      }),
      jsonInput(articleInputSchema),
      async (c) => {
        const article = await updateArticle(db, idOf(c.req.param("id")), c.req.valid("json"), c.get("user").id);
        const pages = article.state === "published" ? await refresh() : 0;
        return c.json({ article, pages });
      },
    )
    .post("/articles/:id/publish", doc("Publish an article now", { errors: { 404: ERRORS[404] } }), async (c) => {
      const article = await publishArticle(db, idOf(c.req.param("id")), c.get("user").id);
      return c.json({ article, pages: await refresh() });
    })
    .post(
      "/articles/:id/schedule",
      doc("Publish an article at a date and time of the admin settings' time zone", { errors: ERRORS }),
      jsonInput(articleScheduleSchema),
      async (c) => {
        const id = idOf(c.req.param("id"));
        const { article, timeZone } = await scheduleArticle(db, id, c.req.valid("json").publishAt, c.get("user").id);
        const pages = await refresh();
        return c.json({ article, timeZone, pages });
      },
    )
    .post(
      "/articles/:id/unpublish",
      doc("Unpublish an article: its URL answers 410, or redirects to the replacement given", { errors: ERRORS }),
      jsonInput(articleUnpublishSchema),
      async (c) => {
        const id = idOf(c.req.param("id"));
        const article = await unpublishArticle(db, id, c.req.valid("json").replacementUrl, c.get("user").id);
        return c.json({ article, pages: await refresh() });
      },
    );
}
