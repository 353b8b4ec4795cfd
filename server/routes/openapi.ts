import type { Context, Hono } from "hono";
import { generateSpecs, resolver } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import type { AppEnv } from "../app-deps";
import type { Auth } from "../auth/auth";
import { API_KEY_SECURITY, apiErrorSchema, ERROR_RESPONSE, SESSION_SECURITY } from "../lib/openapi";
import { AUTH_BODY_SCHEMAS } from "./auth";

export const OPENAPI_PATH = "/api/openapi.json";

type Operation = OpenAPIV3_1.OperationObject;
type Paths = Record<string, Record<string, Operation>>;
type Endpoint = { path?: unknown; options?: { method?: unknown; metadata?: { SERVER_ONLY?: boolean } } };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

/** The answers every operation may give in the API's error shape, besides its own. */
const ERROR_COMPONENTS = {
  securitySchemes: {
    session: {
      type: "apiKey",
      in: "cookie",
      name: "umbra.session_token",
      description: "better-auth's session cookie (`__Secure-umbra.session_token` over https), set by sign-in.",
    },
    apiKey: {
      type: "http",
      scheme: "bearer",
      description: "A key of the public API (/api/v1) made by staff in Settings → API keys: `Authorization: Bearer umb_…`.",
    },
  },
  responses: {
    Error: {
      description: "An error in the API's one shape: a code, a message and, for invalid input, fields.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    },
  },
} as const;

/**
 * better-auth's own endpoints under /api/auth (the app mounts them as one wildcard route): method and path of
 * each, with the body schema where the app's front checks one (AUTH_BODY_SCHEMAS, the objects it validates with).
 */
async function authPaths(auth: Auth): Promise<Paths> {
  const paths: Paths = {};
  for (const [name, endpoint] of Object.entries(auth.api as unknown as Record<string, Endpoint>)) {
    if (typeof endpoint?.path !== "string" || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const m = endpoint.options?.method;
    const methods = Array.isArray(m) ? m : typeof m === "string" && m !== "*" ? [m] : ["GET", "POST"];
    const path = toOpenApiPath(`/api/auth${endpoint.path}`);
    const schema = AUTH_BODY_SCHEMAS[endpoint.path as keyof typeof AUTH_BODY_SCHEMAS];
    for (const method of methods.map((x: string) => x.toLowerCase())) {
      const responses: Operation["responses"] = { 200: { description: "better-auth's answer" }, "4XX": ERROR_RESPONSE };
      const operation: Operation = {
        operationId: `auth_${name}_${method}`,
        summary: `better-auth: ${name}`,
        responses,
      };
      operation.tags = ["auth"];
      const params = [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
      if (params.length)
        operation.parameters = params.map((name) => ({ in: "path", name, required: true, schema: { type: "string" } }));
      if (schema && method === "post") {
        const body = await resolver(schema).toOpenAPISchema();
        operation.requestBody = { required: true, content: { "application/json": { schema: body.schema } } };
        responses["400"] = ERROR_RESPONSE;
      }
      (paths[path] ??= {})[method] = operation;
    }
  }
  return paths;
}

/** Areas whose first segment after /api names them poorly. */
const TAG_OF_SEGMENT: Record<string, string> = {
  ready: "health",
  "openapi.json": "health",
  captcha: "auth",
  me: "account",
  profile: "account",
  dashboard: "account",
  "credit-notes": "invoices",
  payments: "invoices",
  webhooks: "invoices",
};
/** Tags by area, from the first segment after /api (`/api/admin/...` is "admin"). */
const tagOf = (path: string) => {
  const segment = path.split("/")[2] ?? "api";
  return TAG_OF_SEGMENT[segment] ?? segment;
};

/**
 * The OpenAPI 3.1 document of every /api route: hono-openapi walks the app's route table (each route's `doc`,
 * validators and guards), better-auth's endpoints are added from its API, and each operation gets its area's tag
 * and the shared error answers.
 */
export async function buildOpenApiDocument(app: Hono<AppEnv>, auth: Auth) {
  const spec = await generateSpecs(app, {
    documentation: {
      info: {
        title: "Umbra agency API",
        version: "1",
        description:
          "JSON in and out. Every error has one shape: `{ error: { code, message, fields? } }` (components.schemas.ApiError).",
      },
      components: ERROR_COMPONENTS as unknown as OpenAPIV3_1.ComponentsObject,
    },
    // Every route is listed, described or not: the coverage test asks each for its summary.
    includeEmptyPaths: true,
    // `/api/admin/orders.csv` is a route, not a static file; only /api routes belong here.
    excludeStaticFile: false,
    exclude: [/^(?!\/api\/)/],
    defaultValidationErrorResponse: ERROR_RESPONSE as unknown as OpenAPIV3_1.ResponseObject,
  });
  const errorSchema = await resolver(apiErrorSchema).toOpenAPISchema();
  spec.components = {
    ...spec.components,
    schemas: { ...spec.components.schemas, ApiError: errorSchema.schema },
  };
  const paths = spec.paths as Paths;
  for (const [path, item] of Object.entries(await authPaths(auth))) paths[path] = { ...item, ...paths[path] };
  for (const [path, item] of Object.entries(paths)) {
    for (const method of Object.keys(item)) {
      if (!METHODS.includes(method)) continue;
      const op = item[method]!;
      op.tags ??= [tagOf(path)];
      op.responses = { ...op.responses, "4XX": op.responses?.["4XX"] ?? ERROR_RESPONSE };
      // A guard on the sub-app and one on the route both say "session": once is enough. A key's route keeps its own.
      // A route without a guard says so (an empty list: no credentials needed), as linters ask of every operation.
      if (op.security?.length)
        op.security = op.security.some((s) => "apiKey" in s) ? API_KEY_SECURITY : SESSION_SECURITY;
      else op.security = [];
    }
  }
  spec.tags = [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name }));
  // Paths are the site's own: the document is served by the server it describes.
  spec.servers = [{ url: "/", description: "The server that serves this document" }];
  return spec;
}

/**
 * GET /api/openapi.json: built on the first request (after every route is mounted), then served as is; public
 * and cacheable. A build that fails is tried again on the next request.
 */
export function openApiRoute(app: Hono<AppEnv>, auth: Auth) {
  let body: Promise<string> | undefined;
  return async (c: Context) => {
    body ??= buildOpenApiDocument(app, auth)
      .then((spec) => JSON.stringify(spec))
      .catch((err) => {
        body = undefined;
        throw err;
      });
    return c.body(await body, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  };
}
