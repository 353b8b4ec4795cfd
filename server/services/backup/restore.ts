import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { acquireDataDirLock } from "../../db/lock";
import { makePrivate } from "../../lib/private-files";
import { openArchive, type Manifest, type OpenedArchive } from "./archive";
import { archiveKey, type BackupKeyConfig } from "./key";
import { foreignEntries } from "./pg-toc";
import { knownMigrations, libpqTarget, pgTool, runPgTool } from "./database";

export class RestoreRefused extends Error {}

/** Refuses an archive this code cannot bring back: another database kind, or a schema newer than the code's. */
export function checkCompatible(manifest: Manifest, target: { databaseUrl?: string }) {
  const kind = manifest.database.kind;
  if (kind === "pglite" && target.databaseUrl) {
    throw new RestoreRefused(
      "This archive holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR.",
    );
  }
  if (kind === "postgres" && !target.databaseUrl) {
    throw new RestoreRefused(
      "This archive holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into.",
    );
  }
  const latest = manifest.database.migrations.latestMillis;
  const newest = knownMigrations().at(-1)?.when ?? 0;
  if (latest !== null && latest > newest) {
    throw new RestoreRefused(
      `This archive was made by a newer version of the site (database at migration ${manifest.database.migrations.latest}): restore it with that version or a later one.`,
    );
  }
}

async function isEmptyDir(dir: string): Promise<string[] | null> {
  try {
    const entries = await fsp.readdir(dir);
    return entries.length === 0 ? null : entries;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

async function extractFiles(archive: OpenedArchive, root: string): Promise<void> {
  for (const { key, entry } of archive.files) {
    const dir = path.join(root, key.slice(0, 2));
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    await pipeline(archive.read(entry), fs.createWriteStream(path.join(dir, key), { flags: "wx", mode: 0o600 }));
  }
}

/**
 * Brings a PGlite archive back into an empty (or missing) DATA_DIR: the order files into files/, the database
 * into pglite/. The folder is locked meanwhile, so no server starts on it halfway; on failure what was written is
 * removed again. The migrations newer than the archive run when a server starts on the folder.
 */
export async function restorePglite(archive: OpenedArchive, dataDir: string): Promise<void> {
  const present = await isEmptyDir(dataDir);
  if (present) {
    throw new RestoreRefused(
      `DATA_DIR (${dataDir}) is not empty (${present.slice(0, 5).join(", ")}${present.length > 5 ? ", …" : ""}): restore only into an empty or new folder. Move it aside or set DATA_DIR to another one; nothing was changed.`,
    );
  }
  const release = acquireDataDirLock(dataDir);
  const filesRoot = path.join(dataDir, "files");
  const pgliteDir = path.join(dataDir, "pglite");
  try {
    await extractFiles(archive, filesRoot);
    const chunks: Buffer[] = [];
    for await (const c of archive.read(archive.database)) chunks.push(c as Buffer);
    const client = await PGlite.create(pgliteDir, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([Buffer.concat(chunks)]),
    });
    try {
      await client.query("select count(*) from drizzle.__drizzle_migrations");
      await client.query("CHECKPOINT");
    } finally {
      await client.close();
    }
    await makePrivate(pgliteDir);
  } catch (err) {
    await fsp.rm(filesRoot, { recursive: true, force: true });
    await fsp.rm(pgliteDir, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}

/** The tables, sequences and extensions (beyond the default plpgsql) that make a database not empty. */
async function databaseContents(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       union all
       select 'extension ' || extname from pg_extension where extname <> 'plpgsql'
       order by 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/**
 * Brings a PostgreSQL archive back into an empty database (pg_restore in one transaction: all or nothing, owned by
 * DATABASE_URL's user) and its order files into DATA_DIR/files, which must be empty too. The archive is
 * authenticated already (archive.ts); its dump is also refused when its table of contents names anything but the
 * product's schema (pg-toc.ts).
 */
export async function restorePostgres(archive: OpenedArchive, databaseUrl: string, dataDir: string): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  // The dump's table of contents first (pg_restore only reads it): the product's own schema, or nothing is done.
  const foreign = foreignEntries(
    await runPgTool(pgTool("pg_restore"), ["--list"], env, archive.read(archive.database)),
  );
  if (foreign.length > 0) {
    throw new RestoreRefused(
      `The database dump holds entries outside this product's schema (${foreign.slice(0, 3).join("; ")}${foreign.length > 3 ? "; …" : ""}): it is not restored. Nothing was changed.`,
    );
  }
  const contents = await databaseContents(databaseUrl);
  const target = new URL(databaseUrl).pathname.slice(1) || "(default)";
  if (contents.length > 0) {
    throw new RestoreRefused(
      `The database ${target} is not empty (${contents.slice(0, 5).join(", ")}${contents.length > 5 ? ", …" : ""}): restore only into a new, empty database (createdb <name>). Nothing was changed.`,
    );
  }
  const filesRoot = path.join(dataDir, "files");
  const present = archive.files.length > 0 ? await isEmptyDir(filesRoot) : null;
  if (present) {
    throw new RestoreRefused(
      `${filesRoot} is not empty: restore the order files only into an empty folder. Nothing was changed.`,
    );
  }
  try {
    await extractFiles(archive, filesRoot);
    await runPgTool(
      pgTool("pg_restore"),
      [
        // Everything owned by DATABASE_URL's user, no grants, nothing that reaches beyond the database.
        "--no-owner",
        "--no-privileges",
        "--no-comments",
        "--no-publications",
        "--no-subscriptions",
        "--no-security-labels",
        "--no-tablespaces",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${url}`,
      ],
      env,
      archive.read(archive.database),
    );
  } catch (err) {
    if (archive.files.length > 0) await fsp.rm(filesRoot, { recursive: true, force: true });
    throw err;
  }
}

/** Checks the archive whole, then restores it where the configuration points. Returns its manifest. */
export async function restoreBackup(
  file: string,
  target: { dataDir: string; databaseUrl?: string } & BackupKeyConfig,
): Promise<Manifest> {
  const archive = await openArchive(file, archiveKey(target));
  checkCompatible(archive.manifest, target);
  if (target.databaseUrl) await restorePostgres(archive, target.databaseUrl, target.dataDir);
  else await restorePglite(archive, target.dataDir);
  return archive.manifest;
}
