import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/**
 * Everything the server keeps (the database's files, sessions in its WAL, order files, mails, backups) is for the
 * server's own user only: folders 0700, files 0600.
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes every file and folder this process creates from now on private to its user (the server, the backup and
 * restore commands). Returns the umask it replaced.
 */
export function keepFilesPrivate(): number {
  return process.umask(PRIVATE_UMASK);
}

/**
 * Takes the group's and others' bits off everything under `dir` (the folder included). PGlite's initdb and its
 * `loadDataDir` set each file's mode themselves (0666, which no umask narrows), so its folder is walked once
 * it is open.
 */
export async function makePrivate(dir: string): Promise<void> {
  const walk = async (p: string) => {
    const stat = await fsp.lstat(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) await fsp.chmod(p, stat.mode & 0o700);
    if (stat.isDirectory()) {
      for (const name of await fsp.readdir(p)) await walk(path.join(p, name));
    }
  };
  await walk(dir);
}

/** A warning to log at start-up when DATA_DIR lets its group or other users in (null when it does not). */
export function dataDirExposure(dataDir: string): string | null {
  let mode: number;
  try {
    mode = fs.statSync(dataDir).mode & 0o777;
  } catch {
    return null;
  }
  if ((mode & 0o077) === 0) return null;
  return `DATA_DIR (${dataDir}) has mode ${mode.toString(8).padStart(4, "0")}: other users of this machine can read the database, sessions, order files and mails in it. Run: chmod 700 ${dataDir}`;
}
