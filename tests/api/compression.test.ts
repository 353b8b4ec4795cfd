import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/db/seed";
import { createHttpServer } from "../../server/http-server";
import { signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

/** A small built site: what `npm run build` writes, in miniature. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "agency-web-"));
const page = `<!doctype html><html lang="en"><head><title>Umbra</title></head><body><div id="root">${"<p>Command attention from the shadows.</p>".repeat(80)}</div></body></html>`;
const script = `export const services = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Service ${i}` })))};`;
const style = `.container-page{margin:0 auto;max-width:80rem}\n`.repeat(60);
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<path d="M16 2 L30 16 L16 30 L2 16 Z"/>'.repeat(40)}</svg>`;
const tinyIcon = `<svg xmlns="http://www.w3.org/2000/svg"/>`;
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

function write(rel: string, body: string | Buffer) {
  const file = path.join(webRoot, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}
write("index.html", page);
write("services/index.html", page.replace("Umbra", "Services"));
write("_shell.html", "<!doctype html><title>Umbra</title><div id=root></div>");
write("assets/index-abc123.js", script);
write("assets/index-abc123.css", style);
write("favicon.svg", tinyIcon);
write("images/logo.svg", icon);
write("images/photo.png", png);
// A precompressed twin, as scripts/precompress.ts writes it: the server must send this one.
const precompressed = zlib.brotliCompressSync(Buffer.from(script));
write("assets/index-abc123.js.br", precompressed);
write(
  "_prerendered.json",
  JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ path: `/guides/${i + 1}`, public: true }))),
);

let t: TestApp;
let admin: { cookie: string };
let server: Server;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { webRoot } });
  await seed(t.database, t.config);
  admin = await signedInUser(t, { admin: true });
  // Through the server production runs (the static site from Node, the rest through @hono/node-server, whose
  // Response differs from the one in-process requests get).
  server = createHttpServer(t.app, "127.0.0.1");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => t.request(p, { headers });

function decode(body: Buffer, encoding: string | null) {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("compression", () => {
  it.each([
    ["/", "text/html", page],
    ["/services", "text/html", page.replace("Umbra", "Services")],
    ["/assets/index-abc123.css", "text/css", style],
    ["/images/logo.svg", "image/svg+xml", icon],
  ])("sends %s (%s) with brotli or gzip as the client accepts", async (p, type, original) => {
    for (const [accept, expected] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await get(p, { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toContain(type);
      expect(res.headers.get("Content-Encoding")).toBe(expected);
      expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("Content-Length"))).toBe(body.byteLength);
      expect(decode(body, expected)).toBe(original);
      if (expected) expect(body.byteLength).toBeLessThan(Buffer.byteLength(original) / 3);
    }
    // No Accept-Encoding at all: the file as it is.
    const plain = await get(p);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(original);
  });

  it("sends the brotli file written at build time beside a script", async () => {
    const res = await get("/assets/index-abc123.js", { "Accept-Encoding": "br, gzip" });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Type")).toContain("text/javascript");
    expect(Buffer.from(await res.arrayBuffer()).equals(precompressed)).toBe(true);
  });

  it("leaves tiny bodies and compressed formats alone", async () => {
    for (const p of ["/favicon.svg", "/images/photo.png", "/robots.txt"]) {
      const res = await get(p, { "Accept-Encoding": "gzip, br" });
      expect(res.status, p).toBe(200);
      expect(res.headers.get("Content-Encoding"), p).toBeNull();
    }
  });

  it("compresses the sitemap", async () => {
    const res = await get("/sitemap.xml", { "Accept-Encoding": "gzip, br" });
    expect(res.headers.get("Content-Type")).toContain("xml");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    expect(decode(Buffer.from(await res.arrayBuffer()), "br")).toContain("/guides/40</loc>");
  });

  it("compresses JSON answers of the API over 1 KB, and not small ones", async () => {
    const big = await get("/api/admin/orders", { cookie: admin.cookie, "Accept-Encoding": "gzip" });
    expect(big.status).toBe(200);
    expect(big.headers.get("Content-Type")).toContain("application/json");
    expect(big.headers.get("Content-Encoding")).toBe("gzip");
    expect(big.headers.get("Vary")).toMatch(/Accept-Encoding/i);
    const json = JSON.parse(decode(Buffer.from(await big.arrayBuffer()), "gzip"));
    expect(json).toBeTypeOf("object");

    const small = await get("/api/health", { "Accept-Encoding": "gzip, br" });
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toMatchObject({ status: "ok" });
  });
});

describe("caching", () => {
  it("marks hashed assets immutable for a year", async () => {
    for (const p of ["/assets/index-abc123.js", "/assets/index-abc123.css"]) {
      const res = await get(p, { "Accept-Encoding": "br" });
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("ETag")).toBeTruthy();
    }
  });

  it("lets pages revalidate with an ETag: a matching If-None-Match gets 304 without a body", async () => {
    for (const accept of ["br", "gzip", ""]) {
      const first = await get("/services", { "Accept-Encoding": accept });
      expect(first.headers.get("Cache-Control")).toBe("no-cache");
      const etag = first.headers.get("ETag")!;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get("/services", { "Accept-Encoding": accept, "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const other = await get("/services", { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
  });

  it("gives the two pages different ETags", async () => {
    const a = await get("/");
    const b = await get("/services");
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });
});

describe("every answer's own headers through the Node server", () => {
  it("go with JSON, pages and files: security headers, the permissions policy and a request id", async () => {
    const ids = new Set<string>();
    for (const p of ["/api/health", "/", "/assets/index-abc123.js", "/no-such-page"]) {
      const res = await fetch(`${origin}${p}`, { headers: { "accept-encoding": "br, gzip" } });
      await res.arrayBuffer();
      expect(res.headers.get("content-security-policy"), p).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy"), p).toBe("same-origin");
      expect(res.headers.get("permissions-policy"), p).toContain("camera=()");
      // Served over http here (PUBLIC_URL is not https): no HSTS.
      expect(res.headers.get("strict-transport-security"), p).toBeNull();
      ids.add(res.headers.get("x-request-id") ?? "");
    }
    expect([...ids].every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(ids.size).toBe(4);
  });

  it("name each header once, and keep an answer's own type and length", async () => {
    const res = await fetch(`${origin}/api/health`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-length")).toBe(String((await res.text()).length));
    // Node joins a header named twice with ", ": one value means it was set once.
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the request's own headers through the Node server", () => {
  it("are read as sent: language, saved choice, encoding, validator and request id", async () => {
    const german = await fetch(`${origin}/services?x=1`, {
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      redirect: "manual",
    });
    expect(german.status).toBe(302);
    expect(german.headers.get("location")).toBe("/de/services?x=1");
    // A saved choice wins over the browser's languages.
    const saved = await fetch(`${origin}/services`, {
      headers: { "accept-language": "de-DE,de;q=0.9", cookie: "theme=dark; lang=ja" },
      redirect: "manual",
    });
    expect(saved.headers.get("location")).toBe("/ja/services");
    const english = await fetch(`${origin}/services`, { redirect: "manual" });
    expect(english.status).toBe(200);

    const page = await fetch(`${origin}/services`, { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    const etag = page.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${origin}/services`, { headers: { "accept-encoding": "br", "if-none-match": etag! } });
    expect(again.status).toBe(304);
    const plain = await fetch(`${origin}/services`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();

    const kept = await fetch(`${origin}/api/health`, { headers: { "x-request-id": "lb-node-42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-node-42");
  });
});

describe("HEAD through the Node server", () => {
  it.each(["/robots.txt", "/sitemap.xml", "/", "/services", "/favicon.svg", "/assets/index-abc123.js", "/api/health"])(
    "answers HEAD %s like GET, without a body",
    async (p) => {
      const headRes = await fetch(origin + p, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
      const getRes = await fetch(origin + p, { headers: { "Accept-Encoding": "br" } });
      expect(headRes.status).toBe(200);
      expect(headRes.headers.get("Content-Type")).toBe(getRes.headers.get("Content-Type"));
      expect(headRes.headers.get("Content-Encoding")).toBe(getRes.headers.get("Content-Encoding"));
      expect(await headRes.text()).toBe("");
    },
  );

  it("answers HEAD of a missing file with 404", async () => {
    const res = await fetch(origin + "/assets/missing.js", { method: "HEAD" });
    expect(res.status).toBe(404);
  });
});
