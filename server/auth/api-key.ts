import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_KEY_RATE, type ApiScope } from "@common/api-keys";
import type { Db } from "../db/client";
import { clientIp } from "../lib/client-ip";
import { ApiError } from "../lib/http-error";
import { API_KEY_SECURITY, withSecurity } from "../lib/openapi";
import { hit } from "../lib/rate-limit";
import { auditApiKeyRequest, findApiKey } from "../services/api/keys";

export type ApiKeyEnv = { Variables: { apiKey: { id: string; scopes: ApiScope[] } } };

/** A plain Response in the API's error shape (so a refusal does not widen the routes' typed results). */
function refuse(status: 401 | 403 | 429, code: string, message: string, headers: Record<string, string>) {
  return new Response(JSON.stringify(new ApiError(status, code, message).toBody()), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

const bearerOf = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];

/**
 * The public API's guard (RFC 6750): a key in `Authorization: Bearer`, active (not revoked or expired), within its
 * rate (API_KEY_RATE, counted across instances) and holding `scope`. 401 with WWW-Authenticate for no or a bad key,
 * 429 with Retry-After, 403 INSUFFICIENT_SCOPE. Every request that names a key of ours is audited with its answer.
 */
export function requireApiKey(deps: { db: Db; trustProxy: boolean }, scope: ApiScope) {
  return withSecurity(
    createMiddleware<ApiKeyEnv>(async (c, next) => {
      const secret = bearerOf(c as unknown as Context);
      const key = secret ? await findApiKey(deps.db, secret) : null;
      const now = new Date();
      if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) {
        const error = secret ? ', error="invalid_token"' : "";
        const res = refuse(401, "UNAUTHORIZED", "Send a valid API key: Authorization: Bearer <key>.", {
          "WWW-Authenticate": `Bearer realm="api"${error}`,
        });
        if (key) await audit(c as unknown as Context, key.id, 401);
        return res;
      }
      const limit = await hit(deps.db, `apikey:${key.id}`, API_KEY_RATE, now.getTime());
      if (!limit.allowed) {
        await audit(c as unknown as Context, key.id, 429);
        return refuse(429, "RATE_LIMITED", "Too many requests with this key. Please wait a moment and try again.", {
          "Retry-After": String(limit.retryAfterSeconds),
        });
      }
      if (!key.scopes.includes(scope)) {
        await audit(c as unknown as Context, key.id, 403);
        return refuse(403, "INSUFFICIENT_SCOPE", `This key lacks the scope ${scope}.`, {
          "WWW-Authenticate": `Bearer realm="api", error="insufficient_scope", scope="${scope}"`,
        });
      }
      c.set("apiKey", { id: key.id, scopes: key.scopes as ApiScope[] });
      await next();
      await audit(c as unknown as Context, key.id, c.res.status);
    }),
    {
      401: "UNAUTHORIZED: no key, or a revoked, expired or unknown one",
      403: "INSUFFICIENT_SCOPE: the key lacks the scope",
      429: "RATE_LIMITED: more than the key's requests a minute (Retry-After)",
    },
    API_KEY_SECURITY,
  );

  function audit(c: Context, keyId: string, status: number) {
    return auditApiKeyRequest(deps.db, keyId, {
      method: c.req.method,
      path: c.req.path.slice(0, 300),
      status,
      ip: clientIp(c, deps.trustProxy),
    });
  }
}
