import type { MiddlewareHandler } from "hono";
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from "hono-openapi";
import { z } from "zod";
import type { ApiErrorBody } from "@common/errors";
import { POW_HEADER } from "@common/pow";

/**
 * The pieces of /api/openapi.json that sit next to the routes. hono-openapi builds the document from the app's
 * route table: each route's `doc(...)` gives its summary and success answer, the request validators (`jsonInput`,
 * `queryInput`) carry the very zod schema they validate with, and the guards carry the session requirement.
 */

/** The one error shape (ARCHITECTURE.md), as a schema for the document; typed against the interface it describes. */
export const apiErrorSchema: z.ZodType<ApiErrorBody> = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const ERROR_RESPONSE = { $ref: "#/components/responses/Error" } as const;

type Responses = NonNullable<DescribeRouteOptions["responses"]>;

/** Answers in the API's error shape, one per status, each with what it means here. */
function errorAnswers(descriptions: Record<number, string>): Responses {
  const answers: Responses = {};
  for (const [code, description] of Object.entries(descriptions)) {
    answers[code] = {
      description,
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    };
  }
  return answers;
}
/** The better-auth session cookie (`umbra.session_token`; `__Secure-` prefixed over https). */
export const SESSION_SECURITY = [{ session: [] }];
/** A key of the public API (/api/v1), sent as `Authorization: Bearer umb_…`. */
export const API_KEY_SECURITY = [{ apiKey: [] }];

type Media =
  | "application/json"
  | "application/pdf"
  | "application/octet-stream"
  | "text/csv"
  | "text/event-stream"
  | "text/html"
  | "image/webp"
  | "text/plain";

/** The proof-of-work header of the protected forms. */
export const POW_PARAMETER = {
  in: "header",
  name: POW_HEADER,
  required: true,
  description: "An ALTCHA solution (base64 JSON) of a challenge from GET /api/pow.",
  schema: { type: "string" },
} as const;

export interface DocOptions extends Omit<DescribeRouteOptions, "summary" | "responses"> {
  /** The success status; 302 for a redirect, 204 for no body. Default 200. */
  status?: 200 | 201 | 202 | 204 | 302;
  /** The success answer's media type. Default JSON. */
  type?: Media;
  /** What the success answer is. */
  returns?: string;
  /** Other answers worth naming besides the shared 4XX error (e.g. 404, 409). */
  errors?: Record<number, string>;
  /** The success answer's JSON schema, for clients generated from the document. */
  schema?: z.ZodType;
}

/**
 * A route's entry in the document: `.get("/", doc("List my orders"), requireUser, handler)`. At run time a
 * pass-through that hands on the next handler's promise (hono-openapi's own `describeRoute` middleware awaits it
 * in an async function of its own, two more promises a request); hono-openapi reads the description it carries
 * from the route table.
 */
export function doc(summary: string, options: DocOptions = {}): MiddlewareHandler {
  const { status = 200, type = "application/json", returns = "OK", errors = {}, schema, ...rest } = options;
  const content = schema ? { [type]: { schema: resolver(schema) } } : { [type]: {} };
  const success = status === 204 || status === 302 ? { description: returns } : { description: returns, content };
  const described = describeRoute({ summary, ...rest, responses: { [status]: success, ...errorAnswers(errors) } });
  const passThrough: MiddlewareHandler = (_c, next) => next();
  Object.defineProperty(passThrough, "name", { value: described.name, configurable: true });
  return Object.assign(passThrough, {
    [uniqueSymbol]: (described as unknown as Record<symbol, unknown>)[uniqueSymbol],
  });
}

/** Gives a request validator middleware the schema it validates `target` with, as hono-openapi reads it. */
export function withSchema<M extends object>(middleware: M, target: "json" | "query", schema: z.ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/** Gives a guard middleware its part of the document: the session it asks for and the answers it may give. */
export function withSecurity<M extends object>(
  middleware: M,
  responses: Record<number, string>,
  security: typeof SESSION_SECURITY | typeof API_KEY_SECURITY = SESSION_SECURITY,
): M {
  return Object.assign(middleware, {
    [uniqueSymbol]: { spec: { security, responses: errorAnswers(responses) } },
  });
}
