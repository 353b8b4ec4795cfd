import { z } from "zod";

/** What a key may do: `<resource>:<read|write>`, one per kind of /api/v1 endpoint (write scopes come with their endpoints). */
export const API_SCOPES = ["orders:read", "clients:read", "invoices:read", "metrics:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Requests a minute per key, counted across instances (the shared rate-limit table). */
export const API_KEY_RATE = { max: 120, windowMs: 60_000 } as const;

/** The secret's start: a key is recognisable in a log or a leaked file, and secret scanners can match it. */
export const API_KEY_PREFIX = "umb_";

/** The longest a key may be valid for when it has an expiry: two years. */
export const API_KEY_MAX_DAYS = 730;

/** Staff's new key: a name, its scopes and an optional expiry in days. Messages are i18n keys (api-keys namespace). */
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, "errors.nameRequired").max(80, "errors.nameTooLong"),
  scopes: z.array(z.enum(API_SCOPES)).min(1, "errors.scopesRequired").max(API_SCOPES.length),
  expiresInDays: z.number().int().min(1, "errors.expiryRange").max(API_KEY_MAX_DAYS, "errors.expiryRange").nullable(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as staff see it: never the secret, only its first characters. */
export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters (`umb_Ab12…`), to tell keys apart. */
  start: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to a new key: the only time the secret is shown. */
export const createdApiKeySchema = z.object({ key: apiKeyViewSchema, secret: z.string() });

/** One audited request made with a key. */
export const apiKeyRequestSchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  ip: z.string(),
});
export type ApiKeyRequest = z.infer<typeof apiKeyRequestSchema>;

/** A key's state, from its dates. */
export function apiKeyState(key: Pick<ApiKeyView, "expiresAt" | "revokedAt">, now: Date) {
  if (key.revokedAt) return "revoked" as const;
  if (key.expiresAt && new Date(key.expiresAt) <= now) return "expired" as const;
  return "active" as const;
}
