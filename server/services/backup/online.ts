import fs from "node:fs";
import fsp from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { projectRoot } from "../../lib/paths";
import { writeArchive, type FilesSource } from "./archive";
import { pgliteDump } from "./database";
import { archiveKey, type BackupKeyConfig } from "./key";

/**
 * Online backups of a PGlite database. Only the server's process may open its data folder, so that process makes
 * the archive: it listens on a Unix socket inside DATA_DIR, and `npm run backup` connects and receives the archive.
 * Nothing listens on the network, and there is no token: whoever can open the socket can read DATA_DIR anyway.
 */
export const BACKUP_SOCKET = "backup.sock";

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH = 100;

export const backupSocketPath = (dataDir: string) => path.join(dataDir, BACKUP_SOCKET);

export function filesSource(config: Pick<Config, "dataDir" | "s3">): FilesSource {
  return config.s3
    ? { storage: "s3", bucket: config.s3.bucket }
    : { storage: "disk", root: path.join(config.dataDir, "files") };
}

export function appVersion(): string {
  const pkg = path.join(projectRoot, "package.json");
  return (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }).version;
}

export const pgliteClient = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Starts answering backup requests on DATA_DIR/backup.sock (PGlite only; the caller holds the data folder's
 * lock, so a socket file left by a killed server is ours to replace). One backup at a time.
 */
export async function serveOnlineBackups(deps: {
  config: Pick<Config, "dataDir" | "s3"> & BackupKeyConfig;
  database: Database;
  logger: Pick<Logger, "info" | "error">;
}): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(deps.config.dataDir);
  if (deps.database.kind !== "pglite" || socketPath.length > MAX_SOCKET_PATH) {
    if (deps.database.kind === "pglite") {
      deps.logger.error("online backups unavailable: DATA_DIR's path is too long for a Unix socket", {
        socket: socketPath,
      });
    }
    return { close: async () => {} };
  }
  await fsp.rm(socketPath, { force: true });
  let busy = false;
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    let request = "";
    const onData = (d: Buffer) => {
      request += d.toString("utf8");
      if (request.length > 1024) socket.destroy();
      if (!request.includes("\n")) return;
      socket.off("data", onData);
      socket.pause();
      void answer(socket, request.slice(0, request.indexOf("\n")));
    };
    socket.on("data", onData);
  });

  const answer = async (socket: net.Socket, line: string) => {
    let op: unknown;
    try {
      op = (JSON.parse(line) as { op?: unknown }).op;
    } catch {
      op = undefined;
    }
    if (op !== "backup") return void socket.end(JSON.stringify({ ok: false, error: "unknown request" }) + "\n");
    if (busy) return void socket.end(JSON.stringify({ ok: false, error: "another backup is running" }) + "\n");
    busy = true;
    const started = performance.now();
    let sending = false;
    try {
      const dump = await pgliteDump(pgliteClient(deps.database));
      socket.write(JSON.stringify({ ok: true }) + "\n");
      sending = true;
      const manifest = await writeArchive(socket, {
        database: dump,
        files: filesSource(deps.config),
        appVersion: appVersion(),
        key: archiveKey(deps.config),
      });
      socket.end();
      deps.logger.info("backup sent", {
        dbBytes: manifest.database.bytes,
        files: manifest.files.storage === "disk" ? manifest.files.count : "s3",
        ms: Math.round(performance.now() - started),
      });
    } catch (err) {
      deps.logger.error("backup failed", { error: String(err) });
      // Once the archive has started, cutting it is the signal: the command finds it incomplete.
      if (sending) socket.destroy();
      else socket.end(JSON.stringify({ ok: false, error: "the backup failed: see the server's log" }) + "\n");
    } finally {
      busy = false;
    }
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
    // DATA_DIR's own permissions guard it first (it holds the database's files); this narrows the socket further.
    await fsp.chmod(socketPath, 0o600);
  } catch (err) {
    // A folder that cannot hold a socket (some network or container mounts) costs online backups, not the site.
    deps.logger.error("online backups unavailable: cannot listen on the backup socket", {
      socket: socketPath,
      error: String(err),
    });
    server.close();
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // An archive in flight is cut; the command sees an incomplete archive and says so.
        server.unref();
      }).finally(() => fsp.rm(socketPath, { force: true })),
  };
}

export class OnlineBackupError extends Error {}

/** Asks the server that holds DATA_DIR for an archive and writes it to `target`. */
export async function requestOnlineBackup(dataDir: string, target: fs.WriteStream): Promise<void> {
  const socketPath = backupSocketPath(dataDir);
  const socket = net.createConnection(socketPath);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        new OnlineBackupError(
          err.code === "ENOENT" || err.code === "ECONNREFUSED"
            ? `The server holding ${dataDir} does not answer on ${socketPath} (it may predate online backups): restart it, or stop it and run the backup again.`
            : `Cannot reach the server on ${socketPath}: ${err.message}`,
        ),
      ),
    );
  });
  socket.write(JSON.stringify({ op: "backup" }) + "\n");
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    let body = chunk;
    if (head) {
      head = Buffer.concat([head, chunk]);
      const nl = head.indexOf(0x0a);
      if (nl < 0) continue;
      const status = JSON.parse(head.subarray(0, nl).toString("utf8")) as { ok: boolean; error?: string };
      if (!status.ok) throw new OnlineBackupError(`The server refused the backup: ${status.error}`);
      body = head.subarray(nl + 1);
      head = null;
    }
    if (!target.write(body)) await new Promise<void>((r) => target.once("drain", () => r()));
  }
  if (head) throw new OnlineBackupError("The server closed the connection without an answer: see its log.");
}
