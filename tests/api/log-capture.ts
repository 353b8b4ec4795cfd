import { Writable } from "node:stream";

/** Every line a logger writes to `stream`, parsed, in `lines` (give the stream to `createLogger` instead of stdout). */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const l of String(chunk).split("\n")) if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}
