import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressionRuns, createFileCache, type SiteRequest } from "./static-file";

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

describe("pages compressed on first request (fast, then max)", () => {
  const page = (i: number) =>
    `<!doctype html><p>${Array.from({ length: 2000 }, (_, j) => `word${(i * 7919 + j * 31) % 997}`).join(" ")}</p>`;
  const html = { contentType: "text/html; charset=utf-8", cacheControl: "no-cache" };

  it("compress a page once for any number of concurrent first requests, the best form after the quick ones", async () => {
    const cache = createFileCache({ precompressed: false, level: "fast, then max" });
    const files = Array.from({ length: 4 }, (_, i) => {
      const file = path.join(dir, `page-${i}.html`);
      fs.writeFileSync(file, page(i));
      return file;
    });
    const before = { ...compressionRuns };
    // 50 concurrent first requests for each of four pages.
    const answers = await Promise.all(files.flatMap((f) => Array.from({ length: 50 }, () => cache.send(get, f, html))));
    expect(compressionRuns.first - before.first).toBe(4);
    // None of the best-level compressions started while a first answer waited for its quick one.
    expect(compressionRuns.best - before.best).toBeLessThanOrEqual(1);
    for (const [i, a] of answers.entries()) {
      expect(a?.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(a!.body as Uint8Array).toString()).toBe(page(Math.floor(i / 50)));
    }
    // Then, one after another, each page's best form is made (and kept when smaller, under the same weak ETag).
    for (let i = 0; i < 200 && compressionRuns.best - before.best < 4; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(compressionRuns.best - before.best).toBe(4);
    const again = cache.send(get, files[0]!, html);
    expect(again).not.toBeInstanceOf(Promise);
    const best = again as { body: Uint8Array; headers: Record<string, string> };
    expect(best.headers.etag).toBe(answers[0]!.headers.etag);
    expect(zlib.brotliDecompressSync(best.body).toString()).toBe(page(0));
  }, 60_000);
});
