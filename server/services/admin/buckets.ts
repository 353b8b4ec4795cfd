import { sql, type AnyColumn } from "drizzle-orm";

const DAY = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) of a timestamp in the admin's time zone (tz = getTimezoneOffset minutes). */
export const localDay = (col: AnyColumn, tz: number) =>
  sql<string>`to_char((${col} at time zone 'UTC') - make_interval(mins => ${tz}::int), 'YYYY-MM-DD')`;

/** The last `days` calendar days in the admin's time zone, oldest first, and the instant the first one starts. */
export function dayWindow(days: number, tz: number, now = new Date()) {
  const local = new Date(now.getTime() - tz * 60_000);
  const todayUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const keys: string[] = [];
  for (let i = days - 1; i >= 0; i--) keys.push(new Date(todayUtc - i * DAY).toISOString().slice(0, 10));
  const start = new Date(todayUtc - (days - 1) * DAY + tz * 60_000);
  return { keys, start };
}

/** Puts per-day rows into every day of the window, zero where nothing happened. */
export function fillDays<K extends string>(keys: string[], rows: ({ day: string } & Record<K, number>)[], fields: K[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return keys.map((day) => {
    const row = byDay.get(day);
    return { day, ...Object.fromEntries(fields.map((f) => [f, row ? Number(row[f]) : 0])) } as { day: string } & Record<
      K,
      number
    >;
  });
}
