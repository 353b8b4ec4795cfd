import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The project's own eslint.config.js; `ignore: false` lets it lint the fixtures that `npm run lint` skips.
const eslint = new ESLint({ cwd: root, ignore: false });

const rulesOf = (results: ESLint.LintResult[]) => results.flatMap((r) => r.messages.map((m) => m.ruleId));

describe("import rules (eslint.config.js)", () => {
  it("fail on two modules that import each other", async () => {
    const results = await eslint.lintFiles(["tests/lint/fixtures/cycle/a.ts", "tests/lint/fixtures/cycle/b.ts"]);
    expect(rulesOf(results)).toEqual(["import-x/no-cycle", "import-x/no-cycle"]);
  });

  // no-cycle skips `import type`; the two type-only cycles the server had are kept out by path.
  it("fail on a route module that types its dependencies from server/app.ts", async () => {
    const code = 'import type { AppDeps } from "../app";\n\nexport type Deps = AppDeps;\n';
    const results = await eslint.lintText(code, { filePath: path.join(root, "server/routes/lint-fixture.ts") });
    expect(rulesOf(results)).toEqual(["import-x/no-restricted-paths"]);
  });

  it("fail on a file storage implementation that imports storage.ts", async () => {
    const code = 'import type { FileStorage } from "./storage";\n\nexport type S = FileStorage;\n';
    const results = await eslint.lintText(code, {
      filePath: path.join(root, "server/services/files/disk-storage.ts"),
    });
    expect(rulesOf(results)).toEqual(["import-x/no-restricted-paths"]);
  });

  it("pass on the same module typed from server/app-deps.ts", async () => {
    const code = 'import type { AppDeps } from "../app-deps";\n\nexport type Deps = AppDeps;\n';
    const results = await eslint.lintText(code, { filePath: path.join(root, "server/routes/lint-fixture.ts") });
    expect(rulesOf(results)).toEqual([]);
  });
});
