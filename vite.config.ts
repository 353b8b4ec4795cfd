import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * dist/client/.vite/modules.json: the source modules in each built chunk, so that a test can say what the
 * entry holds (tests/build/budget.test.ts: no TanStack Query, zod or other languages' strings on first load).
 * Only the client build writes it; the server never serves the .vite folder.
 */
function chunkModules(): Plugin {
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const root = fileURLToPath(new URL(".", import.meta.url));
      const chunks: Record<string, { entry: boolean; modules: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        chunks[chunk.fileName] = {
          entry: chunk.isEntry,
          modules: Object.keys(chunk.modules).map((id) => id.replace(root, "")),
        };
      }
      this.emitFile({ type: "asset", fileName: ".vite/modules.json", source: JSON.stringify(chunks) });
    },
  };
}

/**
 * common/ modules only declare (schemas, constants, functions): they are marked free of side effects, so that a
 * chunk does not keep one whose exports it does not use. A zod schema built at a module's top counts as a side
 * effect otherwise: /contact loaded the billing schemas and zod with them, through the billing feature's entry
 * (for the seller's identity), before anyone touched its form.
 */
function commonModulesArePure(): Plugin {
  const common = fileURLToPath(new URL("./common/", import.meta.url));
  return {
    name: "common-modules-are-pure",
    apply: "build",
    transform(_code, id) {
      return id.startsWith(common) && /\.ts$/.test(id) && !id.endsWith(".test.ts")
        ? { moduleSideEffects: false }
        : null;
    },
  };
}

export default defineConfig(({ mode, command }) => ({
  plugins: [react(), tailwindcss(), chunkModules(), commonModulesArePure()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      { find: "@common", replacement: fileURLToPath(new URL("./common", import.meta.url)) },
      // react-router's package exports only its development build (dev warnings on); production builds take
      // the production build it ships beside it, for the browser and for the server render alike.
      ...(mode === "production"
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // dist/client/.vite/manifest.json: each chunk's static imports, for the byte budget (tests/build/).
    manifest: true,
    modulePreload: {
      // No <link rel="modulepreload"> for a lazy chunk's scripts: Vite's helper adds one per import while React
      // renders the lazy part (the page's route, during hydration), and on /contact those 30-odd insertions were the
      // longest task on a phone. The chunk names every import at its top (Rollup hoists them), so the browser still
      // fetches them together, one round trip after the chunk. Style sheets are still loaded before it runs.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")),
    },
  },
  // The server render's bundle (dist/server/entry-server.js) carries the packages it uses: the production server
  // re-renders pages with it (issue 39) where only the server's dependencies are installed (npm ci --omit=dev).
  ...(command === "build" ? { ssr: { noExternal: true } } : {}),
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
}));
