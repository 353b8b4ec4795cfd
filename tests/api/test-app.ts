import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../../server/app";
import type { AppDeps } from "../../server/app-deps";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { createLogger, type Logger } from "../../server/lib/logger";
import { createMailer, type Mailer, type MailMessage } from "../../server/mail/mailer";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: Config;
  /** Every message the app sent, newest last (unless a real mailer was given). */
  mail: MailMessage[];
  dataDir: string;
  /** The PostgreSQL database of this app (unset on PGlite): a second app may open it as another instance. */
  databaseUrl?: string;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The configuration of a test app on `dataDir`. In-process requests have no socket: tests stand behind a trusted
 * proxy and name the client in X-Forwarded-For.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    // Quiet unless asked (LOG_LEVEL=warn in the environment shows warnings and errors).
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    TRUST_PROXY: "true",
    // Real proof-of-work, just cheap: a few hundred hashes per form.
    POW_MAX_NUMBER: "1000",
    ...env,
  });
}

/** Keeps every message in `mail` and also writes it to the data folder's outbox, as the app's outbox mode does. */
export function recordingMailer(config: Config, logger: Logger, mail: MailMessage[]): Mailer {
  const outbox = createMailer({ from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), logger });
  return {
    mode: "outbox",
    async send(m) {
      mail.push(m);
      await outbox.send(m);
    },
  };
}

/**
 * TestApp's request over `send` (in-process, or real HTTP): a `json` body is sent as JSON, and the answer comes once
 * the mail queue has run, since mail is sent by its worker after the answer and tests look at it.
 */
export function requestThrough(
  app: ReturnType<typeof createApp>,
  send: (path: string, init: RequestInit) => Response | Promise<Response>,
): TestApp["request"] {
  return async (p, init = {}) => {
    const { json, headers, ...rest } = init;
    const h = new Headers(headers);
    if (json !== undefined && !h.has("content-type")) h.set("content-type", "application/json");
    const res = await send(p, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
    await app.mailQueue.drain();
    return res;
  };
}

/**
 * A fresh database per test file: a temporary PGlite folder, or, when DATABASE_URL is set
 * (CI), a new database created on that PostgreSQL server and dropped afterwards.
 */
async function freshDatabase(
  dataDir: string,
  shared?: string,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  // Another instance on an existing database: it neither creates nor drops it.
  if (shared)
    return { database: await openDatabase({ databaseUrl: shared, dataDir }), drop: async () => {}, url: shared };
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([await fs.readFile(template)]) : undefined;
    const database = await openDatabase({ dataDir, lock: false, loadDataDir });
    return { database, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: {
    env?: Record<string, string>;
    mailer?: Mailer;
    deps?: Partial<AppDeps>;
    /** PostgreSQL only: run as a second instance on this database (another app's `databaseUrl`). */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-test-"));
  const config = testConfig(dataDir, overrides.env);
  const { database, drop, url: databaseUrl } = await freshDatabase(dataDir, overrides.databaseUrl);
  const logger = createLogger(config.logLevel);
  const mail: MailMessage[] = [];
  const mailer = overrides.mailer ?? recordingMailer(config, logger, mail);
  const app = createApp({ config, database, logger, mailer, ...overrides.deps });
  return {
    app,
    database,
    config,
    mail,
    dataDir,
    databaseUrl,
    request: requestThrough(app, (p, init) => app.request(p, init)),
    async close() {
      await app.closeStreams();
      await app.mailQueue.stop();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
