/**
 * The built server (dist/node, scripts/build-server.mjs) runs on a production install (`npm ci --omit=dev`): every
 * package it imports must be a production dependency. A src module with React hooks reached from the server once
 * pulled react-i18next (a dev dependency) into the bundle, and the production server exited on start (stop 48).
 * Run after `npm run build`.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "dist/node");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

/** The package a bare specifier names: "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageOf = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

function importedPackages(file: string): string[] {
  const code = fs.readFileSync(file, "utf8");
  const specs = new Set<string>();
  // esbuild writes a module's static imports at the start of a line, and keeps dynamic ones as import("…").
  for (const m of code.matchAll(/^import\s+(?:[^;]*?\s+from\s+)?"([^"]+)";/gm)) specs.add(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)) specs.add(m[1]!);
  return [...specs].filter((s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s));
}

describe("the built server", () => {
  const entries = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((f) => f.endsWith(".mjs")) : [];

  it("has its entries", () => {
    expect(entries).toEqual(
      expect.arrayContaining(["server.mjs", "admin.mjs", "seed.mjs", "backup.mjs", "restore.mjs"]),
    );
  });

  it.each(entries)("%s imports production dependencies only (no React package)", (entry) => {
    const packages = [...new Set(importedPackages(path.join(outDir, entry)).map(packageOf))];
    expect(packages.length).toBeGreaterThan(0);
    const missing = packages.filter((p) => !(p in pkg.dependencies));
    expect(missing).toEqual([]);
    expect(packages.filter((p) => /^react(-|$)/.test(p))).toEqual([]);
  });
});
