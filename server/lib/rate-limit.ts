import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Db } from "../db/client";
import { rateLimit } from "../db/schema";
import { clientIp } from "./client-ip";
import { ApiError } from "./http-error";

export interface RateLimitRule {
  /** Bucket name, e.g. "orders"; stored as "app:<bucket>:<ip>" beside better-auth's own keys. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A rule written in seconds (`{ window, max }`, better-auth's shape, as server/auth/limits.ts keeps them). */
export const seconds = (rule: { window: number; max: number }) => ({ max: rule.max, windowMs: rule.window * 1000 });

/**
 * The one rate limiter of the product (routes, auth extras, chat, captcha). Counts one hit in a fixed window and says whether it is allowed. One atomic upsert, so several
 * server instances sharing the database count together. `last_request` holds the window's start.
 */
export async function hit(
  db: Db,
  key: string,
  rule: Pick<RateLimitRule, "max" | "windowMs">,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = now - rule.windowMs;
  const rows = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const row = rows[0]!;
  const retryAfterSeconds = Math.max(1, Math.ceil((row.lastRequest + rule.windowMs - now) / 1000));
  return { allowed: row.count <= rule.max, retryAfterSeconds };
}

/** How many hits a key has in its current window, without counting one (0 for none or an ended window). */
export async function peek(db: Db, key: string, rule: Pick<RateLimitRule, "windowMs">, now = Date.now()) {
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(sql`${rateLimit.key} = ${key}`);
  return row && row.lastRequest > now - rule.windowMs ? row.count : 0;
}

/** Longer than any window of ours or better-auth's (the longest is an hour): older rows count nothing. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the counters whose window ended long ago (ours and better-auth's share the table); without it every IP,
 * address and account that ever made a request keeps a row. Returns how many went.
 */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(rateLimit)
    .where(sql`${rateLimit.lastRequest} < ${now - RATE_LIMIT_RETENTION_MS}`)
    .returning({ id: rateLimit.id });
  return gone.length;
}

/** 429 with the API's error shape and Retry-After once an IP passes the rule's limit. */
export function rateLimitMiddleware(deps: { db: Db; trustProxy: boolean }, rule: RateLimitRule) {
  return createMiddleware(async (c, next) => {
    const ip = clientIp(c, deps.trustProxy);
    const result = await hit(deps.db, `app:${rule.bucket}:${ip}`, rule);
    if (!result.allowed) {
      const error = new ApiError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
      // A plain Response, so the 429 does not widen every route's typed result in the web client.
      return new Response(JSON.stringify(error.toBody()), {
        status: 429,
        headers: { "content-type": "application/json", "Retry-After": String(result.retryAfterSeconds) },
      });
    }
    await next();
  });
}
