import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-proc-"));
const children: ChildProcess[] = [];

function start(env: Record<string, string>) {
  // Node itself with tsx's loader (no wrapper process), as `npm start` runs it: signals reach the server.
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = async () => {
    // Up to 60 s: tsx compiles the server's TypeScript as it starts, which on a busy 2-core machine (the whole
    // suite beside it) has taken more than 30 s.
    for (let i = 0; i < 600 && !out.includes("server listening"); i++) await new Promise((r) => setTimeout(r, 100));
    return out.includes("server listening");
  };
  return { child, exited, listening, output: () => out };
}

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("stops with one line naming a malformed variable", async () => {
    const s = start({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toMatch(/^Invalid configuration: PORT .*"eighty"/);
  });

  it("refuses a second server on the same DATA_DIR and closes cleanly on SIGTERM", async () => {
    const first = start({ PORT: "4391", DATA_DIR: dataDir });
    expect(await first.listening()).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);
    const res = await fetch("http://127.0.0.1:4391/api/health");
    expect(await res.json()).toEqual({ status: "ok", db: "pglite" });

    const second = start({ PORT: "4392", DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another server`);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"shutting down"');
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    // The data survives and a new server reuses it.
    const third = start({ PORT: "4393", DATA_DIR: dataDir });
    expect(await third.listening()).toBe(true);
    third.child.kill("SIGINT");
    expect(await third.exited).toBe(0);
    const lines = third
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ level: "info", msg: "shutting down", signal: "SIGINT" }));
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  }, 180_000);
});
