import { Hono } from "hono";
import { z } from "zod";
import { apiKeyRequestSchema, apiKeyViewSchema, createApiKeySchema, createdApiKeySchema } from "@common/api-keys";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import { apiKeyRequestsOf, createApiKey, listApiKeys, revokeApiKey } from "../../services/api/keys";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (raw: string) => {
  if (!UUID.test(raw)) throw notFound("No such key.");
  return raw.toLowerCase();
};

/** Staff's keys of the public API (behind the admin guard): list, create (the secret shown once), revoke, audit. */
export function adminApiKeyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get(
      "/api-keys",
      doc("The public API's keys (never their secrets)", { schema: z.object({ items: z.array(apiKeyViewSchema) }) }),
      async (c) => c.json({ items: await listApiKeys(db) }),
    )
    .post(
      "/api-keys",
      doc("Create a key; the answer holds its secret, shown this once", { status: 201, schema: createdApiKeySchema }),
      jsonInput(createApiKeySchema),
      async (c) => {
        const user = c.get("user");
        const created = await createApiKey(db, c.req.valid("json"), { id: user.id, name: user.name });
        c.var.log.info("api key created", { keyId: created.key.id, scopes: created.key.scopes });
        return c.json(created, 201);
      },
    )
    .post(
      "/api-keys/:id/revoke",
      doc("Revoke a key: its next request answers 401", { schema: apiKeyViewSchema, errors: { 404: "NOT_FOUND" } }),
      async (c) => {
        const key = await revokeApiKey(db, idOf(c.req.param("id")), c.get("user").id);
        if (!key) throw notFound("No such key.");
        c.var.log.info("api key revoked", { keyId: key.id });
        return c.json(key);
      },
    )
    .get(
      "/api-keys/:id/requests",
      doc("A key's latest 100 requests (the audit)", {
        schema: z.object({ items: z.array(apiKeyRequestSchema) }),
        errors: { 404: "NOT_FOUND" },
      }),
      async (c) => {
        const items = await apiKeyRequestsOf(db, idOf(c.req.param("id")));
        if (!items) throw notFound("No such key.");
        return c.json({ items });
      },
    );
}
