import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../config";
import { keepFilesPrivate } from "../lib/private-files";
import { DataDirLockedError } from "../db/lock";
import { ArchiveError } from "../services/backup/archive";
import { restoreBackup, RestoreRefused } from "../services/backup/restore";

/** npm run restore -- <file>: an archive of `npm run backup` into an empty DATA_DIR or an empty database. */
async function main() {
  keepFilesPrivate();
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error("Usage: npm run restore -- <file>   (into an empty DATA_DIR, or the empty database of DATABASE_URL)");
    process.exit(2);
  }
  const envFile = path.join(process.cwd(), ".env");
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const file = path.resolve(args[0]!);
  const started = performance.now();
  const manifest = await restoreBackup(file, config);
  const where = config.databaseUrl ? `the database ${new URL(config.databaseUrl).pathname.slice(1)}` : config.dataDir;
  const files =
    manifest.files.storage === "disk"
      ? `${manifest.files.count} stored files, order files and images`
      : `no order files or images (the archive's files live in the S3 bucket ${manifest.files.bucket})`;
  console.log(
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.database.migrations.latest}) and ${files} into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s. Newer migrations, if any, run when the server starts.`,
  );
}

main().catch((err) => {
  const known = [ConfigError, RestoreRefused, ArchiveError, DataDirLockedError].some((k) => err instanceof k);
  console.error(known ? err.message : `restore failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
