import { Hono } from "hono";
import { z } from "zod";
import { contentRestoreSchema, contentRevSchema, contentSaveSchema } from "@common/content";
import { LANGUAGES } from "@common/locales";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { framableBySelfPolicy } from "../../lib/csp";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput, queryInput } from "../../lib/validate";
import {
  discardDraft,
  fallbacks,
  getContent,
  listContent,
  publishDraft,
  restoreVersion,
  saveDraft,
} from "../../services/content/store";
import { itemDef } from "../../services/content/registry";
import { keepAsShipped, launchChecklist } from "../../services/content/launch";
import type { RunningLiveSite } from "../../services/site/live-site";

const previewQuery = z.object({ lng: z.enum(LANGUAGES).default("en"), path: z.string().min(1).max(200).optional() });

/** The content store (issue 39): the public site's texts in six languages; the admin guard of ./index.ts runs first. */
export function adminContentRoutes(deps: AppDeps & { liveSite: RunningLiveSite }) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get(
      "/content",
      doc("Every content item with its state and missing translations, and the live fallbacks"),
      async (c) => c.json({ items: await listContent(db), fallbacks: await fallbacks(db) }),
    )
    .get(
      "/content/launch",
      doc("The launch checklist: the template's claims (texts and figures) staff have not edited or kept yet"),
      async (c) => c.json(await launchChecklist(db)),
    )
    .post(
      "/content/:id/keep",
      doc("Keep a shipped text or figure of the launch checklist as true for this agency", {
        errors: { 404: "NOT_FOUND: not on the launch checklist" },
      }),
      async (c) => {
        await keepAsShipped(db, c.req.param("id"), c.get("user").email);
        return c.json(await launchChecklist(db));
      },
    )
    .get(
      "/content/:id",
      doc("A content item's fields in six languages, its versions and pages", {
        errors: { 404: "NOT_FOUND: no such item" },
      }),
      async (c) => c.json(await getContent(db, c.req.param("id"))),
    )
    .put(
      "/content/:id",
      doc("Save a draft of some of an item's fields and, optionally, a new order of its lists' entries", {
        errors: {
          400: "VALIDATION_FAILED: fields named values.<key>.<lng> or lists.<path>",
          404: "NOT_FOUND: no such item",
          409: "CONTENT_CONFLICT: someone saved since `rev`; fields names what they changed",
        },
      }),
      jsonInput(contentSaveSchema),
      async (c) => c.json(await saveDraft(db, c.req.param("id"), c.req.valid("json"), c.get("user").email)),
    )
    .post(
      "/content/:id/publish",
      doc("Publish an item's draft: the pages showing it are re-rendered on every instance", {
        errors: { 404: "NOT_FOUND: no such item", 409: "CONTENT_CONFLICT: stale rev; NOTHING_TO_PUBLISH: no draft" },
      }),
      jsonInput(contentRevSchema),
      async (c) => {
        const item = await publishDraft(db, c.req.param("id"), c.req.valid("json").rev, c.get("user").email);
        const pages = await deps.liveSite.refresh(`content:${item.id}`);
        return c.json({ item, pages });
      },
    )
    .post(
      "/content/:id/discard",
      doc("Drop an item's draft", { errors: { 404: "NOT_FOUND: no such item", 409: "CONTENT_CONFLICT: stale rev" } }),
      jsonInput(contentRevSchema),
      async (c) => c.json(await discardDraft(db, c.req.param("id"), c.req.valid("json").rev, c.get("user").email)),
    )
    .post(
      "/content/:id/restore",
      doc("Make a draft of an earlier published version", { errors: { 404: "NOT_FOUND: no such item or version" } }),
      jsonInput(contentRestoreSchema),
      async (c) =>
        c.json(await restoreVersion(db, c.req.param("id"), c.req.valid("json").version, c.get("user").email)),
    )
    .get(
      "/content/:id/preview",
      doc("A page showing the item, rendered with its draft (HTML, framable by the admin)", {
        errors: { 404: "NOT_FOUND: no such item, or the path does not show it" },
      }),
      queryInput(previewQuery),
      async (c) => {
        const def = itemDef(c.req.param("id"));
        if (!def) throw notFound("No such content item.");
        const { lng, path } = c.req.valid("query");
        const appPath = path ?? def.paths[0]!;
        if (!def.paths.includes(appPath)) throw notFound("This page does not show the item.");
        const html = await deps.liveSite.preview(def.id, lng, appPath, deps.config.publicUrl);
        if (html === null) throw notFound("Pages cannot be rendered here: the site is not built.");
        c.header("Content-Security-Policy", framableBySelfPolicy());
        c.header("X-Frame-Options", "SAMEORIGIN");
        c.header("Cache-Control", "no-store");
        return c.html(html);
      },
    );
}
