import { createMiddleware } from "hono/factory";
import { ApiError } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths called by other servers (signed payment webhooks), never by a browser of ours. */
const EXEMPT = [/^\/api\/webhooks(\/|$)/];

/**
 * One cross-site request check for every state-changing /api/* route, better-auth's included.
 *
 * - `Sec-Fetch-Site: same-origin` (or `none`, a user's own navigation) passes.
 * - Otherwise an `Origin` must be one of the trusted origins (PUBLIC_URL's, plus the loopback names in
 *   development); `Origin: null` and foreign origins get 403.
 * - A request with neither header is not from a browser (browsers send Origin on every POST, PUT, PATCH
 *   and DELETE, and Sec-Fetch-Site on every request to https or localhost), so it cannot carry a victim's
 *   cookies by a third party's doing: curl, scripts and server-to-server calls pass, and still need a
 *   session for anything that needs one.
 */
export function originCheck(trusted: readonly string[]) {
  const allowed = new Set(trusted.map((o) => o.toLowerCase()));
  return createMiddleware((c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT.some((re) => re.test(c.req.path))) return next();
    const site = c.req.header("sec-fetch-site")?.toLowerCase();
    const origin = c.req.header("origin")?.toLowerCase();
    if (site === "same-origin" || site === "none") return next();
    if (origin === undefined && site === undefined) return next();
    if (origin !== undefined && allowed.has(origin)) return next();
    throw new ApiError(403, "FORBIDDEN_ORIGIN", "This request comes from a site that may not make it.");
  });
}
