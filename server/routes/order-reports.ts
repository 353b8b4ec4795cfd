import { Hono, type Context } from "hono";
import { shareInputSchema, shareOpenSchema } from "@common/results-report";
import type { AppDeps } from "../app-deps";
import { requireUser, type AuthedEnv } from "../auth/guard";
import { notFound } from "../lib/http-error";
import { requestLocale } from "../lib/locale";
import { doc } from "../lib/openapi";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { jsonInput } from "../lib/validate";
import { findOrderFor } from "../services/order-messages";
import { listReports, reportPdf } from "../services/order-metrics/reports";
import { createShare, listShares, openShare, revokeShare } from "../services/order-metrics/shares";
import { metricIdOf } from "./order-metrics";

/** A report's PDF as a download, never sniffed, compressed or cached on the way. */
export function pdfResponse(file: { filename: string; content: Buffer }) {
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.content.length),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store, no-transform",
    },
  });
}

export const idOrNotFound = (raw: string, what: string) => {
  const id = metricIdOf(raw);
  if (id === undefined) throw notFound(`No such ${what}.`);
  return id;
};

/** Guessing a link's password is slow: a few tries a quarter hour from one address. */
export const SHARE_OPEN_RATE_LIMIT = { bucket: "share-open", max: 30, windowMs: 15 * 60_000 };

/**
 * The client's monthly reports and share links of an order (issue 43): only the order's owner; anyone else's order
 * is 404. The report list holds sent reports only.
 */
export function orderReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const mine = async (c: Context<AuthedEnv>) => {
    const order = await findOrderFor(db, { side: "client", userId: c.get("user").id }, c.req.param("code") ?? "");
    if (!order) throw notFound("No such order.");
    return order;
  };
  return new Hono<AuthedEnv>()
    .get("/:code/reports", doc("The monthly results reports of my order"), requireUser, async (c) =>
      c.json({ reports: await listReports(db, (await mine(c)).id, "client") }),
    )
    .get(
      "/:code/reports/:id/pdf",
      doc("A monthly results report as a PDF", { type: "application/pdf" }),
      requireUser,
      async (c) => pdfResponse(await reportPdf(db, await mine(c), idOrNotFound(c.req.param("id"), "report"), "client")),
    )
    .get("/:code/shares", doc("The read-only links to my order's results"), requireUser, async (c) =>
      c.json({ shares: await listShares(db, (await mine(c)).id) }),
    )
    .post(
      "/:code/shares",
      doc("Make a read-only link to my order's results (shown once)", {
        status: 201,
        errors: { 409: "TOO_MANY_LINKS" },
      }),
      requireUser,
      jsonInput(shareInputSchema),
      async (c) => {
        const order = await mine(c);
        const share = await createShare(
          db,
          order.id,
          c.req.valid("json"),
          { userId: c.get("user").id, side: "client" },
          { publicUrl: deps.config.publicUrl, lang: requestLocale(c) },
        );
        return c.json(share, 201);
      },
    )
    .delete("/:code/shares/:id", doc("Revoke a link: it answers 410 from now on"), requireUser, async (c) =>
      c.json(await revokeShare(db, (await mine(c)).id, idOrNotFound(c.req.param("id"), "link"))),
    );
}

/** A share link's results, for anyone holding its token (and password): the token travels in the body. */
export function sharedResultRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, SHARE_OPEN_RATE_LIMIT);
  return new Hono().post(
    "/",
    doc("Open a read-only results link: 401 while its password is needed, 410 once revoked or expired", {
      errors: { 401: "PASSWORD_REQUIRED", 410: "LINK_REVOKED" },
    }),
    limit,
    jsonInput(shareOpenSchema),
    async (c) => {
      const { token, password } = c.req.valid("json");
      c.header("X-Robots-Tag", "noindex");
      return c.json(await openShare(db, token, password));
    },
  );
}
