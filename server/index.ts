import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "./app";
import { createHttpServer } from "./http-server";
import { ConfigError, loadConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { createLogger } from "./lib/logger";
import { projectRoot } from "./lib/paths";
import { dataDirExposure, keepFilesPrivate } from "./lib/private-files";
import { createMailer } from "./mail/mailer";
import { serveOnlineBackups } from "./services/backup/online";

async function main() {
  // Before anything is written: every file and folder of the server is its user's alone.
  keepFilesPrivate();
  const envFile = path.join(process.cwd(), ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) => logger.error("idle database connection lost", { error: err.message }),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const exposure = dataDirExposure(config.dataDir);
  if (exposure) logger.warn(exposure);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  const app = createApp({ config, database, logger, mailer, webRoot: path.join(projectRoot, "dist", "client") });
  // PGlite: `npm run backup` asks this process for the archive over DATA_DIR/backup.sock (no-op on PostgreSQL).
  const backups = await serveOnlineBackups({ config, database, logger });

  // Pages showing published content or the install's facts are rendered before the first request is served.
  await app.liveSite.start();
  const server = createHttpServer(app, config.host);
  server.listen(config.port, config.host, () => {
    logger.info("server listening", {
      url: config.publicUrl,
      port: (server.address() as AddressInfo).port,
      db: database.kind,
      mail: mailer.mode,
    });
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close();
    await backups.close();
    await app.closeStreams();
    await app.mailQueue.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error("Server failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
