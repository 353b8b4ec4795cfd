import { Hono, type Context } from "hono";
import { sessionIdParamSchema } from "@common/account";
import type { AppDeps, AppEnv } from "../app-deps";
import type { Auth } from "../auth/auth";
import { requireUser } from "../auth/guard";
import { notFound, unauthorized } from "../lib/http-error";
import { doc } from "../lib/openapi";
import { validate } from "../lib/validate";
import { listSessions, revokeOtherSessions, revokeSession } from "../services/sessions";

/** GET /api/me/sessions (where I am signed in), DELETE one of them or every other one (sign out elsewhere). */
export function mySessionsRoutes(deps: AppDeps & { auth: Auth }) {
  const db = deps.database.db;
  const current = async (c: Context) => {
    const result = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw unauthorized();
    return { userId: result.user.id, sessionId: result.session.id };
  };
  return new Hono<AppEnv>()
    .get("/", doc("My signed-in sessions (the current one marked)"), requireUser, async (c) => {
      const me = await current(c as unknown as Context);
      c.header("Cache-Control", "no-store");
      return c.json({ sessions: await listSessions(db, me.userId, me.sessionId) }, 200);
    })
    .delete("/others", doc("Sign out every other session"), requireUser, async (c) => {
      const me = await current(c as unknown as Context);
      return c.json({ revoked: await revokeOtherSessions(db, me.userId, me.sessionId) }, 200);
    })
    .delete("/:id", doc("Sign out one of my sessions"), requireUser, async (c) => {
      const me = await current(c as unknown as Context);
      const { id } = validate(sessionIdParamSchema, { id: c.req.param("id") });
      if (!(await revokeSession(db, me.userId, id))) throw notFound("No such session.");
      return c.json({ status: true }, 200);
    });
}
