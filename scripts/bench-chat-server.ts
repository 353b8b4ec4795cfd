/**
 * One server instance for the chat bench (scripts/bench-chat.ts), in a process of its own so that its memory is its
 * own: the real app on a temporary PGlite folder or on BENCH_DATABASE_URL, served over HTTP on loopback. With
 * SEED=n it first makes n visitor conversations and an admin (session with two-factor set), and prints their
 * cookies as one JSON line; every instance then prints {"ready":port}.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createLogger } from "../server/lib/logger";
import { signConversation } from "../server/services/chat/identity";
import { benchStaffSession } from "./bench-staff";

const port = Number(process.env.PORT);
const seed = Number(process.env.SEED ?? 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-chat-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  TRUST_PROXY: "true",
  POW_MAX_NUMBER: "1000",
  AUTH_SECRET: "bench-chat-secret-0123456789abcdef0123",
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, lock: false });
const app = createApp({
  config,
  database,
  logger: createLogger("silent"),
  mailer: { mode: "outbox", async send() {} },
});
const request = (p: string, init: RequestInit = {}) => Promise.resolve(app.request(p, init));

if (seed) {
  // Conversations made in SQL (the bench measures streams, not the proof-of-work of their first messages).
  const ids = Array.from({ length: seed }, (_, i) => `bench-${i}-${Math.random().toString(36).slice(2, 10)}`);
  await database.db.execute(
    sql.raw(
      `insert into conversations (id, kind, locale) values ${ids.map((id) => `('${id}', 'chat', 'en')`).join(",")}`,
    ),
  );
  const cookie = await benchStaffSession(request, database, {
    email: "bench-staff@example.com",
    password: "Bench-Harbor-Lantern-42",
    name: "Bench Staff",
  });
  console.log(
    JSON.stringify({
      admin: cookie,
      conversations: ids.map((id) => ({ id, cookie: `chat_conversation=${signConversation(config.authSecret, id)}` })),
    }),
  );
}

const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () =>
  console.log(JSON.stringify({ ready: port })),
);
const stop = async () => {
  server.close();
  await app.closeStreams();
  await app.mailQueue.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
