import crypto from "node:crypto";
import fs from "node:fs";
import type { Context } from "hono";
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES, compressBody, isCompressible, type Encoding } from "./compression";
import { requestHeader } from "./frame-headers";

interface Variant {
  body: Buffer;
  etag: string;
}

interface CachedFile {
  identity: Variant;
  encoded: Map<Encoding, Promise<Variant | null>>;
}

const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function etagOf(body: Buffer, suffix = "") {
  return `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22)}${suffix}"`;
}

function readFile(file: string): Buffer | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? fs.readFileSync(file) : null;
  } catch {
    return null;
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  status?: 200 | 404;
  /** Request headers the answer depends on besides Accept-Encoding. */
  vary?: string;
}

/**
 * Built files, read once and kept in memory with their compressed forms: the `.br`/`.gz` written beside
 * them at build time (scripts/precompress.ts) when present, otherwise compressed on first request.
 * Every answer carries an ETag and answers a matching If-None-Match with 304; HEAD gets the headers only.
 */
export function createFileCache(
  opts: { transform?: (raw: Buffer) => Buffer; precompressed?: boolean; level?: "max" | "fast" } = {},
) {
  const level = opts.level ?? "max";
  const transform = opts.transform ?? ((raw: Buffer) => raw);
  const usePrecompressed = opts.precompressed ?? true;
  const files = new Map<string, CachedFile>();

  const load = (file: string): CachedFile | null => {
    const hit = files.get(file);
    if (hit) return hit;
    const raw = readFile(file);
    if (!raw) return null; // misses are not kept: any path may be asked for
    const body = transform(raw);
    const entry: CachedFile = { identity: { body, etag: etagOf(body) }, encoded: new Map() };
    files.set(file, entry);
    return entry;
  };

  const variant = (file: string, entry: CachedFile, encoding: Encoding): Promise<Variant | null> => {
    let hit = entry.encoded.get(encoding);
    if (!hit) {
      hit = (async () => {
        const body =
          (usePrecompressed ? readFile(file + EXTENSION[encoding]) : null) ??
          (await compressBody(entry.identity.body, encoding, level));
        // Not worth it (already dense): send the file as it is.
        if (body.byteLength >= entry.identity.body.byteLength) return null;
        return { body, etag: entry.identity.etag.replace(/"$/, `-${encoding}"`) };
      })();
      entry.encoded.set(encoding, hit);
    }
    return hit;
  };

  return {
    /** Whether the file exists (and is a file). */
    has(file: string): boolean {
      return load(file) !== null;
    },

    /** Sends a file; null when it does not exist. */
    async send(c: Context, file: string, opts: SendOptions): Promise<Response | null> {
      const entry = load(file);
      if (!entry) return null;
      const headers: Record<string, string> = {
        "Content-Type": opts.contentType,
        "Cache-Control": opts.cacheControl,
      };
      if (opts.vary) headers["Vary"] = opts.vary;
      let chosen = entry.identity;
      const compressible =
        isCompressible(opts.contentType) && entry.identity.body.byteLength >= COMPRESS_THRESHOLD_BYTES;
      if (compressible) {
        headers["Vary"] = opts.vary ? `${opts.vary}, Accept-Encoding` : "Accept-Encoding";
        const encoding = chooseEncoding(requestHeader(c, "accept-encoding"));
        const encoded = encoding ? await variant(file, entry, encoding) : null;
        if (encoding && encoded) {
          chosen = encoded;
          headers["Content-Encoding"] = encoding;
        }
      }
      headers["ETag"] = chosen.etag;
      const status = opts.status ?? 200;
      if (status === 200 && matches(requestHeader(c, "if-none-match"), chosen.etag)) {
        return new Response(null, { status: 304, headers });
      }
      headers["Content-Length"] = String(chosen.body.byteLength);
      if (c.req.method === "HEAD") return new Response(null, { status, headers });
      // The kept bytes themselves (a Buffer is a Uint8Array): no copy per request. A Response of its own, not
      // `c.body`, which copies more than one header into a web Headers object: the plain record goes out as it is
      // on @hono/node-server's fast path.
      return new Response(chosen.body as Uint8Array<ArrayBuffer>, { status, headers });
    },
  };
}
