import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { mediaAltSchema, mediaIdParamSchema } from "@common/media";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { rateLimitMiddleware } from "../../lib/rate-limit";
import { jsonInput } from "../../lib/validate";
import {
  createMedia,
  deleteMedia,
  findMediaRow,
  getMedia,
  listMedia,
  replaceMedia,
  saveMediaAlt,
} from "../../services/media/media";
import { receiveImage } from "../../services/media/receive-image";

export const MEDIA_UPLOAD_RATE_LIMIT = { bucket: "media-upload", max: 60, windowMs: 15 * 60_000 };

const UPLOAD_BODY = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: { type: "object", properties: { file: { type: "string", contentMediaType: "image/*" } } },
    },
  },
} as const;
const UPLOAD_ERRORS = {
  400: "FILE_TYPE_NOT_ALLOWED (told by the content), IMAGE_ANIMATED, IMAGE_DIMENSIONS, NO_FILES, UPLOAD_INCOMPLETE",
  413: "FILE_TOO_LARGE (over 20 MB)",
  415: "UNSUPPORTED_MEDIA_TYPE: not multipart",
};

const idOf = (c: Context) => {
  const parsed = mediaIdParamSchema.safeParse(c.req.param());
  if (!parsed.success) throw notFound("No such image.");
  return parsed.data.id;
};

/** The image library (issue 40); the admin guard of ./index.ts runs first (admin role and two-factor). */
export function adminMediaRoutes(deps: AppDeps & Pick<ApiDeps, "storage">) {
  const { db } = deps.database;
  const { storage } = deps;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, MEDIA_UPLOAD_RATE_LIMIT);
  return new Hono<AuthedEnv>()
    .get("/media", doc("Every image of the library, with its variants, alt text and uses"), async (c) =>
      c.json({ media: await listMedia(db) }),
    )
    .post(
      "/media",
      doc("Upload an image (JPEG, PNG, WebP, AVIF; 20 MB): answered once its variants exist", {
        status: 201,
        requestBody: UPLOAD_BODY,
        errors: UPLOAD_ERRORS,
      }),
      limit,
      async (c) => {
        const bytes = await receiveImage(c.req.raw);
        return c.json({ media: await createMedia(db, storage, bytes, c.get("user").id) }, 201);
      },
    )
    .get("/media/:id", doc("One image", { errors: { 404: "NOT_FOUND" } }), async (c) => {
      const item = await getMedia(db, idOf(c));
      if (!item) throw notFound("No such image.");
      return c.json({ media: item });
    })
    .post(
      "/media/:id/file",
      doc("Replace an image's file: same id and alt text, a new version everywhere it is shown", {
        requestBody: UPLOAD_BODY,
        errors: { ...UPLOAD_ERRORS, 404: "NOT_FOUND" },
      }),
      limit,
      async (c) => {
        const id = idOf(c);
        const bytes = await receiveImage(c.req.raw);
        return c.json({ media: await replaceMedia(db, storage, id, bytes, c.get("user").id) });
      },
    )
    .put(
      "/media/:id/alt",
      doc("Save an image's alt text in each language", {
        errors: { 400: "VALIDATION_FAILED", 404: "NOT_FOUND" },
      }),
      jsonInput(mediaAltSchema),
      async (c) => {
        const id = idOf(c);
        return c.json({ media: await saveMediaAlt(db, id, c.req.valid("json"), c.get("user").id) });
      },
    )
    .delete(
      "/media/:id",
      doc("Delete an unused image and its files", {
        errors: { 404: "NOT_FOUND", 409: "MEDIA_IN_USE: names where it is used" },
      }),
      async (c) => {
        await deleteMedia(db, storage, idOf(c));
        return c.json({ ok: true });
      },
    )
    .get(
      "/media/:id/original",
      doc("Download the uploaded original (staff only; never a page image)", { type: "application/octet-stream" }),
      async (c) => {
        const row = await findMediaRow(db, idOf(c));
        const body = row ? await storage.get(row.originalKey) : null;
        if (!row || !body) throw notFound("No such image.");
        const ext = row.mime.split("/")[1] === "jpeg" ? "jpg" : row.mime.split("/")[1];
        return new Response(Readable.toWeb(body) as ReadableStream, {
          headers: {
            "Content-Type": row.mime,
            "Content-Length": String(row.bytes),
            "Content-Disposition": `attachment; filename="image-${row.id}-v${row.version}.${ext}"`,
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": "private, no-store, no-transform",
          },
        });
      },
    );
}
