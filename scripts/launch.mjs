/**
 * Runs one of the server's bundles (dist/node/<name>.mjs, scripts/build-server.mjs) with plain `node`:
 * `npm start` (name `server`) first builds the web app when its build is missing or older than its sources, and
 * any name first rebuilds the server bundle when it is older than the server's sources (both need the dev
 * dependencies; a production install ships dist/ built, and never rebuilds). Arguments after the name are the
 * command's own.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const name = process.argv[2] ?? "server";
const bundle = path.join(root, "dist", "node", `${name}.mjs`);
const WEB_STAMP = path.join(root, "dist", "client", "_prerendered.json");
const WEB_SOURCES = [
  "src",
  "common",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "scripts/prerender.ts",
];
const SERVER_SOURCES = ["server", "common", "src", "package-lock.json", "scripts/build-server.mjs"];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function olderThanSources(file, sources) {
  let built;
  try {
    built = fs.statSync(file).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (name === "server" && olderThanSources(WEB_STAMP, WEB_SOURCES)) {
  console.log("Building the web app and the server (missing or older than their sources)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (olderThanSources(bundle, SERVER_SOURCES)) {
  const { buildServer } = await import("./build-server.mjs");
  await buildServer();
}

// The command sees its own arguments, and itself as the script that runs.
process.argv.splice(1, 2, bundle);
await import(pathToFileURL(bundle).href);
