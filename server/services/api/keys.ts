import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  API_KEY_PREFIX,
  type ApiKeyRequest,
  type ApiKeyView,
  type ApiScope,
  type CreateApiKeyInput,
} from "@common/api-keys";
import type { Db } from "../../db/client";
import { apiKeyRequests, apiKeys, user } from "../../db/schema";

/** The hex SHA-256 a key is stored and found by. */
export const hashApiKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** How many characters of the secret staff see (the prefix and 8 more): enough to tell keys apart, nothing to guess. */
const START_LENGTH = API_KEY_PREFIX.length + 8;

type KeyRow = typeof apiKeys.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: KeyRow, createdBy: string | null): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy,
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** Every key, newest first, with the name of the staff member who made it. */
export async function listApiKeys(db: Db): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ key: apiKeys, by: user.name })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => view(r.key, r.by));
}

/** A new key: 256 random bits after the prefix; the secret is returned this once and only its hash is kept. */
export async function createApiKey(
  db: Db,
  input: CreateApiKeyInput,
  staff: { id: string; name: string },
  now = new Date(),
) {
  const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * 86_400_000);
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      start: secret.slice(0, START_LENGTH),
      hash: hashApiKey(secret),
      scopes: [...new Set(input.scopes)],
      createdBy: staff.id,
      createdAt: now,
      expiresAt,
    })
    .returning();
  return { key: view(row!, staff.name), secret };
}

/** Revokes a key (once; a revoked key stays listed with its date). Null for no such key. */
export async function revokeApiKey(db: Db, id: string, staffId: string): Promise<ApiKeyView | null> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: staffId })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await db
    .select({ key: apiKeys, by: user.name })
    .from(apiKeys)
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id));
  return row ? view(row.key, row.by) : null;
}

/** The key a secret names, if it is one of ours (revoked and expired keys too: the guard tells them apart). */
export async function findApiKey(db: Db, secret: string): Promise<KeyRow | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, hashApiKey(secret)));
  return row ?? null;
}

/** Records one request made with a key and the key's last use. */
export async function auditApiKeyRequest(
  db: Db,
  keyId: string,
  request: { method: string; path: string; status: number; ip: string },
) {
  await db.insert(apiKeyRequests).values({ keyId, ...request });
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiKeys.id, keyId));
}

/** A key's latest requests (100), newest first; null for no such key. */
export async function apiKeyRequestsOf(db: Db, id: string): Promise<ApiKeyRequest[] | null> {
  const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
  if (!key) return null;
  const rows = await db
    .select()
    .from(apiKeyRequests)
    .where(eq(apiKeyRequests.keyId, id))
    .orderBy(desc(apiKeyRequests.at), desc(apiKeyRequests.id))
    .limit(100);
  return rows.map((r) => ({ at: r.at.toISOString(), method: r.method, path: r.path, status: r.status, ip: r.ip }));
}
