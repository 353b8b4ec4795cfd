import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context } from "hono";
import { getPath } from "hono/utils/url";
import { nodeHeader, requestHeader } from "./lib/frame-headers";
import type { SiteAnswer, SiteRequest, StaticSite } from "./static";

/** What the static site reads of a request Hono handles. */
export function siteRequestOf(c: Context): SiteRequest {
  return { method: c.req.method, header: (name) => requestHeader(c, name) };
}

/**
 * Paths the app's own routes answer before the static site's catch-all: the API (with its OpenAPI document), the
 * metrics, robots.txt, the sitemap, the blog's feeds (any two-letter prefix: Hono answers 404 for one that is not
 * a language) and stored articles (an unpublished one answers 410). Matched on the path as Hono routes it
 * (percent-decoded), and wider than the routes themselves: whatever matches goes to Hono, as every request did before.
 */
const APP_ROUTES =
  /^\/(?:api|metrics)(?:\/|$)|^\/(?:robots\.txt|sitemap\.xml)$|^\/(?:[a-z]{2}\/)?blog\/feed\.xml$|^(?:\/[a-z]{2})?\/blog\/(?=[a-z0-9-]*[a-z])[a-z0-9-]+\/?$/;

/** The API and the metrics as the request names them: handed over before any parsing (an API call pays nothing). */
const APP_PREFIX = /^\/(?:api|metrics)(?:[/?#]|$)/;

/** The route pattern the static site's catch-all has in Hono's route table (`routePath`), for the request line. */
export const STATIC_ROUTE = "/*";

export interface StaticSiteFromNodeOptions {
  site: StaticSite;
  /** Hono's listener: every request that is not the static site's, and any the static site could not answer. */
  listener: RequestListener;
  /** The request's id and the headers every answer carries; undefined while they are not ready (Hono waits). */
  frame(incoming: IncomingMessage, url: string): { requestId: string; headers: Record<string, string> } | undefined;
  /** Logs the request line and feeds the metrics, as the app's request layer does. */
  answered(requestId: string, method: string, path: string, route: string, status: number, start: number): void;
}

/**
 * The static site answered by Node directly: a page or file request costs the server what the site's own work
 * costs, without the web Request and Response objects, the middleware chain and the router (a profile of
 * `GET /` under load: about half of the server's time a request). The URL is parsed and checked as
 * @hono/node-server does; a request it would reject, one of the app's routes, or an answer that fails goes to
 * Hono's listener, which then handles it exactly as it handles every other request.
 */
export function staticSiteFromNode(opts: StaticSiteFromNodeOptions): RequestListener {
  const { site, listener, frame, answered } = opts;

  const write = (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    method: string,
    path: string,
    framed: { requestId: string; headers: Record<string, string> },
    answer: SiteAnswer,
    start: number,
  ) => {
    const headers = framed.headers;
    // The answer's own headers win over the frame's, as they do when Node merges them for Hono.
    for (const name in answer.headers) headers[name] = answer.headers[name]!;
    // @hono/node-server names a type for an answer made without a body (a redirect) too.
    if (answer.body === null) headers["content-type"] ??= "text/plain; charset=UTF-8";
    const body = method === "HEAD" ? null : answer.body;
    if (body !== null && headers["content-length"] === undefined) {
      headers["content-length"] = String(typeof body === "string" ? Buffer.byteLength(body) : body.byteLength);
    }
    try {
      outgoing.writeHead(answer.status, headers);
    } catch {
      // A header Node refuses (checked before anything is written): Hono's listener answers as it would have.
      if (!outgoing.headersSent) void listener(incoming, outgoing);
      return;
    }
    if (body === null) outgoing.end();
    else outgoing.end(body);
    answered(framed.requestId, method, path, STATIC_ROUTE, answer.status, start);
  };

  return (incoming, outgoing) => {
    const method = incoming.method ?? "";
    const target = incoming.url ?? "";
    const host = incoming.headers.host;
    if ((method !== "GET" && method !== "HEAD") || target[0] !== "/" || !host || APP_PREFIX.test(target)) {
      return listener(incoming, outgoing);
    }
    let url: URL;
    try {
      url = new URL(`http://${host}${target}`);
    } catch {
      return listener(incoming, outgoing);
    }
    // @hono/node-server refuses a Host that the URL parser read differently.
    if (url.hostname.length !== host.length && url.hostname !== host.replace(/:\d+$/, "")) {
      return listener(incoming, outgoing);
    }
    const href = url.href;
    const path = getPath({ url: href } as Request);
    if (APP_ROUTES.test(path)) return listener(incoming, outgoing);
    const framed = frame(incoming, href);
    if (!framed) return listener(incoming, outgoing);
    const start = performance.now();
    const req: SiteRequest = { method, header: (name) => nodeHeader(incoming, name) };
    let answer: SiteAnswer | Promise<SiteAnswer>;
    try {
      answer = site.handle(req, url);
    } catch {
      return listener(incoming, outgoing);
    }
    if (answer instanceof Promise) {
      answer.then(
        (a) => write(incoming, outgoing, method, path, framed, a, start),
        () => listener(incoming, outgoing),
      );
    } else {
      write(incoming, outgoing, method, path, framed, answer, start);
    }
  };
}
