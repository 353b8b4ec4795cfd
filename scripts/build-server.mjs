/**
 * The server as plain JavaScript (`npm run build` runs this; scripts/launch.mjs when the bundle is older than its
 * sources): one self-contained ES module per entry in dist/node (no shared chunks: the migrations folder is found
 * beside the module that opens the database), packages left as imports from node_modules, the migrations
 * copied beside them. Production runs these with `node` alone: no TypeScript compiler at run time, no dev
 * dependencies (`npm ci --omit=dev`).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_OUT = path.join(root, "dist", "node");
/** dist/node/<name>.mjs ← its source. */
const SERVER_ENTRIES = {
  server: "server/index.ts",
  admin: "server/cli/admin.ts",
  backup: "server/cli/backup.ts",
  restore: "server/cli/restore.ts",
  seed: "server/db/seed.ts",
};

export async function buildServer() {
  const started = performance.now();
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_OUT,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  fs.cpSync(path.join(root, "server", "db", "migrations"), path.join(SERVER_OUT, "migrations"), { recursive: true });
  console.log(`Server bundle in dist/node (${Math.round(performance.now() - started)} ms).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
