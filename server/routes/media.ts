import { Readable } from "node:stream";
import { Hono } from "hono";
import { mediaFileParamsSchema, mediaUrl, type MediaFormat } from "@common/media";
import type { AppDeps, ApiDeps, AppEnv } from "../app-deps";
import { notFound } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { findMediaRow, variantOf } from "../services/media/media";

/**
 * The public images: only the variants (WebP, AVIF at the widths made), never the original. A URL names the image's
 * version, so its answer never changes and is cached for a year; an older version's URL is sent on to the current
 * one (a page rendered before a replace shows the new image), uncached.
 */
export function mediaRoutes(deps: AppDeps & Pick<ApiDeps, "storage">) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get(
    "/:id/:version/:file",
    doc("One responsive variant of an image (public, immutable per version)", {
      type: "image/webp",
      errors: { 404: "NOT_FOUND" },
    }),
    async (c) => {
      const parsed = mediaFileParamsSchema.safeParse(c.req.param());
      if (!parsed.success) throw notFound("No such image.");
      const { id, version, file } = parsed.data;
      const [w, ext] = file.split(".") as [string, MediaFormat];
      const row = await findMediaRow(db, id);
      const variant = row ? variantOf(row, Number(w), ext) : null;
      if (row && version < row.version) {
        const current = variant ?? row.variants.find((v) => v.format === ext);
        if (current) {
          return new Response(null, {
            status: 302,
            headers: { Location: mediaUrl(id, row.version, current.width, ext), "Cache-Control": "no-cache" },
          });
        }
      }
      if (!row || !variant || version !== row.version) throw notFound("No such image.");
      const body = await deps.storage.get(variant.key);
      if (!body) throw notFound("No such image.");
      return new Response(Readable.toWeb(body) as ReadableStream, {
        headers: {
          "Content-Type": `image/${ext}`,
          "Content-Length": String(variant.bytes),
          "Cache-Control": "public, max-age=31536000, immutable",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  );
}
