import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono, type Context, type MiddlewareHandler } from "hono";

/**
 * The Node response of a request served by @hono/node-server (its `env`), absent under `app.request()` (tests
 * that call the app without a server).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * A request header by its lower-case name, for headers Node and the web read alike (one value, or several joined by
 * commas). Served by @hono/node-server, it comes from the headers Node parsed already: asking the web request for
 * one makes the adapter build a whole web Headers object from them, about a tenth of a small answer's cost.
 * Under `app.request()` it comes from the web request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.headers ? nodeHeader(incoming, name) : c.req.header(name);
}

/** A request header from the headers Node parsed, by lower-case name (several values joined by commas). */
export function nodeHeader(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The headers a header-setting middleware (Hono's `secureHeaders`) adds to an answer, read once from a probe app:
 * the library stays the source of their names and values, and a request no longer pays for setting them one by
 * one on a web Headers object.
 */
export async function headersSetBy(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use("*", middleware);
  probe.get("*", (c) => c.body(null, 204));
  const res = await probe.request("http://probe.invalid/");
  return [...res.headers];
}

/**
 * Puts headers every answer carries onto the answer. Served by Node, they go onto the Node response before the
 * handler runs: `writeHead` merges them with the answer's own headers (the answer's win), and the answer stays
 * on @hono/node-server's fast path, which writes a handler's plain header record as it is. Under `app.request()`
 * they are added to the finished answer, again only where it has none of its own.
 */
export class FrameHeaders {
  private readonly outgoing: ServerResponse | undefined;
  /** Headers kept for `finish` when there is no Node response. */
  private readonly pending: [string, string][] = [];

  constructor(private readonly c: Context) {
    this.outgoing = nodeResponse(c);
  }

  /** Before `next()`: on the Node response at once; otherwise kept for `finish`. */
  set(name: string, value: string) {
    if (this.outgoing) this.outgoing.setHeader(name, value);
    else this.pending.push([name, value]);
  }

  /** After `next()`: the headers kept for an answer made without a Node response. */
  finish() {
    if (this.outgoing || !this.pending.length) return;
    const headers = this.c.res.headers;
    for (const [name, value] of this.pending) if (!headers.has(name)) headers.set(name, value);
  }
}
