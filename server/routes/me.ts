import { Hono } from "hono";
import type { MeResponse } from "@common/auth";
import type { AppDeps, AppEnv } from "../app-deps";
import type { Auth } from "../auth/auth";
import { hasRole, rolesOf } from "../auth/roles";
import { doc } from "../lib/openapi";

/**
 * GET /api/me: the signed-in user and roles (user null when signed out); also re-issues the session
 * cookie when it is due.
 */
export function meRoutes(deps: AppDeps & { auth: Auth }) {
  return new Hono<AppEnv>().get("/", doc("The signed-in user and roles; user null when signed out"), async (c) => {
    const { headers, response } = await deps.auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    const cookie = headers.get("set-cookie");
    if (cookie) c.header("set-cookie", cookie);
    c.header("Cache-Control", "no-store");
    // Signed out is an answer, not an error: a 401 here would be logged by every browser on every page.
    if (!response) return c.json({ user: null, roles: [], isAdmin: false } satisfies MeResponse, 200);
    const roles = await rolesOf(deps.database.db, response.user.id);
    const u = response.user as typeof response.user & { locale?: string; twoFactorEnabled?: boolean | null };
    const body: MeResponse = {
      user: {
        id: u.id,
        email: u.email,
        name: u.name,
        emailVerified: u.emailVerified,
        locale: u.locale ?? "en",
        twoFactorEnabled: u.twoFactorEnabled === true,
      },
      roles,
      isAdmin: await hasRole(deps.database.db, u.id, "admin"),
    };
    return c.json(body, 200);
  });
}
