import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import type { Config } from "../../config";
import { acquireDataDirLock, DataDirLockedError } from "../../db/lock";
import { openArchive, writeArchive, type Manifest } from "./archive";
import { pgDump, pgliteDump } from "./database";
import { archiveKey, type BackupKeyConfig } from "./key";
import { appVersion, filesSource, requestOnlineBackup } from "./online";

export class BackupRefused extends Error {}

type BackupConfig = Pick<Config, "dataDir" | "databaseUrl" | "s3"> & BackupKeyConfig;

/** How the archive was made: by pg_dump, by the running server, or with the data folder locked (no server). */
export type BackupMode = "pg_dump" | "online" | "offline";

async function writeTo(out: fs.WriteStream, config: BackupConfig): Promise<BackupMode> {
  const files = filesSource(config);
  if (config.databaseUrl) {
    const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), "umbra-backup-"));
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { dump, cleanup } = await pgDump(config.databaseUrl, tmp, (s) => client.query(s));
      try {
        await writeArchive(out, { database: dump, files, appVersion: appVersion(), key: archiveKey(config) });
      } finally {
        await cleanup();
      }
    } finally {
      await client.end();
      await fsp.rm(tmp, { recursive: true, force: true });
    }
    return "pg_dump";
  }

  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new BackupRefused(`There is no database in ${pgliteDir}: check DATA_DIR (or DATABASE_URL).`);
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // A server has the folder open: it makes the archive itself.
    await requestOnlineBackup(config.dataDir, out);
    return "online";
  }
  // No server: the lock keeps one from starting until the order files are copied too.
  try {
    const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    let dump;
    try {
      dump = await pgliteDump(client);
    } finally {
      await client.close();
    }
    await writeArchive(out, { database: dump, files, appVersion: appVersion(), key: archiveKey(config) });
  } finally {
    release();
  }
  return "offline";
}

/**
 * Writes one archive of the database and the order files to `target` (which must not exist yet): first to
 * `<target>.partial`, then read back and checked against its manifest, then renamed. A failed or cut backup never
 * leaves a file under the target's name.
 */
export async function createBackup(
  target: string,
  config: BackupConfig,
): Promise<{ manifest: Manifest; mode: BackupMode; bytes: number }> {
  if (fs.existsSync(target)) throw new BackupRefused(`${target} already exists: choose a new file name.`);
  const partial = `${target}.partial`;
  // Its user's alone whatever the umask: the archive holds every account, session and file.
  const out = fs.createWriteStream(partial, { flags: "wx", mode: 0o600 });
  await new Promise((resolve, reject) => out.once("open", resolve).once("error", reject));
  try {
    const mode = await writeTo(out, config);
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    const { manifest } = await openArchive(partial, archiveKey(config));
    await fsp.rename(partial, target);
    return { manifest, mode, bytes: (await fsp.stat(target)).size };
  } catch (err) {
    out.destroy();
    await fsp.rm(partial, { force: true });
    throw err;
  }
}
