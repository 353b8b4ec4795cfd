import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { createPowChallenge } from "../pow/pow";
import { doc } from "../lib/openapi";
import { jsonAnswer } from "../lib/json-answer";
import { powQuerySchema } from "@common/pow-query";
import { validate } from "../lib/validate";

/**
 * GET /api/pow: a fresh signed proof-of-work challenge. Making one is a hash and an HMAC, with nothing stored,
 * so it needs no rate limit of its own: the work is paid when a solution is redeemed.
 */
export function powRoutes(deps: Pick<AppDeps, "config">) {
  return new Hono<AppEnv>().get(
    "/",
    doc("A signed proof-of-work challenge (ALTCHA) for the protected forms; ?level=hard after POW_HARDER_REQUIRED"),
    async (c) => {
      const { level } = validate(powQuerySchema, c.req.query());
      return jsonAnswer(await createPowChallenge(deps.config.authSecret, deps.config.powMaxNumber, Date.now(), level), {
        "Cache-Control": "no-store",
      });
    },
  );
}
