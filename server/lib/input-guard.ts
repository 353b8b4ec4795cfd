import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { hasControlChars } from "@common/text";
import { ApiError } from "./http-error";

const MAX_DEPTH = 32;

function badInput(where: string): ApiError {
  return new ApiError(400, "VALIDATION_FAILED", `The request's ${where} holds control characters or invalid text.`);
}

/**
 * Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): no character at all. PostgreSQL refuses it in
 * a json or jsonb value (an invoice's lines: a 500 the fuzz found) and a text column silently gets U+FFFD.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const badText = (s: string, multiline: boolean) => hasControlChars(s, multiline) || LONE_SURROGATE.test(s);

/**
 * The first string in `value` (any depth) with a control character other than tab and line breaks, or a lone
 * surrogate.
 */
function findControl(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === "string") return badText(value, true);
  if (Array.isArray(value)) return value.some((v) => findControl(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => badText(k, false) || findControl(v, depth + 1));
  }
  return false;
}

/**
 * A backstop in front of every /api route, those of other modules and of better-auth included: a path,
 * query or JSON body with a NUL or another control character (a JSON body also with a lone surrogate) is refused
 * with 400 and the error shape before any handler (or PostgreSQL) sees it; JSON nested deeper than 32 levels
 * likewise. The shared zod schemas (safeString) say the same of control characters per field, stricter for
 * single-line fields.
 */
export const inputGuard = createMiddleware((c, next) => {
  // Without a percent sign nothing in the URL decodes to another character, so a URL that has no control
  // character as it came has none after decoding either; most requests stop here, without parsing the URL.
  if (c.req.url.includes("%") || hasControlChars(c.req.url)) checkUrl(c.req.url);
  // GET and HEAD carry no body: not even their headers are read.
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  return checkBody(c, next);
});

const checkBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (/json/i.test(type)) {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Malformed JSON is the route's to answer (400 MALFORMED_JSON).
      body = undefined;
    }
    if (findControl(body)) throw badInput("body");
  }
  await next();
};

/** The path and every query parameter of a URL, decoded: none may hold a control character. */
function checkUrl(raw: string) {
  const url = new URL(raw);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new ApiError(400, "VALIDATION_FAILED", "The request's path is not valid.");
  }
  if (hasControlChars(path)) throw badInput("path");
  if (url.search)
    for (const [k, v] of url.searchParams) if (hasControlChars(k) || hasControlChars(v, true)) throw badInput("query");
}
