/**
 * `npm start`: builds the web app when its build is missing or older than the sources, then runs the server.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist", "client", "_prerendered.json");
const SOURCES = [
  "src",
  "common",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "scripts/prerender.ts",
];

function newestMtime(p: string): number {
  let stat: fs.Stats;
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

function buildIsStale(): boolean {
  let built: number;
  try {
    built = fs.statSync(stamp).mtimeMs;
  } catch {
    return true;
  }
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

if (buildIsStale()) {
  console.log("Building the web app (missing or older than its sources)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/index");
