import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer } from "../../server/http-server";
import { createLogger } from "../../server/lib/logger";
import { logCapture } from "./log-capture";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Production answers the static site's requests from Node before Hono (server/site-listener.ts). Every answer must
 * be the one Hono gives: the same app is served both ways, and each request of a wide set goes to both.
 */

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "agency-site-"));
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="__PUBLIC_URL__/"></head><body>${"<p>Command attention from the shadows.</p>".repeat(120)}</body></html>`;
function write(rel: string, body: string | Buffer) {
  const file = path.join(webRoot, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}
write("index.html", page("Home"));
write("services/index.html", page("Services"));
write("de/index.html", page("Startseite"));
write("de/services/index.html", page("Leistungen"));
write("_shell.html", page("Shell"));
write("de/_shell.html", page("Shell de"));
write("_404/page.html", page("Page not found"));
const script = `export const list = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i })))};`;
write("assets/index-abc123.js", script);
write("assets/index-abc123.js.br", zlib.brotliCompressSync(Buffer.from(script)));
write("favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"/>`);
write("images/photo.png", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
write(".vite/manifest.json", "{}");
write("_prerendered.json", JSON.stringify([{ path: "/", public: true }]));

const { lines, stream: capture } = logCapture();

let t: TestApp;
let honoOnly: http.Server;
let production: http.Server;
const port = (s: http.Server) => (s.address() as AddressInfo).port;

beforeAll(async () => {
  t = await createTestApp({ deps: { webRoot, logger: createLogger("info", capture) } });
  honoOnly = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as http.Server));
  });
  production = createHttpServer(t.app, "127.0.0.1");
  await new Promise<void>((resolve) => production.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await Promise.all([honoOnly, production].map((s) => new Promise((resolve) => s.close(resolve))));
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as received. */
  raw: Buffer;
  /** The body decoded (Content-Encoding undone). */
  body: string;
}

/** A request as a browser or crawler sends it, on a socket of its own; nothing is added or decoded on the way. */
function request(
  server: http.Server,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; noHost?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: port(server),
        path: target,
        method: opts.method ?? "GET",
        headers: opts.headers,
        setHost: !opts.noHost,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const decoded = !raw.byteLength
            ? raw
            : encoding === "br"
              ? zlib.brotliDecompressSync(raw)
              : encoding === "gzip"
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode!, headers: res.headers, raw, body: decoded.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ between any two answers: the clock, and the id a request without one gets. */
function comparable(a: Answer, keepId: boolean) {
  const { date, ...rest } = a.headers;
  void date;
  if (!keepId) delete rest["x-request-id"];
  // Bodies are compared decoded: a page's compressed form may be replaced by a smaller one between two requests.
  delete rest["content-length"];
  return { status: a.status, headers: rest, body: a.body };
}

const paths = [
  "/",
  "/?from=mail",
  "/services",
  "/services/",
  "/de",
  "/de/",
  "/de/services",
  "/nope",
  "/de/nope",
  "/portfolio/7",
  "/assets/index-abc123.js",
  "/assets/missing.js",
  "/favicon.svg",
  "/images/photo.png",
  "/.vite/manifest.json",
  "//evil.test/",
  "/%5Cevil.test/",
  "/a/../services",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/%E0%A4%A",
  "/%61pi/health",
  "/api/health",
  "/api/nope",
  "/robots.txt",
  "/sitemap.xml",
  "/metrics",
];
const headerSets: Record<string, string>[] = [
  {},
  { "accept-encoding": "br, gzip" },
  { "accept-encoding": "gzip" },
  { "accept-language": "de-DE,de;q=0.9" },
  { cookie: "lang=de", "accept-encoding": "br" },
  { "x-forwarded-proto": "https" },
  { "x-request-id": "client-chosen-id-1234" },
];

describe("the static site answered by Node before Hono", () => {
  it("gives every request the answer Hono gives: status, headers and body", async () => {
    for (const target of paths) {
      for (const method of ["GET", "HEAD"]) {
        for (const headers of headerSets) {
          const [viaHono, viaNode] = await Promise.all([
            request(honoOnly, target, { method, headers }),
            request(production, target, { method, headers }),
          ]);
          const keepId = "x-request-id" in headers;
          expect(comparable(viaNode, keepId), `${method} ${target} ${JSON.stringify(headers)}`).toEqual(
            comparable(viaHono, keepId),
          );
          if (method === "HEAD") expect(viaNode.raw.byteLength).toBe(0);
          else if (viaNode.headers["content-length"] !== undefined) {
            expect(Number(viaNode.headers["content-length"])).toBe(viaNode.raw.byteLength);
          }
        }
      }
    }
  });

  it("answers a revalidation with 304 and no body, as Hono does", async () => {
    for (const target of ["/", "/services", "/assets/index-abc123.js"]) {
      const first = await request(production, target, { headers: { "accept-encoding": "br" } });
      const etag = first.headers.etag!;
      const again = { "accept-encoding": "br", "if-none-match": etag };
      const [viaHono, viaNode] = await Promise.all([
        request(honoOnly, target, { headers: again }),
        request(production, target, { headers: again }),
      ]);
      expect(viaNode.status).toBe(304);
      expect(viaNode.raw.byteLength).toBe(0);
      expect(comparable(viaNode, false)).toEqual(comparable(viaHono, false));
    }
  });

  it("keeps every security header, HSTS behind an https proxy, and the request id", async () => {
    const page = await request(production, "/services", { headers: { "x-forwarded-proto": "https" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await request(production, "/services");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("hands requests without a Host header, other methods and the API to Hono unchanged", async () => {
    for (const [target, opts] of [
      ["/", { noHost: true }],
      ["/services", { method: "POST" }],
      ["/", { method: "OPTIONS" }],
      ["/api/health", {}],
    ] as const) {
      const [viaHono, viaNode] = await Promise.all([
        request(honoOnly, target, opts),
        request(production, target, opts),
      ]);
      expect(comparable(viaNode, false), `${opts.method ?? "GET"} ${target}`).toEqual(comparable(viaHono, false));
    }
  });

  it("logs each request's line as Hono's request layer does", async () => {
    lines.length = 0;
    for (const [target, status] of [
      ["/services", 200],
      ["/nope", 404],
      ["/services/", 301],
      ["/assets/index-abc123.js", 200],
    ] as const) {
      const ids = { hono: `hono-${status}-${target.length}-line`, node: `node-${status}-${target.length}-line` };
      await request(honoOnly, target, { headers: { "x-request-id": ids.hono } });
      await request(production, target, { headers: { "x-request-id": ids.node } });
      await new Promise((resolve) => setImmediate(resolve)); // the logger writes a turn's lines when it ends
      const line = (id: string) => {
        const found = lines.find((l) => l.reqId === id);
        expect(found, id).toBeDefined();
        const { time, ms, reqId, ...rest } = found!;
        expect(typeof ms).toBe("number");
        void time;
        void reqId;
        return rest;
      };
      expect(line(ids.node)).toEqual(line(ids.hono));
      expect(line(ids.node)).toMatchObject({ msg: "request", method: "GET", route: "/*", status });
    }
  });

  it("sends a page quickly compressed at first, then its best compression under the same weak ETag", async () => {
    write("fresh/index.html", page("Fresh"));
    const first = await request(production, "/fresh", { headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.etag).toMatch(/^W\/"[^"]+-br"$/);
    let later = first;
    for (let i = 0; i < 100 && later.raw.byteLength >= first.raw.byteLength; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await request(production, "/fresh", { headers: { "accept-encoding": "br" } });
    }
    expect(later.raw.byteLength).toBeLessThan(first.raw.byteLength);
    expect(later.body).toBe(first.body);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it("keeps an idle keep-alive connection open longer than a client's agent does, so reusing it never meets a reset", async () => {
    // Node's client agent drops idle sockets after 5 s; a server closing at the same 5 s races the next request on it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port: port(production), path: "/api/health", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on("error", reject);
      });
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const second = await get();
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  }, 15_000);
});
