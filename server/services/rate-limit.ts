import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Counts one hit on `key` in the shared rate_limit table (so limits hold across server instances) and
 * says whether it is over the rule. A fixed window: it starts with the first hit and resets after `window`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<{ limited: boolean; retryAfter: number }> {
  const windowStart = now - rule.window * 1000;
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    INSERT INTO rate_limit (id, key, count, last_request)
    VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request < ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request < ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0]!;
  const started = Number(row.last_request);
  const limited = Number(row.count) > rule.max;
  return { limited, retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)) };
}
