import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * When a process started, as the kernel counts it (clock ticks since boot, field 22 of /proc/<pid>/stat); null
 * where there is no /proc (macOS) or the process is gone. A pid is reused, a pid with its start time is not.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface LockOwner {
  pid: number;
  /** processStartTime() of the owner when it took the lock; absent in locks of older versions or without /proc. */
  start?: string;
}

function parseLock(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const owner = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid)) return null;
    return { pid: owner.pid!, ...(typeof owner.start === "string" ? { start: owner.start } : {}) };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: the same pid and, where the kernel tells, the same start. */
function ownerRuns(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  const now = processStartTime(owner.pid);
  if (now === null) return true; // no /proc: the pid is all there is to go by
  if (owner.start !== undefined) return owner.start === now;
  // A lock of an older version (pid only): only a Node process can be a server of ours.
  try {
    return /(?:^|\/)node(?:js)?\0/.test(fs.readFileSync(`/proc/${owner.pid}/cmdline`, "utf8"));
  } catch {
    return true;
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes.
 * Takes DATA_DIR/server.lock, which names our pid and the process's start time. A lock whose process is gone, or
 * whose pid now belongs to another process (a restarted container, a reboot), is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, "server.lock");
  const start = processStartTime(process.pid);
  const mine = JSON.stringify({ pid: process.pid, ...(start === null ? {} : { start }) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx", 0o600);
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (parseLock(fs.readFileSync(lockPath, "utf8"))?.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = parseLock(fs.readFileSync(lockPath, "utf8"));
      if (owner && ownerRuns(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server (pid ${owner.pid}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
