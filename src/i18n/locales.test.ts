import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@common/locales";

/** The web app's namespaces, and the server's (e-mails, PDFs: never in the web bundle), held to the same rules. */
const FOLDERS = ["locales", "server-locales"].map((name) => {
  const dir = path.join(__dirname, name);
  return { name, dir, namespaces: fs.readdirSync(path.join(dir, "en")).filter((f) => f.endsWith(".json")) };
});

function keys(obj: unknown, prefix = ""): string[] {
  if (obj === null || typeof obj !== "object" || Array.isArray(obj)) return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("locale files", () => {
  it("a namespace lives in one folder only", () => {
    const [web, server] = FOLDERS;
    expect(server!.namespaces.length).toBeGreaterThan(0);
    expect(web!.namespaces.filter((ns) => server!.namespaces.includes(ns))).toEqual([]);
  });

  it("the web app never imports the server's namespaces (only server/lib/i18n.ts does)", () => {
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          if (fs.readFileSync(file, "utf8").includes("server-locales")) found.push(path.relative(__dirname, file));
      }
    };
    walk(path.join(__dirname, ".."));
    expect(found).toEqual([]);
  });

  for (const { name, dir, namespaces } of FOLDERS) {
    const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, ns), "utf8"));

    it(`${name}: exist for every language and namespace`, () => {
      for (const lng of LANGUAGES) {
        for (const ns of namespaces) expect(fs.existsSync(path.join(dir, lng, ns)), `${lng}/${ns}`).toBe(true);
        const extra = fs.readdirSync(path.join(dir, lng)).filter((f) => !namespaces.includes(f));
        expect(extra, `${lng} has namespaces en lacks`).toEqual([]);
      }
    });

    for (const ns of namespaces) {
      const en = new Set(keys(read("en", ns)));
      for (const lng of LANGUAGES.filter((l) => l !== "en")) {
        it(`${lng}/${ns} has exactly the keys of en/${ns}`, () => {
          const other = new Set(keys(read(lng, ns)));
          expect(
            [...en].filter((k) => !other.has(k)),
            "missing",
          ).toEqual([]);
          expect(
            [...other].filter((k) => !en.has(k)),
            "extra",
          ).toEqual([]);
        });

        it(`${lng}/${ns} keeps every {{placeholder}} of en`, () => {
          const enFlat = read("en", ns);
          const otherFlat = read(lng, ns);
          const get = (o: unknown, k: string) => k.split(".").reduce<any>((a, p) => a?.[p], o);
          for (const key of en) {
            const e = get(enFlat, key);
            const o = get(otherFlat, key);
            if (typeof e !== "string" || typeof o !== "string") continue;
            const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
            expect(vars(o), `${lng}/${ns}:${key}`).toEqual(vars(e));
          }
        });
      }
    }
  }
});
