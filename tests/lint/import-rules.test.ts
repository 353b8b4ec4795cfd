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

  // Feature boundaries: one feature reaches another only through its index.ts.
  const inContact = { filePath: path.join(root, "src/features/contact/lint-fixture.tsx") };

  it("fail on a feature that reaches into another feature's files", async () => {
    const code =
      'import { ContactSellerIdentity } from "@/features/billing/components/seller-identity";\n\nexport const C = ContactSellerIdentity;\n';
    expect(rulesOf(await eslint.lintText(code, inContact))).toEqual(["import-x/no-restricted-paths"]);
    const relative = 'import { formatMoney } from "../billing/format";\n\nexport const f = formatMoney;\n';
    expect(rulesOf(await eslint.lintText(relative, inContact))).toEqual(["import-x/no-restricted-paths"]);
  });

  it("pass on the same import through the feature's public entry, and on the feature's own files", async () => {
    const code =
      'import { ContactSellerIdentity } from "@/features/billing";\n\nexport const C = ContactSellerIdentity;\n';
    expect(rulesOf(await eslint.lintText(code, inContact))).toEqual([]);
    const own = 'import { ContactInfo } from "./components/contact-info";\n\nexport const C = ContactInfo;\n';
    expect(rulesOf(await eslint.lintText(own, inContact))).toEqual([]);
  });
});
