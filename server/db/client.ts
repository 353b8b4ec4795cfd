import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./lock";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Both drivers expose the same query builder; the app is written against this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Bytes used by the database, for the admin's performance screen. */
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Skip the folder lock (tests that open a fresh temporary folder each). */
  lock?: boolean;
  /** Told about errors on idle PostgreSQL connections (they are replaced, not fatal). */
  onIdleError?: (err: Error) => void;
  /** PGlite only: start from this dump of an already migrated database instead of creating one (tests: 1.4 s, not 5). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover, DROP DATABASE) emits 'error';
    // unhandled, it would crash the process. The pool replaces it on next use.
    pool.on("error", (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }

  const release = opts.lock === false ? () => {} : acquireDataDirLock(opts.dataDir);
  try {
    // pg_trgm backs the admin's search indexes; on PostgreSQL the migration creates the extension (it ships with it).
    const client = await PGlite.create(path.join(opts.dataDir, "pglite"), {
      extensions: { pg_trgm },
      loadDataDir: opts.loadDataDir,
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.query("CHECKPOINT");
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
