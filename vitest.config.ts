import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        globals: true,
        projects: [
          {
            extends: true,
            test: {
              name: "unit",
              environment: "jsdom",
              include: ["src/**/*.test.{ts,tsx}", "common/**/*.test.ts"],
              setupFiles: ["./tests/setup-dom.ts"],
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
            },
          },
        ],
      },
    }),
  ),
);
