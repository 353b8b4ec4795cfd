import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { keepFilesPrivate } from "../lib/private-files";
import { runAdminCommand } from "./admin-command";

/** npm run admin -- grant|revoke <email>: the first admin is made here (or by ADMIN_EMAILS). */
async function main() {
  keepFilesPrivate();
  const envFile = path.join(process.cwd(), ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.exitCode = await runAdminCommand(database.db, process.argv.slice(2), (l) => console.log(l));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if (err instanceof DataDirLockedError)
    console.error(`${err.message}\nStop the server first, or set ADMIN_EMAILS so the role is granted on verification.`);
  else console.error("admin:", err instanceof Error ? err.message : err);
  process.exit(1);
});
