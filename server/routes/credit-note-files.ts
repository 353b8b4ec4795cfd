import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { callerOf, refusal } from "../auth/staff";
import { notFound } from "../lib/http-error";
import { creditNotePdf } from "../services/billing/documents";
import { SESSION_SECURITY, doc } from "../lib/openapi";

/**
 * A credit note's PDF for the order's owner and staff (auth/staff.ts); anyone else, signed out included, gets 404,
 * an admin without two-factor 403 TWO_FACTOR_REQUIRED.
 */
export function creditNoteFileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get(
    "/:number/pdf",
    doc("A credit note as PDF (owner or staff)", { type: "application/pdf", security: SESSION_SECURITY }),
    async (c) => {
      const caller = await callerOf(c);
      const number = c.req.param("number").toUpperCase();
      const pdf = caller && (await creditNotePdf(db, number, { userId: caller.user.id, staff: caller.staff }));
      if (!pdf) throw refusal(caller, notFound("No such credit note."));
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
