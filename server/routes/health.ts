import { Hono } from "hono";
import type { ApiDeps, AppDeps, AppEnv } from "../app-deps";
import { checkReadiness } from "../services/readiness";
import { doc } from "../lib/openapi";
import { jsonAnswer } from "../lib/json-answer";
import { withLog } from "../lib/logger";

/** Neither answer may be kept by a cache: each says how this instance is now. */
const NOW_ONLY = { "Cache-Control": "no-store" };

/** Liveness: the process answers. Constant; a load balancer that restarts on failure must not depend on the database. */
export function healthRoutes(deps: Pick<AppDeps, "database">) {
  return new Hono<AppEnv>().get("/", doc("Liveness: the server answers", { returns: "{ status, db }" }), () => {
    return jsonAnswer({ status: "ok" as const, db: deps.database.kind }, NOW_ONLY);
  });
}

/** Readiness: this instance can serve (its database answers, its mail worker runs); 503 otherwise. */
export function readyRoutes(deps: Pick<ApiDeps, "database" | "mailQueue" | "logger">) {
  return new Hono<AppEnv>().get(
    "/",
    doc("Readiness: database and mail worker", {
      returns: '{ status: "ready" }',
      errors: { 503: "NOT_READY, the failing parts in fields" },
    }),
    async (c) => {
      const notReady = await checkReadiness(withLog(deps, c.var.log));
      const parts = Object.keys(notReady);
      if (parts.length) {
        const message = `Not ready: ${parts.map((p) => (p === "mailWorker" ? "mail worker" : p)).join(", ")}.`;
        return jsonAnswer(
          { error: { code: "NOT_READY", message, fields: notReady as Record<string, string> } },
          NOW_ONLY,
          503,
        );
      }
      return jsonAnswer({ status: "ready" as const }, NOW_ONLY);
    },
  );
}
