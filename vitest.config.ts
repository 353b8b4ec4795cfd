import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        globals: true,
        // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where the API
        // tests spend much of their time waiting on the database and the second core idled. Two workers there
        // took the whole run from 501 s to 313 s (issue 24).
        maxWorkers: Math.max(2, availableParallelism() - 1),
        // Worker isolation is a pool's setting, not a project's: the server project's forks share one process per
        // worker (see there); the unit project runs in threads, each file in a fresh one.
        poolOptions: { forks: { isolate: false }, threads: { isolate: true } },
        projects: [
          {
            extends: true,
            test: {
              name: "unit",
              environment: "jsdom",
              include: ["src/**/*.test.{ts,tsx}", "common/**/*.test.ts"],
              setupFiles: ["./tests/setup-dom.ts"],
              pool: "threads",
            },
          },
          {
            extends: true,
            test: {
              name: "server",
              environment: "node",
              include: ["server/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
              globalSetup: ["./tests/api/pglite-template.ts"],
              testTimeout: 30_000,
              hookTimeout: 60_000,
              pool: "forks",
              // Not isolated (poolOptions.forks above): one process per worker for every file, not a new one per file.
              // Each file still builds its own app on its own database (a copy of the PGlite template, or its own
              // PostgreSQL database), but the server's modules load once per worker instead of once per file: the
              // project went from 243 s to 153 s here (collect 69 s to 9 s; issue 24). No API test mocks modules or
              // changes process.env, which a shared process would carry from one file to the next.
            },
          },
        ],
      },
    }),
  ),
);
