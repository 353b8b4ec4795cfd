import { sql, type SQL } from "drizzle-orm";

/**
 * CSV exports are written by the database, a line per row, and read in keyset batches: the server holds one
 * batch at a time whatever the size of the table, the first bytes leave after the first batch, and no
 * transaction or connection stays open between batches (PGlite has a single connection that every other
 * request needs too). One text column per row instead of ten typed ones is also what makes it fast:
 * PGlite spends most of an export decoding fields.
 */
export const CSV_BATCH_ROWS = 1000;

/**
 * The SQL twin of `csvCell` (orders.ts): the same cell, built in the database. A text that a spreadsheet
 * would run as a formula (= + - @ tab CR first) gets a leading apostrophe; a cell with a quote, comma or line
 * break is quoted with its quotes doubled; NULL is empty. Tests hold the two to the same output.
 */
export function csvCellSql(value: SQL): SQL {
  const s = sql`coalesce((${value})::text, '')`;
  const g = sql`(case when left(${s}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${s} else ${s} end)`;
  // chr(10) LF, chr(13) CR: a constant pattern, compiled once per query.
  return sql`(case when ${g} ~ ('[",' || chr(10) || chr(13) || ']') then '"' || replace(${g}, '"', '""') || '"' else ${g} end)`;
}

/** A CSV line (with its CRLF) of the given cells. */
export const csvLineSql = (cells: SQL[]): SQL =>
  sql`${sql.join(
    cells.map((c) => csvCellSql(c)),
    sql` || ',' || `,
  )} || chr(13) || chr(10)`;

/** `Date#toISOString()` in SQL: UTC, milliseconds, a Z. */
export const isoTimestampSql = (col: SQL | unknown): SQL =>
  sql`to_char(date_trunc('milliseconds', ${col}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Cents as the amount with two decimals (`(cents / 100).toFixed(2)`), empty when there is none. */
export const centsSql = (col: SQL | unknown): SQL => sql`round(${col} / 100.0, 2)`;

/** Where a keyset batch resumes: the sort key of the last row read, the timestamp kept as exact text. */
export interface CsvCursor {
  at: string;
  id: number;
}

/**
 * The lines of an export, batch after batch: `readBatch` returns up to `CSV_BATCH_ROWS` rows after the
 * cursor (null: from the start), each with its line and its sort key.
 */
export async function* csvBatches(
  header: string,
  readBatch: (after: CsvCursor | null) => Promise<{ line: string; at: string; id: number }[]>,
): AsyncGenerator<string> {
  yield header;
  let after: CsvCursor | null = null;
  for (;;) {
    const rows = await readBatch(after);
    if (rows.length) yield rows.map((r) => r.line).join("");
    if (rows.length < CSV_BATCH_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** A whole export as one string (tests and small callers; the routes stream). */
export async function csvText(chunks: AsyncIterable<string>): Promise<string> {
  let csv = "";
  for await (const chunk of chunks) csv += chunk;
  return csv;
}
