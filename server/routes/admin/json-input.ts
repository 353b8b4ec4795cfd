import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import type { AuthedEnv } from "../../auth/guard";
import { readJson } from "../../lib/validate";

/**
 * readJson() as a middleware, so that the route's body type reaches the typed web client (hc):
 * the handler reads the parsed body with c.req.valid("json").
 */
export const jsonInput = <S extends z.ZodType>(schema: S) =>
  createMiddleware<AuthedEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData("json", (await readJson(c, schema)) as object);
    await next();
  });
