import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { keepFilesPrivate } from "../lib/private-files";
import { ArchiveError } from "../services/backup/archive";
import { BackupRefused, createBackup } from "../services/backup/backup";
import { OnlineBackupError } from "../services/backup/online";

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** npm run backup -- <file>: one archive of the database and the order files (README: Operating → Backups). */
async function main() {
  keepFilesPrivate();
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error("Usage: npm run backup -- <file>   (for example backups/umbra-$(date +%F).tar)");
    process.exit(2);
  }
  const envFile = path.join(process.cwd(), ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const target = path.resolve(args[0]!);
  const started = performance.now();
  const { manifest, mode, bytes } = await createBackup(target, config);
  const how = { pg_dump: "pg_dump", online: "from the running server", offline: "no server was running" }[mode];
  const files =
    manifest.files.storage === "disk"
      ? `${manifest.files.count} stored files, order files and images (${mb(manifest.files.bytes)})`
      : `no order files or images (they live in the S3 bucket ${manifest.files.bucket}: back it up with its own versioning or replication)`;
  console.log(
    `Backed up the ${manifest.database.kind} database (${how}, migration ${manifest.database.migrations.latest}) and ${files} to ${target} (${mb(bytes)}, checked) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((err) => {
  const known = [ConfigError, BackupRefused, OnlineBackupError, ArchiveError].some((k) => err instanceof k);
  console.error(known ? err.message : `backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
