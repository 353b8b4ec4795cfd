import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { migrationsFolder } from "../../db/client";
import type { DatabaseDump, MigrationLevel } from "./archive";

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this code ships, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** What drizzle's migrator has recorded as applied (its own table), named after this code's journal. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const { rows } = await query(
    `select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const row = rows[0] as { applied: number; latest: string | null };
  const latestMillis = row.latest === null ? null : Number(row.latest);
  const tag = knownMigrations().find((m) => m.when === latestMillis)?.tag;
  return { applied: row.applied, latest: tag ?? (latestMillis === null ? null : String(latestMillis)), latestMillis };
}

/**
 * A consistent copy of a PGlite database, taken inside the process that has it open. `dumpDataDir` runs under
 * PGlite's query lock, so no statement runs while the folder is read: the copy is the state between two
 * statements, with a transaction still open rolled back when the copy is loaded (as after a crash, WAL replayed).
 * The CHECKPOINT first keeps that replay short. Compression happens after the lock is released.
 */
export async function pgliteDump(client: PGlite): Promise<DatabaseDump> {
  const migrations = await migrationLevel((s) => client.query(s));
  await client.query("CHECKPOINT");
  const tar = await client.dumpDataDir("none");
  const body = await promisify(gzip)(Buffer.from(await tar.arrayBuffer()));
  return {
    kind: "pglite",
    format: "pglite-datadir-tar-gzip",
    entry: "database/pglite.tar.gz",
    size: body.length,
    body,
    migrations,
  };
}

/**
 * The PostgreSQL client programs: PG_BINDIR when set, then PATH, then the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (pg_dump must be at least as new as the server).
 */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  const debian = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const dirs = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), ...debian];
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} was not found${process.env.PG_BINDIR ? ` in PG_BINDIR (${process.env.PG_BINDIR})` : ""}: install the PostgreSQL client programs (Debian: postgresql-client) or set PG_BINDIR to their folder.`,
  );
}

/** The URL without its password (which would show in `ps`) and the environment that carries it instead. */
export function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL program; resolves with its output, rejects with its error output when it fails. */
export function runPgTool(tool: string, args: string[], env: NodeJS.ProcessEnv, stdin?: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"] });
    let err = "";
    const out: Buffer[] = [];
    child.stdout!.on("data", (d: Buffer) => out.push(d));
    child.stderr!.on("data", (d) => (err = (err + d).slice(-4000)));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString("utf8"))
        : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${err.trim()}`)),
    );
    if (stdin) {
      stdin.on("error", (e) => child.kill() && reject(e));
      stdin.pipe(child.stdin!);
      // pg_restore may stop reading early on an error; its exit code says so.
      child.stdin!.on("error", () => {});
    }
  });
}

/**
 * pg_dump in its custom format (compressed, read back by pg_restore) into a temporary file: one transaction, so
 * one consistent snapshot, while the servers keep running. `cleanup` removes the file.
 */
export async function pgDump(
  databaseUrl: string,
  tmpDir: string,
  query: Query,
): Promise<{ dump: DatabaseDump; cleanup: () => Promise<void> }> {
  const file = path.join(tmpDir, "postgres.dump");
  const { url, env } = libpqTarget(databaseUrl);
  const migrations = await migrationLevel(query);
  await runPgTool(pgTool("pg_dump"), ["--format=custom", `--file=${file}`, `--dbname=${url}`], env);
  const { size } = await fsp.stat(file);
  return {
    dump: {
      kind: "postgres",
      format: "pg_dump-custom",
      entry: "database/postgres.dump",
      size,
      body: () => fs.createReadStream(file),
      migrations,
    },
    cleanup: () => fsp.rm(file, { force: true }),
  };
}
