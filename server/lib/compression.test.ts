import zlib from "node:zlib";
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
});
