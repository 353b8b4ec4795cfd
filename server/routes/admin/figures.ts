import { Hono } from "hono";
import { isFigureId } from "@common/figures";
import { anyFigureInputSchema, figureInputSchema } from "@common/figures-schema";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput, validate } from "../../lib/validate";
import { listFigures, saveFigure } from "../../services/site/figures";
import type { RunningLiveSite } from "../../services/site/live-site";

/**
 * The site's figures (issue 39): shipped, typed with a source, computed from the product's data, or hidden; the admin
 * guard of ./index.ts runs first.
 */
export function adminFigureRoutes(deps: AppDeps & { liveSite: RunningLiveSite }) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get(
      "/figures",
      doc("Every figure of the site: its mode, typed value and source, what the product counts now"),
      async (c) => c.json({ figures: await listFigures(db) }),
    )
    .put(
      "/figures/:id",
      doc("Set a figure's mode (typed: with its value and source); the pages showing it are re-rendered", {
        errors: { 400: "VALIDATION_FAILED: fields mode, value, source", 404: "NOT_FOUND: no such figure" },
      }),
      jsonInput(anyFigureInputSchema),
      async (c) => {
        const id = c.req.param("id");
        if (!isFigureId(id)) throw notFound("No such figure.");
        await saveFigure(db, id, validate(figureInputSchema(id), c.req.valid("json")), c.get("user").email);
        const pages = await deps.liveSite.refresh("figures");
        return c.json({ figures: await listFigures(db), pages });
      },
    );
}
