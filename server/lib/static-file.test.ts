import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createFileCache, type SiteRequest } from "./static-file";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-file-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const script = `export const list = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i })))};`;
const get: SiteRequest = { method: "GET", header: (name) => (name === "accept-encoding" ? "br" : undefined) };
const js = { contentType: "text/javascript; charset=utf-8", cacheControl: "public, max-age=31536000, immutable" };

describe("a file kept in memory", () => {
  it("is answered without a promise from its first request when its compressed twin was written at build time", () => {
    const file = path.join(dir, "entry.js");
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    const cache = createFileCache();
    for (let i = 0; i < 2; i++) {
      const answer = cache.send(get, file, js);
      expect(answer).not.toBeInstanceOf(Promise);
      if (!answer || answer instanceof Promise) return;
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(answer.body as Uint8Array).toString()).toBe(script);
    }
  });

  it("waits for its compression once, then is answered without a promise", async () => {
    const file = path.join(dir, "lazy.js");
    fs.writeFileSync(file, script);
    const cache = createFileCache({ precompressed: false });
    const first = cache.send(get, file, js);
    expect(first).toBeInstanceOf(Promise);
    const answered = await first;
    expect(answered?.headers["content-encoding"]).toBe("br");
    const second = cache.send(get, file, js);
    expect(second).not.toBeInstanceOf(Promise);
    expect(second).toMatchObject({ status: 200, headers: { etag: answered!.headers.etag } });
  });
});
