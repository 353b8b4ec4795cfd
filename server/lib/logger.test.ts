import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, type RequestLine } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const withoutTime = (line: string) => line.replace(/,"time":"[^"]+"/, "");

describe("the request line", () => {
  const lines: RequestLine[] = [
    { reqId: "0f8fad5b-d9cb-469f-a165-70867728950e", method: "GET", path: "/", route: "/*", status: 200, ms: 0.4 },
    { reqId: "client-chosen-id", method: "HEAD", path: '/a "quoted" \\ päth/日本', route: "/*", status: 404, ms: 12 },
    { reqId: "x".repeat(128), method: "POST", path: "/api/orders", route: "/api/orders", status: 201, ms: 1234.5 },
  ];

  it("is the line pino writes for info('request', fields), byte for byte apart from the time", async () => {
    const { lines: out, stream } = capture();
    const log = createLogger("info", stream);
    for (const line of lines) {
      log.info("request", { ...line });
      log.request(line);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(lines.length * 2);
    for (let i = 0; i < out.length; i += 2) {
      expect(withoutTime(out[i + 1]!)).toBe(withoutTime(out[i]!));
      expect(JSON.parse(out[i + 1]!)).toMatchObject({ level: "info", msg: "request", ...lines[i / 2] });
      expect(JSON.parse(out[i + 1]!).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it("is not written below the info level", async () => {
    const { lines: out, stream } = capture();
    createLogger("warn", stream).request(lines[0]!);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toEqual([]);
  });
});
