import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compression } from "./compression";

const line = "ORD-000001,2025-01-01,shilling,starter,49900,new\n";

function app() {
  return new Hono()
    .use(compression())
    .get("/stream", (c) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ === 200) return controller.close();
          controller.enqueue(new TextEncoder().encode(line));
        },
      });
      return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/tiny-stream", (c) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(line));
          controller.close();
        },
      });
      return c.body(body, 200, { "Content-Type": "text/csv; charset=utf-8" });
    })
    .get("/events", (c) => c.body("data: x\n\n".repeat(500), 200, { "Content-Type": "text/event-stream" }));
}

describe("compression middleware", () => {
  it("compresses a streamed answer as it streams", async () => {
    const res = await app().request("/stream", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(res.headers.get("Content-Length")).toBeNull();
    const text = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(text).toBe(line.repeat(200));
  });

  it("sends a short streamed answer as it is", async () => {
    const res = await app().request("/tiny-stream", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe(line);
  });

  it("leaves event streams alone", async () => {
    const res = await app().request("/events", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
  });

  it("prefers brotli, honours q-values and refusals", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("over @hono/node-server: compresses a whole JSON answer with its length and a weak ETag, leaves a short one as it is", async () => {
    const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, line })) };
    const server = serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: new Hono()
        .use(compression())
        .get("/big", (c) => {
          c.header("ETag", '"v1"');
          return c.json(big);
        })
        .get("/small", (c) => c.json({ status: "ok" })).fetch,
    });
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [encoding, decode] of [
        ["br", zlib.brotliDecompressSync],
        ["gzip", zlib.gunzipSync],
      ] as const) {
        // fetch() would decompress itself: read the bytes as sent with node's own client.
        const res = await rawGet(`${base}/big`, encoding);
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(Number(res.headers["content-length"])).toBe(res.body.byteLength);
        expect(res.headers.etag).toBe('W/"v1"');
        expect(res.headers.vary).toBe("Accept-Encoding");
        expect(JSON.parse(decode(res.body).toString("utf8"))).toEqual(big);
      }
      const small = await rawGet(`${base}/small`, "br");
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.body.toString("utf8")).toBe('{"status":"ok"}');
      const plain = await rawGet(`${base}/big`, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(plain.body.toString("utf8"))).toEqual(big);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

async function rawGet(url: string, encoding: string) {
  const http = await import("node:http");
  return new Promise<{ headers: import("node:http").IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
