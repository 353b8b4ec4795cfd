import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { deleteAccountSchema } from "@common/profile";
import type { AppDeps, AppEnv } from "../app-deps";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/guard";
import { getSessionUser } from "../auth/session";
import { account } from "../db/schema";
import { ApiError, notFound } from "../lib/http-error";
import { jsonInput } from "../lib/validate";
import { deleteAccount, deletionCheck, exportAccountData } from "../services/account-data";
import { hit as hitLimit, seconds } from "../lib/rate-limit";
import { rateLimited } from "./auth";
import { doc } from "../lib/openapi";

/** Password tries per account before deleting it (like sign-in: guessing is slowed down). */
const DELETE_RULE = { window: 15 * 60, max: 5 };

/** GET /api/me/export (everything about me, as a JSON file) and DELETE /api/me (erase my account). */
export function myDataRoutes(deps: AppDeps & { auth: Auth }) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get("/export", doc("Everything held about me, as a JSON attachment"), requireUser, async (c) => {
      const me = (await getSessionUser(c))!;
      const data = await exportAccountData(db, me.id);
      if (!data) throw notFound("No such user.");
      const day = data.exportedAt.slice(0, 10);
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="umbra-my-data-${day}.json"`);
      return c.body(JSON.stringify(data, null, 2), 200, { "Content-Type": "application/json; charset=utf-8" });
    })
    .get("/deletion-check", doc("What deleting my account would leave open"), requireUser, async (c) => {
      const me = (await getSessionUser(c))!;
      c.header("Cache-Control", "no-store");
      return c.json(await deletionCheck(db, me.id), 200);
    })
    .delete(
      "/",
      doc("Delete my account (password required)"),
      requireUser,
      jsonInput(deleteAccountSchema),
      async (c) => {
        const me = (await getSessionUser(c))!;
        const { password } = c.req.valid("json");
        const hit = await hitLimit(db, `delete-account:${me.id}`, seconds(DELETE_RULE));
        if (!hit.allowed) return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
        const [credential] = await db
          .select({ hash: account.password })
          .from(account)
          .where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
        const ctx = await deps.auth.$context;
        if (!credential?.hash || !(await ctx.password.verify({ hash: credential.hash, password }))) {
          throw new ApiError(400, "INVALID_PASSWORD", "The password is not correct.", {
            password: "The password is not correct.",
          });
        }
        // The session cookie is expired in the answer; the session row goes with the user.
        const { headers } = await deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
        for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
        await deleteAccount(db, me.id);
        c.var.log.info("account deleted by its owner", { userId: me.id });
        return c.json({ status: true }, 200);
      },
    );
}
