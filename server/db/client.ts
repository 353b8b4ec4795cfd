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
import { makePrivate } from "../lib/private-files";
import { acquireDataDirLock } from "./lock";

/** PGlite's shared_buffers (see openDatabase). */
const PGLITE_SHARED_BUFFERS = "16MB";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Both drivers expose the same query builder; the app is written against this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Bytes used by the database, for the admin's performance screen. */
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload, from this process or (on PostgreSQL) any instance
   * sharing the database; `onReconnect` after a lost listening connection came back (notifications may have been
   * missed meanwhile: the listener re-reads what it follows). Returns a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
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
    await migrateUnderLock(pool);
    const listeners = new Set<{ stop: () => Promise<void> }>();
    let closed = false;
    return {
      db,
      kind: "postgres",
      async close() {
        // Twice is harmless, as on PGlite (pg's pool.end() rejects a second call).
        if (closed) return;
        closed = true;
        await Promise.all([...listeners].map((l) => l.stop()));
        await pool.end();
      },
      async listen(channel, onNotify, onReconnect) {
        const l = await pgListener(opts.databaseUrl!, channel, onNotify, onReconnect, opts.onIdleError);
        listeners.add(l);
        return async () => {
          listeners.delete(l);
          await l.stop();
        };
      },
    };
  }

  const release = opts.lock === false ? () => {} : acquireDataDirLock(opts.dataDir);
  try {
    // pg_trgm backs the admin's search indexes; on PostgreSQL the migration creates the extension (it ships with it).
    const client = await PGlite.create(path.join(opts.dataDir, "pglite"), {
      extensions: { pg_trgm },
      // PostgreSQL's default of 128 MB of shared buffers is most of PGlite's memory (its WebAssembly heap is the
      // process's); an agency's database is read through the file cache as fast. Measured: 16 MB takes the idle
      // server from 369 to ~240 MB (README: Operating).
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      loadDataDir: opts.loadDataDir,
    });
    await makePrivate(path.join(opts.dataDir, "pglite"));
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      async listen(channel, onNotify) {
        // One process owns a PGlite folder: its own NOTIFYs are all there is.
        const unsubscribe = await client.listen(channel, onNotify);
        return async () => {
          if (!closed) await unsubscribe();
        };
      },
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

/**
 * A connection of its own that LISTENs (a pooled one would be handed to queries). When it drops it comes back with
 * a growing pause, and says so through `onReconnect`.
 */
async function pgListener(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
  onError?: (err: Error) => void,
): Promise<{ stop: () => Promise<void> }> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (n) => {
      if (n.channel === channel) onNotify(n.payload ?? "");
    });
    c.on("error", (err) => {
      onError?.(err);
      void c.end().catch(() => {});
      if (client === c) client = null;
      schedule(250);
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    client = c;
  };
  const schedule = (ms: number) => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => schedule(Math.min(ms * 2, 10_000)),
      );
    }, ms);
    retry.unref?.();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Any 64-bit number of our own: the session-level advisory lock that migrations run under. */
const MIGRATION_LOCK = 0x756d627261; // "umbra"

/**
 * Instances started together (a compose file's replicas) would each run the migrations that the database lacks and
 * trip over each other's CREATE TABLE; under one advisory lock, held on one connection, the first migrates and the
 * others then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
