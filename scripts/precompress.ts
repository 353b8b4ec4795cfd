/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of dist/client (scripts, styles, SVG,
 * JSON) at the strongest settings, so that the server sends them without compressing per request
 * (server/lib/static-file.ts). Files under 1 KB, or whose compressed form is no smaller, are left alone.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { COMPRESS_THRESHOLD_BYTES, compressBody, type Encoding } from "../server/lib/compression";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist", "client");
// Pages are left out: the server writes PUBLIC_URL into them when it serves them, then compresses them.
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".webmanifest"]);
const ENCODINGS: [Encoding, string][] = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function main() {
  const started = performance.now();
  const jobs: Promise<void>[] = [];
  let count = 0;
  let before = 0;
  let after = 0;
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = await fs.readFile(file);
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) continue;
    count++;
    for (const [encoding, ext] of ENCODINGS) {
      jobs.push(
        (async () => {
          const out = await compressBody(body, encoding, "max");
          if (out.byteLength >= body.byteLength) return;
          await fs.writeFile(file + ext, out);
          if (encoding === "br") {
            before += body.byteLength;
            after += out.byteLength;
          }
        })(),
      );
    }
  }
  await Promise.all(jobs);
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(
    `precompressed ${count} files (${kb(before)} → ${kb(after)} brotli) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
