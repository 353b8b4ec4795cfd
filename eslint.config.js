import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Import rules of the app's own code. `no-cycle` follows value imports (including `@/` and `@common/` through
 * tsconfig's paths); a dynamic `import()` may close a loop (the lazy menus load their panel that way). It skips
 * `import type`, so the two type-only cycles this code had (route modules typing their dependencies from
 * `server/app.ts`, file storage implementations importing `storage.ts`) are kept out by `no-restricted-paths`.
 * Exported for tests/lint, which checks the rules against fixtures.
 */
export const importRules = {
  plugins: { "import-x": importX },
  settings: {
    "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    // Packages are never part of our cycles: not followed, not parsed.
    "import-x/ignore": ["node_modules"],
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    "import-x/resolver-next": [
      createNodeResolver({
        extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        tsconfig: { configFile: path.join(root, "tsconfig.json") },
      }),
    ],
  },
  rules: {
    "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    "import-x/no-restricted-paths": [
      "error",
      {
        basePath: root,
        zones: [
          {
            // Everything but server/index.ts, which starts the app.
            target: ["./server/*/**", "./server/app-deps.ts"],
            from: "./server/app.ts",
            message: "Type dependencies with server/app-deps.ts; app.ts imports every route module.",
          },
          {
            target: ["./server/services/files/disk-storage.ts", "./server/services/files/s3-storage.ts"],
            from: "./server/services/files/storage.ts",
            message: "Implementations import the interface from ./file-storage.",
          },
          ...featureBoundaries(),
        ],
      },
    ],
  },
};

/**
 * Feature boundaries: a feature (src/features/<name>/) imports components, lib, common and itself; another feature
 * only through that feature's named public entry, its index.ts (what it offers others, nothing more).
 */
function featureBoundaries() {
  const dir = path.join(root, "src/features");
  const features = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return features.map((feature) => ({
    target: `./src/features/${feature}/**`,
    from: "./src/features",
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: "Import another feature through its public entry (@/features/<name>, its index.ts).",
  }));
}

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "data",
      "test-results",
      "playwright-report",
      "server/db/migrations",
      // Deliberate cycles that tests/lint/import-rules.test.ts lints on purpose.
      "tests/lint/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain Node scripts (the server's launcher and bundler run without TypeScript).
  { files: ["scripts/**/*.mjs"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["server/**/*.ts", "src/**/*.{ts,tsx}", "common/**/*.ts", "tests/lint/fixtures/**/*.ts"], ...importRules },
  {
    files: ["scripts/**", "server/cli/**", "server/db/seed.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call their callback `use`, which is no React hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
