import { defineConfig } from "vitest/config";

/** The byte budgets over the built files (tests/build/), run by `npm run test:budget` after a build. */
export default defineConfig({
  test: { include: ["tests/build/**/*.test.ts"], environment: "node", globals: true },
});
