import { METRIC_LIMITS, parseMeasuredAt, type CsvPreview, type CsvPreviewRow } from "@common/order-metrics";
import { hasControlChars } from "@common/text";

/** Splits CSV text into records of fields (RFC 4180 quotes, "" inside quotes); each record keeps its first line. */
export function splitCsv(text: string, sep = ","): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === sep) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = "";
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== "" || fields.length) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((r) => r.fields.some((f) => f.trim() !== ""));
}

export interface CsvMetricRef {
  id: number;
  csvKey: string;
}
export interface ParsedCsvRow extends CsvPreviewRow {
  parsed?: { metricId: number; value: number; measuredAt: Date };
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a CSV of date, metric, value (a header row first) against the order's metrics: every row gets its line and
 * either what would be stored or the reason it would not (an i18n key under metrics.csvErrors).
 */
export type ReadCsv = Omit<CsvPreview, "rows"> & { rows: ParsedCsvRow[] };

export function readMetricCsv(text: string, metrics: readonly CsvMetricRef[], now: Date): ReadCsv {
  // A spreadsheet set to a language with decimal commas writes ";" between fields and "1,5" for 1.5.
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const sep = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const records = splitCsv(text, sep);
  const empty = (fileError: string): ReadCsv => ({
    rows: [],
    valid: 0,
    invalid: 0,
    fileError,
  });
  const header = records[0]?.fields.map((f) => f.trim().toLowerCase());
  if (!header || header[0] !== "date" || header[1] !== "metric" || header[2] !== "value") return empty("header");
  const body = records.slice(1);
  if (body.length === 0) return empty("noRows");
  if (body.length > METRIC_LIMITS.csvMaxRows) return empty("tooManyRows");
  const byKey = new Map<string, number[]>();
  for (const m of metrics) byKey.set(m.csvKey, [...(byKey.get(m.csvKey) ?? []), m.id]);
  const seen = new Set<string>();
  const rows: ParsedCsvRow[] = body.map(({ line, fields }) => {
    const [date = "", metric = "", value = "", ...rest] = fields.map((f) => f.trim());
    const row: ParsedCsvRow = { line, date, metric, value, metricId: null, error: null };
    const fail = (error: string) => ({ ...row, error });
    if (rest.some((r) => r !== "")) return fail("columns");
    if (hasControlChars(date + metric + value)) return fail("characters");
    const at = parseMeasuredAt(date);
    if (!at) return fail("date");
    if (at.getTime() > now.getTime() + METRIC_LIMITS.futureToleranceMs) return fail("future");
    const ids = /^\d{1,9}$/.test(metric)
      ? metrics.filter((m) => m.id === Number(metric)).map((m) => m.id)
      : (byKey.get(metric.toLowerCase()) ?? []);
    if (ids.length === 0) return fail("metric");
    if (ids.length > 1) return fail("ambiguous");
    const metricId = ids[0]!;
    const spaced = value.replace(/[\s\u00a0_]/g, "");
    const normalized = sep === ";" ? spaced.replace(",", ".") : spaced;
    if (!NUMBER.test(normalized)) return fail("value");
    const n = Number(normalized);
    if (!Number.isFinite(n) || Math.abs(n) > METRIC_LIMITS.maxAbsValue) return fail("value");
    const key = `${metricId}|${at.toISOString()}`;
    if (seen.has(key)) return { ...row, metricId, error: "duplicate" };
    seen.add(key);
    return { ...row, metricId, parsed: { metricId, value: n, measuredAt: at } };
  });
  const invalid = rows.filter((r) => r.error).length;
  return { rows, valid: rows.length - invalid, invalid, fileError: null };
}
