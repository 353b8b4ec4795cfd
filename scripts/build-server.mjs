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

/**
 * An esbuild plugin: every package import is external but those of the named packages (bundled). The tsconfig's path
 * aliases (@/…, @common/…) are the project's own modules, resolved and bundled as before.
 */
function bundleOnly(names) {
  const alias = (spec) => spec.startsWith("@/") || spec.startsWith("@common/");
  const bundled = (spec) => alias(spec) || names.some((n) => spec === n || spec.startsWith(`${n}/`));
  return {
    name: "bundle-only",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:") || bundled(args.path)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

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
    // Packages stay imports from node_modules, except lucide-react's icon modules (and the react they import): the
    // server reads the shipped icons' SVG data (server/services/service-icon-data.ts) and both are dev dependencies,
    // which a production install (`npm ci --omit=dev`) does not have.
    plugins: [bundleOnly(["lucide-react", "react"])],
    sourcemap: "linked",
    logLevel: "warning",
  });
  fs.cpSync(path.join(root, "server", "db", "migrations"), path.join(SERVER_OUT, "migrations"), { recursive: true });
  console.log(`Server bundle in dist/node (${Math.round(performance.now() - started)} ms).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
