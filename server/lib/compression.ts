import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { requestHeader } from "./frame-headers";

export type Encoding = "br" | "gzip";

/** Bodies below this are sent as they are: compressing them saves nothing worth a header. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text types worth compressing; images, fonts, archives and PDFs are compressed already. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it at least as
 * willingly as gzip, else gzip, else none (q=0 refuses one; `*` stands for those not named).
 */
export function chooseEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  // Browsers send the same header on every request: the last answer is kept for it.
  if (header === lastHeader) return lastChoice;
  lastChoice = parseChoice(header);
  lastHeader = header;
  return lastChoice;
}

let lastHeader: string | undefined;
let lastChoice: Encoding | null = null;

function parseChoice(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: Encoding) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gzip = of("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a body; `level: "max"` for files compressed once and kept, "fast" for answers made per request. */
export function compressBody(body: Uint8Array, encoding: Encoding, level: "max" | "fast"): Promise<Buffer> {
  if (encoding === "br") {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level === "max" ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: level === "max" ? 9 : 6 });
}

/** Whether a Vary header value names `name` (or is `*`). */
function varies(vary: string | null, name: string): boolean {
  if (!vary) return false;
  const lower = name.toLowerCase();
  return vary.split(",").some((v) => {
    const item = v.trim().toLowerCase();
    return item === "*" || item === lower;
  });
}

export function addVary(headers: Headers, name: string) {
  const current = headers.get("Vary");
  if (varies(current, name)) return;
  headers.set("Vary", current ? `${current}, ${name}` : name);
}

/** An answer's headers once its body is encoded: the encoding, Vary, and a weak ETag (the bytes changed). */
function markEncoded(headers: Headers, encoding: Encoding) {
  headers.set("Content-Encoding", encoding);
  addVary(headers, "Accept-Encoding");
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}

let heldKey: symbol | undefined;
function held(res: Response): unknown[] | undefined {
  // node-server's private symbol, looked up once (on the first answer that has it).
  heldKey ??= Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
  return heldKey ? (res as unknown as Record<symbol, unknown[] | undefined>)[heldKey] : undefined;
}

/**
 * The body of an answer that @hono/node-server holds whole (a string or bytes, as `c.json`, `c.text` and
 * `c.body` make them), read without turning the answer into a web Response: reading `res.body` does that, and
 * the answer then leaves the server through a stream (measured: about a third of the throughput of a small
 * JSON answer). `undefined` when the answer is a stream or not node-server's.
 */
export function heldBody(res: Response): string | Uint8Array | null | undefined {
  const cache = held(res);
  if (!cache) return undefined;
  const body = cache[1];
  if (body === null || body === undefined) return null;
  return typeof body === "string" || body instanceof Uint8Array ? body : undefined;
}

/**
 * A header of an answer. When @hono/node-server holds the answer's headers as the plain record its handler gave,
 * they are read from it: `res.headers` would turn the record into a web Headers object, which the server then
 * has to turn back into a record to write it.
 */
export function headerOf(res: Response, name: string): string | null {
  const record = held(res)?.[2];
  if (record && typeof record === "object" && !(record instanceof Headers) && !Array.isArray(record)) {
    const lower = name.toLowerCase();
    for (const key in record) {
      if (key.length === lower.length && key.toLowerCase() === lower) {
        const value = (record as Record<string, unknown>)[key];
        return value === undefined || value === null ? null : String(value);
      }
    }
    return null;
  }
  return res.headers.get(name);
}

/**
 * Compresses dynamic text answers (API JSON, sitemap, CSV, …) with brotli or gzip as the client accepts.
 * Answers that are already encoded (the static site sends precompressed files), streams of events,
 * `no-transform` answers and bodies under the threshold go out untouched. Everything is decided from the
 * status and headers first, and a body held whole is measured and compressed whole, so that answers stay on
 * @hono/node-server's fast path; only a streamed body (a CSV export) is compressed as a stream.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    await compressAnswer(c);
  };
}

/**
 * What `compression()` does once the answer is made, for a middleware that has its own `await next()`. Whatever
 * is decided from the status, headers and a small held body is decided without a promise; only compressing makes
 * one.
 */
export function compressAnswer(c: Context): Promise<void> | undefined {
  const res = c.res;
  if (c.req.method === "HEAD") return;
  if (res.status === 204 || res.status === 206 || res.status === 304) return;
  const kept = heldBody(res);
  if (kept === null) return;
  // A body held whole and under the threshold (a health check, a small JSON) goes out as it is, before any header
  // is looked at.
  if (
    kept !== undefined &&
    (typeof kept === "string" ? Buffer.byteLength(kept) : kept.byteLength) < COMPRESS_THRESHOLD_BYTES
  )
    return;
  if (!isCompressible(headerOf(res, "Content-Type"))) return;
  if (headerOf(res, "Content-Encoding") !== null) {
    // Precompressed files name Accept-Encoding in Vary themselves; then the headers are left as they are.
    if (!varies(headerOf(res, "Vary"), "Accept-Encoding")) addVary(res.headers, "Accept-Encoding");
    return;
  }
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headerOf(res, "Cache-Control") ?? "")) return;
  const length = headerOf(res, "Content-Length");
  if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return;

  if (kept !== undefined) {
    addVary(res.headers, "Accept-Encoding");
    const encoding = chooseEncoding(requestHeader(c, "accept-encoding"));
    if (!encoding) return;
    return compressHeld(c, res, kept, encoding);
  }
  if (!res.body) return;
  return compressStream(c, res, res.body);
}

async function compressHeld(c: Context, res: Response, kept: string | Uint8Array, encoding: Encoding) {
  const body = await compressBody(typeof kept === "string" ? Buffer.from(kept) : kept, encoding, "fast");
  const headers = new Headers(res.headers);
  markEncoded(headers, encoding);
  headers.set("Content-Length", String(body.byteLength));
  // Cleared first: Hono otherwise rebuilds the new answer from the old one's body (a stream).
  c.res = undefined;
  c.res = new Response(body as Uint8Array<ArrayBuffer>, {
    status: res.status,
    headers,
  });
}

async function compressStream(c: Context, res: Response, stream: ReadableStream<Uint8Array>) {
  const encoding = chooseEncoding(requestHeader(c, "accept-encoding"));
  // Read up to the threshold: a body that ends before it goes out as it is; a longer one (a streamed CSV
  // export, say) is compressed as it streams, never held whole in memory.
  const reader = stream.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < COMPRESS_THRESHOLD_BYTES) {
    const chunk = await reader.read();
    if (chunk.done) {
      ended = true;
      break;
    }
    head.push(chunk.value);
    size += chunk.value.byteLength;
  }
  if (ended && size < COMPRESS_THRESHOLD_BYTES) {
    const body = Buffer.concat(head);
    c.res = new Response(body, res);
    c.res.headers.set("Content-Length", String(body.byteLength));
    return;
  }
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      head.forEach((h) => controller.enqueue(h));
      if (ended) controller.close();
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  if (!encoding) {
    c.res = new Response(whole, res);
    addVary(c.res.headers, "Accept-Encoding");
    return;
  }
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip({ level: 6 });
  const source = Readable.fromWeb(whole as unknown as NodeReadableStream<Uint8Array>);
  const compressed = pipeline(source, compressor, () => {});
  c.res = new Response(Readable.toWeb(compressed) as unknown as ReadableStream<Uint8Array>, res);
  // Set after the assignment: Hono copies the previous answer's headers onto the new one.
  c.res.headers.delete("Content-Length");
  markEncoded(c.res.headers, encoding);
}
