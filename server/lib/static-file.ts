import crypto from "node:crypto";
import fs from "node:fs";
import { chooseEncoding, COMPRESS_THRESHOLD_BYTES, compressBody, isCompressible, type Encoding } from "./compression";

/** What the static site reads of a request: served by Node directly (server/site-listener.ts) or through Hono. */
export interface SiteRequest {
  method: string;
  /** A request header by its lower-case name (several values joined by commas). */
  header(name: string): string | undefined;
}

/** An answer of the static site: headers by lower-case name, the body held whole (none for HEAD and 304). */
export interface SiteAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string | null;
}

interface Variant {
  body: Buffer;
  etag: string;
}

interface CachedFile {
  identity: Variant;
  /** A variant being made, then the variant itself (null: not worth it), read without a promise from then on. */
  encoded: Map<Encoding, Promise<Variant | null> | Variant | null>;
}

const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The best-level compressions ("fast, then max"), run one at a time and only while no first answer waits for a
 * quick one. Both run on libuv's four threads, first come first served: a crawler asking for 250 cold pages once
 * queued 250 brotli-11 jobs (~170 ms each) ahead of the quick compressions of the pages after them, which then
 * waited seconds for a 6 ms job (issue 37). Here at most one thread does best-level work, and none while a request
 * waits; the quick form is served meanwhile.
 */
const upgrades: (() => Promise<unknown>)[] = [];
let upgrading = false;
let firstInFlight = 0;

function runUpgrades() {
  if (upgrading || firstInFlight > 0) return;
  const next = upgrades.shift();
  if (!next) return;
  upgrading = true;
  void next().finally(() => {
    upgrading = false;
    runUpgrades();
  });
}

/** How many compressions each kind has run, for tests: concurrent first requests must share one. */
export const compressionRuns = { first: 0, best: 0 };

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
  opts: {
    transform?: (raw: Buffer) => Buffer;
    precompressed?: boolean;
    /**
     * "max": compressed once at the best level. "fast, then max": the first request waits only for a quick
     * compression (a page of 150 KB: about 6 ms of brotli against 170), and the best one replaces it when it is
     * done, made in the background (about 12 % fewer bytes for a page). The two decode to the same bytes, so
     * they share one weak ETag.
     */
    level?: "max" | "fast, then max";
  } = {},
) {
  const upgrade = opts.level === "fast, then max";
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

  const variant = (file: string, entry: CachedFile, encoding: Encoding): Promise<Variant | null> | Variant | null => {
    const hit = entry.encoded.get(encoding);
    if (hit !== undefined) return hit;
    const etag = `${upgrade ? "W/" : ""}${entry.identity.etag.replace(/"$/, `-${encoding}"`)}`;
    const kept = (body: Buffer): Variant | null => {
      // Not worth it (already dense): send the file as it is.
      const ready = body.byteLength < entry.identity.body.byteLength ? { body, etag } : null;
      entry.encoded.set(encoding, ready);
      return ready;
    };
    // A twin written at build time is read at once: the file's first answer needs no promise either.
    const precompressed = usePrecompressed ? readFile(file + EXTENSION[encoding]) : null;
    if (precompressed) return kept(precompressed);
    firstInFlight++;
    compressionRuns.first++;
    const made = compressBody(entry.identity.body, encoding, upgrade ? "fast" : "max").then((body) => {
      const ready = kept(body);
      if (ready && upgrade) {
        upgrades.push(() => {
          compressionRuns.best++;
          return compressBody(entry.identity.body, encoding, "max").then(
            (best) => {
              if (best.byteLength < ready.body.byteLength) entry.encoded.set(encoding, { body: best, etag });
            },
            () => {}, // the quick form stays
          );
        });
      }
      return ready;
    });
    void made
      .finally(() => {
        firstInFlight--;
        runUpgrades();
      })
      .catch(() => {});
    // A failed compression is not kept: the next request tries again.
    made.catch(() => entry.encoded.delete(encoding));
    entry.encoded.set(encoding, made);
    return made;
  };

  const answer = (req: SiteRequest, chosen: Variant, headers: Record<string, string>, status: number): SiteAnswer => {
    headers["etag"] = chosen.etag;
    if (status === 200 && matches(req.header("if-none-match"), chosen.etag))
      return { status: 304, headers, body: null };
    headers["content-length"] = String(chosen.body.byteLength);
    // The kept bytes themselves (a Buffer is a Uint8Array): no copy per request.
    return { status, headers, body: req.method === "HEAD" ? null : chosen.body };
  };

  return {
    /**
     * Serves these bytes for a file from now on instead of what is on disk (pages the server re-rendered); its
     * compressed forms are made anew. Every entry changes in one turn: no request sees half of a set.
     */
    put(entries: Map<string, Buffer>): void {
      for (const [file, raw] of entries) {
        const body = transform(raw);
        files.set(file, { identity: { body, etag: etagOf(body) }, encoded: new Map() });
      }
    },

    /** Whether the file exists (and is a file). */
    has(file: string): boolean {
      return load(file) !== null;
    },

    /**
     * The answer for a file; null when it does not exist. Without a promise once the file and the variant the
     * request takes are in memory (every request after a file's first).
     */
    send(req: SiteRequest, file: string, opts: SendOptions): SiteAnswer | Promise<SiteAnswer> | null {
      const entry = load(file);
      if (!entry) return null;
      const headers: Record<string, string> = {
        "content-type": opts.contentType,
        "cache-control": opts.cacheControl,
      };
      if (opts.vary) headers["vary"] = opts.vary;
      const status = opts.status ?? 200;
      const compressible =
        isCompressible(opts.contentType) && entry.identity.body.byteLength >= COMPRESS_THRESHOLD_BYTES;
      if (!compressible) return answer(req, entry.identity, headers, status);
      headers["vary"] = opts.vary ? `${opts.vary}, Accept-Encoding` : "Accept-Encoding";
      const encoding = chooseEncoding(req.header("accept-encoding"));
      if (!encoding) return answer(req, entry.identity, headers, status);
      const withEncoded = (encoded: Variant | null) => {
        if (encoded) headers["content-encoding"] = encoding;
        return answer(req, encoded ?? entry.identity, headers, status);
      };
      const encoded = variant(file, entry, encoding);
      return encoded instanceof Promise ? encoded.then(withEncoded) : withEncoded(encoded);
    },
  };
}
