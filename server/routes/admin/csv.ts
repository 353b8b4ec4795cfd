import type { Context } from "hono";

/** A CSV download: UTF-8 with a byte-order mark, so spreadsheets read accents and CJK names right. */
export function csvResponse(c: Context, csv: string, filename: string) {
  return c.body(`\uFEFF${csv}`, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
}
