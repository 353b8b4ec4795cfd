import type { TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { JSONParsed, JSONValue } from "hono/utils/types";

/**
 * `c.json(object, status)` with headers of its own (`Cache-Control`, `ETag`), typed as `c.json` types it for the web
 * client. The headers stay a plain record: Hono puts an answer's headers into a web `Headers` object as soon as it
 * has more than one or any was set with `c.header`, and @hono/node-server then turns that back into a record to
 * write it. Measured on GET /api/health: about 9 of the ~75 µs of server CPU the answer cost.
 */
export function jsonAnswer<T extends JSONValue | object, U extends ContentfulStatusCode = 200>(
  object: T,
  headers: Record<string, string>,
  status?: U,
): Response & TypedResponse<JSONParsed<T>, U, "json"> {
  return new Response(JSON.stringify(object), {
    status: status ?? 200,
    headers: { "Content-Type": "application/json", ...headers },
  }) as Response & TypedResponse<JSONParsed<T>, U, "json">;
}
