import { sql, type SQL } from "drizzle-orm";
import { minorDigits } from "@common/regions";

/**
 * CSV exports read their rows in keyset batches: the server holds one batch at a time whatever the size of
 * the table, the first bytes leave after the first batch, and no transaction or connection stays open between
 * batches (PGlite has a single connection that every other request needs too).
 */
export const CSV_BATCH_ROWS = 1000;

/**
 * A row as one JSON array in one text column: its sort key (timestamp, id) first, then the exported columns.
 * PGlite spends most of a wide read decoding fields one by one (measured over 10,000 orders: 281 ms for ten
 * columns, 138 ms for one JSON text); the cells are then written by the one `csvCell` in JavaScript, so the
 * escaping stays in a single place. JSON keeps the timestamp to the microsecond, so the key is exact.
 */
export const csvRowSql = (key: { at: unknown; id: unknown }, cols: unknown[]): SQL =>
  sql`json_build_array(${sql.join(
    [key.at, key.id, ...cols].map((c) => sql`${c}`),
    sql`, `,
  )})::text`;

/** Where a keyset batch resumes: the sort key of the last row read. */
export interface CsvCursor {
  at: string;
  id: number;
}

/**
 * The chunks of an export: the header, then one chunk per batch. `readBatch` returns up to `CSV_BATCH_ROWS`
 * rows (`csvRowSql`) after the cursor (null: from the start); `toLines` writes their cells as CSV.
 */
export async function* csvBatches(
  header: string,
  readBatch: (after: CsvCursor | null) => Promise<{ row: string }[]>,
  toLines: (cells: unknown[][]) => string,
): AsyncGenerator<string> {
  yield header;
  let after: CsvCursor | null = null;
  for (;;) {
    const batch: { row: string }[] = await readBatch(after);
    const rows = batch.map((r) => JSON.parse(r.row) as [string, number, ...unknown[]]);
    if (rows.length) yield toLines(rows.map((r) => r.slice(2)));
    if (rows.length < CSV_BATCH_ROWS) return;
    const [at, id]: [string, number, ...unknown[]] = rows[rows.length - 1]!;
    after = { at, id };
  }
}

/** A whole export as one string (tests and small callers; the routes stream). */
export async function csvText(chunks: AsyncIterable<string>): Promise<string> {
  let csv = "";
  for await (const chunk of chunks) csv += chunk;
  return csv;
}

/**
 * An amount in a currency's minor unit as the exports write it, in the major unit with that currency's digits:
 * USD 1500 → "15.00", JPY 1500 → "1500" (issue 22: not always a division by 100).
 */
export function csvAmount(minor: unknown, currency: string): string {
  const digits = minorDigits(currency);
  return (Number(minor) / 10 ** digits).toFixed(digits);
}
