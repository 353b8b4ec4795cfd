import { Hono } from "hono";
import { POW_HEADER } from "@common/pow";
import { newsletterInputSchema, unsubscribeQuerySchema } from "@common/newsletter";
import { localizedPath } from "@common/locales";
import type { AppDeps, AppEnv } from "../app-deps";
import type { Db } from "../db/client";
import { requestLocale } from "../lib/locale";
import { rateLimitMiddleware } from "../lib/rate-limit";
import { jsonInput } from "../lib/validate";
import { checkPow } from "../pow/pow";
import { newsletterWelcomeEmail, unsubscribePage } from "../mail/templates/newsletter";
import { deliver } from "../services/deliver";
import { subscribe, unsubscribe } from "../services/newsletter";
import { getSettings } from "../services/settings";
import { POW_PARAMETER, doc } from "../lib/openapi";

export const NEWSLETTER_RATE_LIMIT = { bucket: "newsletter", max: 10, windowMs: 15 * 60_000 };

export function newsletterRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limit = rateLimitMiddleware({ db, trustProxy: deps.config.trustProxy }, NEWSLETTER_RATE_LIMIT);
  const unsubscribeUrl = (token: string) =>
    `${deps.config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

  const handleUnsubscribe = async (token: string | undefined) => {
    const parsed = unsubscribeQuerySchema.safeParse({ token });
    return parsed.success ? unsubscribe(db, parsed.data.token) : null;
  };

  return (
    new Hono<AppEnv>()
      // The same answer whether or not the address was already subscribed: it tells nobody who is on the list.
      .post(
        "/",
        doc("Subscribe to the newsletter; the same answer whether or not already subscribed", {
          parameters: [POW_PARAMETER],
        }),
        limit,
        jsonInput(newsletterInputSchema),
        async (c) => {
          const { email } = c.req.valid("json");
          await checkPow(db, deps.config.authSecret, c.req.header(POW_HEADER));
          await db.transaction(async (tx) => {
            const due = await subscribe(tx as unknown as Db, email, requestLocale(c));
            if (!due) return;
            const url = unsubscribeUrl(due.token);
            await deliver(
              deps.mailer,
              c.var.log,
              "newsletter welcome",
              [
                {
                  to: email,
                  ...newsletterWelcomeEmail(due.locale, url),
                  headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
                },
              ],
              tx,
            );
          });
          return c.json({ ok: true as const });
        },
      )
      .get(
        "/unsubscribe",
        doc("Unsubscribe from the e-mailed link (?token=), as a page", {
          type: "text/html",
          errors: { 404: "unknown token (a page)" },
        }),
        async (c) => {
          const done = await handleUnsubscribe(c.req.query("token"));
          const lang = done?.locale ?? requestLocale(c);
          return c.html(
            unsubscribePage(
              lang,
              Boolean(done),
              `${deps.config.publicUrl}${localizedPath(lang, "/")}`,
              (await getSettings(db, deps.config)).brandName,
            ),
            done ? 200 : 404,
          );
        },
      )
      // RFC 8058 one-click: mail clients POST to the List-Unsubscribe address.
      .post(
        "/unsubscribe",
        doc("One-click unsubscribe (RFC 8058, ?token=)", { errors: { 404: "unknown token" } }),
        async (c) => {
          const done = await handleUnsubscribe(c.req.query("token"));
          return c.json({ ok: Boolean(done) }, done ? 200 : 404);
        },
      )
  );
}
