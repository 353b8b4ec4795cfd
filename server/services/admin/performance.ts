import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Metrics } from "../../lib/metrics";

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** The server's own figures: uptime, requests and errors, latency per route over the last hour, database size. */
export async function performance(db: Db, metrics: Metrics, now = Date.now()) {
  const recent = metrics.recent(now);
  const byRoute = new Map<string, { ms: number[]; errors: number }>();
  let errors = 0;
  for (const s of recent) {
    const r = byRoute.get(s.route) ?? { ms: [], errors: 0 };
    r.ms.push(s.ms);
    if (s.status >= 500) {
      r.errors++;
      errors++;
    }
    byRoute.set(s.route, r);
  }
  const routes = [...byRoute.entries()]
    .map(([route, r]) => {
      const sorted = [...r.ms].sort((a, b) => a - b);
      return {
        route,
        requests: sorted.length,
        errors: r.errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  const size = await db.execute<{ bytes: string | number }>(sql`select pg_database_size(current_database()) as bytes`);
  const rows = (Array.isArray(size) ? size : size.rows) as { bytes: string | number }[];
  return {
    uptimeSeconds: Math.round((now - metrics.startedAt) / 1000),
    totalRequests: metrics.totalRequests,
    totalErrors: metrics.totalErrors,
    lastHour: { requests: recent.length, errors, errorRate: recent.length ? errors / recent.length : 0 },
    routes,
    databaseBytes: Number(rows[0]?.bytes ?? 0),
  };
}
