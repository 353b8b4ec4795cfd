import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../app-deps";
import { createCaptcha } from "../auth/captcha";
import { clientIp } from "../lib/client-ip";
import { CAPTCHA_RULE } from "../auth/limits";
import { hit as hitLimit, seconds } from "../lib/rate-limit";
import { rateLimited } from "./auth";
import { doc } from "../lib/openapi";

export function captchaRoutes(deps: Pick<AppDeps, "config" | "database">) {
  return new Hono<AppEnv>().get(
    "/",
    doc("A signed arithmetic challenge, answered on sign-up and sign-in"),
    async (c) => {
      const ip = clientIp(c as unknown as Context, deps.config.trustProxy);
      if (ip) {
        const hit = await hitLimit(deps.database.db, `captcha:${ip}`, seconds(CAPTCHA_RULE));
        if (!hit.allowed) return c.json(rateLimited().toBody(), 429, { "Retry-After": String(hit.retryAfterSeconds) });
      }
      c.header("Cache-Control", "no-store");
      const { token, question, a, b, op, expiresAt } = createCaptcha(deps.config.authSecret);
      return c.json({ token, question, a, b, op, expiresAt }, 200);
    },
  );
}
