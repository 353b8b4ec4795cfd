import { Readable } from "node:stream";
import type { Context } from "hono";
import { Hono } from "hono";
import { isLanguage, localizedPath } from "@common/locales";
import { orderFileParamsSchema } from "@common/order-files";
import type { AppDeps, AppEnv } from "../app-deps";
import { callerOf, refusal } from "../auth/staff";
import { notFound } from "../lib/http-error";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { orderFileEmail } from "../mail/templates/order-file";
import { adminOrderPath, orderPagePath } from "@common/workspace";
import { deliver } from "../services/deliver";
import { receiveUpload } from "../services/files/receive-upload";
import { clientFilesQuota, reserveQuota, uploadAllowance } from "../services/files/quota";
import type { FileStorage } from "../services/files/file-storage";
import {
  addOrderFiles,
  findAccessibleOrder,
  findOrderFile,
  listOrderFiles,
  markFilesSeenByClient,
} from "../services/order-files";
import { getSettings } from "../services/settings";
import { staffLocale } from "../services/staff-locale";
import { SESSION_SECURITY, doc } from "../lib/openapi";

export const ORDER_FILE_RATE_LIMIT = { bucket: "order-files", max: 60, windowMs: 15 * 60_000 };

/** A download name for Content-Disposition: an ASCII fallback and the exact name as RFC 5987 filename*. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The files of one order, for its owner and for staff alike (one set of routes; who is staff is decided by
 * auth/staff.ts, who may see the order in the order query's WHERE). Anyone else, signed out included, gets 404: an
 * order's existence is not told to strangers; an admin without two-factor gets 403 TWO_FACTOR_REQUIRED.
 */
/** The upload, for the document: multipart with one or several `files` parts. */
const UPLOAD_BODY = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        properties: {
          files: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } },
        },
      },
    },
  },
} as const;

export function orderFileRoutes(deps: AppDeps & { storage: FileStorage }) {
  const { db } = deps.database;
  const { storage } = deps;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, ORDER_FILE_RATE_LIMIT);

  const orderOf = async (c: Context<AppEnv>) => {
    const params = orderFileParamsSchema.safeParse(c.req.param());
    const caller = await callerOf(c);
    if (!params.success || !caller) throw notFound("No such order.");
    const { user } = caller;
    const order = await findAccessibleOrder(db, params.data.code, user.id, caller.staff);
    if (!order) throw refusal(caller, notFound("No such order."));
    return { order, user, fileId: params.data.fileId };
  };

  return new Hono<AppEnv>()
    .get(
      "/:code/files",
      doc("The files shared on an order (owner or staff)", { security: SESSION_SECURITY }),
      async (c) => {
        const { order, user } = await orderOf(c);
        const files = await listOrderFiles(db, order.id);
        if (order.side === "client") await markFilesSeenByClient(db, order.id);
        // The client's storage, shown before they upload; staff uploads are not limited by it.
        const quota =
          order.side === "client" ? await clientFilesQuota(db, deps.config.fileQuota, order.id, user.id) : null;
        return c.json({ files, quota });
      },
    )
    .post(
      "/:code/files",
      doc("Attach files to an order (owner or staff)", {
        status: 201,
        security: SESSION_SECURITY,
        requestBody: UPLOAD_BODY,
        errors: {
          400: "UPLOAD_INCOMPLETE",
          413: "FILE_TOO_LARGE or STORAGE_QUOTA_EXCEEDED",
          415: "FILE_TYPE_NOT_ALLOWED",
        },
      }),
      limit,
      async (c) => {
        const { order, user } = await orderOf(c);
        const { fileQuota } = deps.config;
        const client = order.side === "client";
        // Refused while the bytes arrive once they pass the room left (a first look, without a lock)...
        const allowance = client
          ? uploadAllowance(await clientFilesQuota(db, fileQuota, order.id, user.id))
          : undefined;
        const uploads = await receiveUpload(c.req.raw, storage, { allowance });
        try {
          const settings = await getSettings(db, deps.config);
          const staffLang = await staffLocale(db, settings.staffEmail);
          const files = await db.transaction(async (tx) => {
            // ...and counted again under the account's lock, so two uploads at once cannot both take the last room.
            if (client) {
              const adding = uploads.reduce((sum, u) => sum + u.size, 0);
              await reserveQuota(tx as never, fileQuota, order.id, user.id, adding);
            }
            const added = await addOrderFiles(tx as never, order, user.id, uploads);
            const toClient = order.side === "staff";
            // Straight to the order: the client's order page in the order's language, or the admin order view.
            const path = toClient
              ? localizedPath(isLanguage(order.locale) ? order.locale : "en", orderPagePath(order.code))
              : adminOrderPath(order.code);
            await deliver(
              deps.mailer,
              c.var.log,
              `files of ${order.code}`,
              [
                {
                  to: toClient ? order.contactEmail : settings.staffEmail,
                  ...orderFileEmail({
                    to: toClient ? "client" : "staff",
                    locale: toClient ? order.locale : staffLang,
                    code: order.code,
                    projectName: order.projectName,
                    uploaderName: user.name || order.contactName,
                    fileNames: added.map((f) => f.name),
                    url: `${deps.config.publicUrl}${path}`,
                  }),
                },
              ],
              tx,
            );
            return added;
          });
          return c.json({ files }, 201);
        } catch (err) {
          // The rows were not written: the bytes must not stay behind as orphans.
          await Promise.all(uploads.map((u) => storage.delete(u.key).catch(() => {})));
          throw err;
        }
      },
    )
    .get(
      "/:code/files/:fileId",
      doc("Download a shared file, as an attachment", { type: "application/octet-stream", security: SESSION_SECURITY }),
      async (c) => {
        const { order, fileId } = await orderOf(c);
        const file = fileId ? await findOrderFile(db, order.id, fileId) : null;
        const body = file ? await storage.get(file.storageKey) : null;
        if (!file || !body) throw notFound("No such file.");
        return new Response(Readable.toWeb(body) as ReadableStream, {
          status: 200,
          headers: {
            "Content-Type": file.contentType,
            "Content-Length": String(file.size),
            "Content-Disposition": contentDisposition(file.name),
            "X-Content-Type-Options": "nosniff",
            // Never compressed or cached on the way: the bytes arrive exactly as stored, to this user only.
            "Cache-Control": "private, no-store, no-transform",
            "Content-Security-Policy": "sandbox; default-src 'none'",
          },
        });
      },
    );
}
