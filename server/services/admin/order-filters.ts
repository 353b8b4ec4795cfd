import { and, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { DateRange, OrderFilters } from "@common/admin";
import { orders } from "../../db/schema";

const DAY = 24 * 60 * 60 * 1000;

/** Where a date range starts; "today" starts at the admin's own midnight (tz = getTimezoneOffset minutes). */
export function rangeStart(range: DateRange, tz: number, now = new Date()): Date | null {
  switch (range) {
    case "all":
      return null;
    case "today": {
      const local = new Date(now.getTime() - tz * 60_000);
      const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
      return new Date(midnight + tz * 60_000);
    }
    case "week":
      return new Date(now.getTime() - 7 * DAY);
    case "month":
      return new Date(now.getTime() - 30 * DAY);
    case "year":
      return new Date(now.getTime() - 365 * DAY);
  }
}

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" means the text. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export function orderWhere(f: OrderFilters, now = new Date()): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.status !== "all") parts.push(eq(orders.status, f.status));
  const start = rangeStart(f.range, f.tz, now);
  if (start) parts.push(gte(orders.createdAt, start));
  if (f.q) {
    const p = likePattern(f.q);
    parts.push(or(ilike(orders.code, p), ilike(orders.contactName, p), ilike(orders.contactEmail, p)));
  }
  return parts.length ? and(...parts) : sql`true`;
}
