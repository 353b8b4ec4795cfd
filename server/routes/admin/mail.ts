import { Hono } from "hono";
import { z } from "zod";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { validate } from "../../lib/validate";
import type { MailQueue } from "../../mail/queue";
import { doc } from "../../lib/openapi";

const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The mail queue for staff: counts by state, the messages that failed after every retry, and a retry. */
export function adminMailRoutes(deps: { mailQueue: MailQueue }) {
  return new Hono<AuthedEnv>()
    .get("/mail", doc("The mail queue and its failed messages"), async (c) => c.json(await deps.mailQueue.summary()))
    .post("/mail/:id/retry", doc("Send a failed message again"), async (c) => {
      const { id } = validate(idParam, { id: c.req.param("id") });
      if (!(await deps.mailQueue.retry(id))) throw notFound("No failed e-mail with this id.");
      return c.json({ ok: true as const });
    });
}
