import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, processStartTime } from "./lock";

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function folder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lock-"));
  dirs.push(dir);
  return dir;
}

/** A live process that is not a server of ours. */
function live(command: string, args: string[]): number {
  const child = spawn(command, args, { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

const lockFile = (dir: string) => path.join(dir, "server.lock");

describe.runIf(process.platform === "linux")("the data folder's lock", () => {
  it("names our pid and our start time, and is released", () => {
    const dir = folder();
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8"))).toEqual({
      pid: process.pid,
      start: processStartTime(process.pid),
    });
    expect(fs.statSync(lockFile(dir)).mode & 0o777).toBe(0o600);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("is taken over when its pid now belongs to another live process (pid reused)", () => {
    const dir = folder();
    const pid = live("sleep", ["30"]);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, start: "1" }));
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("of an older version (the pid alone) is taken over when that pid is no Node process", () => {
    const dir = folder();
    fs.writeFileSync(lockFile(dir), String(live("sleep", ["30"])));
    acquireDataDirLock(dir)();
  });

  it("refuses while the process that took it runs", () => {
    const dir = folder();
    const pid = live(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    let start: string | null = null;
    for (let i = 0; i < 50 && start === null; i++) start = processStartTime(pid);
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid, start }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    // The same process in a lock of an older version: still a live Node process, still refused.
    fs.writeFileSync(lockFile(dir), String(pid));
    expect(() => acquireDataDirLock(dir)).toThrow(/is in use by another server \(pid \d+\)/);
  });
});
