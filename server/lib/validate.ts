import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { ApiError } from "./http-error";
import { withSchema } from "./openapi";

/** Turns zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(400, "VALIDATION_FAILED", "Some fields are invalid.", fieldErrors(result.error));
  }
  return result.data;
}

/** Reads a JSON body (415 for another type, 400 for malformed JSON) and validates it. */
async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json.");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  return validate(schema, body);
}

/**
 * The one way a route takes a JSON body: a middleware in front of the handler, which reads the parsed body with
 * `c.req.valid("json")`; the body's type reaches the typed web client (hc). 415 for another content type, 400 for
 * malformed JSON or invalid fields, in the API's error shape.
 */
export const jsonInput = <S extends z.ZodType>(schema: S) =>
  withSchema(
    createMiddleware<Env, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
      c.req.addValidatedData("json", (await readJson(c, schema)) as object);
      await next();
    }),
    "json",
    schema,
  );

/**
 * The one way a route takes query parameters: validated in front of the handler, read with `c.req.valid("query")`,
 * 400 VALIDATION_FAILED in the API's error shape; the schema is the one /api/openapi.json lists them from.
 */
export const queryInput = <S extends z.ZodType>(schema: S) =>
  withSchema(
    createMiddleware<Env, string, { in: { query: Record<string, string | undefined> }; out: { query: z.output<S> } }>(
      async (c, next) => {
        c.req.addValidatedData("query", validate(schema, c.req.query()) as object);
        await next();
      },
    ),
    "query",
    schema,
  );
