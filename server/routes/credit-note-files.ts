import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { getSessionUser } from "../auth/session";
import { notFound } from "../lib/http-error";
import { creditNotePdf } from "../services/billing/documents";
import { SESSION_SECURITY, doc } from "../lib/openapi";

/** A credit note's PDF for the order's owner and staff; anyone else, signed out included, gets 404. */
export function creditNoteFileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get(
    "/:number/pdf",
    doc("A credit note as PDF (owner or staff)", { type: "application/pdf", security: SESSION_SECURITY }),
    async (c) => {
      const user = await getSessionUser(c);
      const number = c.req.param("number").toUpperCase();
      const pdf = user ? await creditNotePdf(db, number, user.id) : undefined;
      if (!pdf) throw notFound("No such credit note.");
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Length": String(pdf.length),
          "Content-Disposition": `attachment; filename="${number}.pdf"`,
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, no-store, no-transform",
        },
      });
    },
  );
}
