import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDataPartNamespace } from "@common/content-namespaces";
import { LANGUAGES, type Language } from "@common/locales";
import type { SiteData } from "@/app/site-data";
import { NOT_FOUND_SAMPLES, renderSiteFile, siteFileKey, siteFiles, type ServerEntry } from "../../scripts/render-site";
import { createLogger } from "../../server/lib/logger";
import { createLiveSite, type RunningLiveSite } from "../../server/services/site/live-site";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The live site's bookkeeping (issue 39), with a two-page site whose page /a draws the figures and /b draws none of
 * the site data: a change of the figures renders /a again in every language, and /b keeps its HTML but carries the
 * new site data in its data block, which the browser hands on to the next page a visitor moves to (a stale copy there
 * would show the old figures after a click).
 */

const template = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="module" src="/app.js"></script></body></html>`;

const entry: ServerEntry = {
  async render(appPath: string, lng: Language, site = {}) {
    const drawsFigures = appPath === "/a";
    return {
      html: drawsFigures ? `<main>/a ${JSON.stringify(site.data?.figures ?? null)}</main>` : `<main>${appPath}</main>`,
      head: { title: appPath, description: "d" },
      strings: {
        lng,
        resources: { common: { x: "y" } },
        ...(site.data && Object.keys(site.data).length ? { site: site.data } : {}),
      },
      reads: drawsFigures ? [siteDataPartNamespace("figures"), "common"] : ["common"],
    };
  },
  prerenderPaths: () => [
    { path: "/a", public: true },
    { path: "/b", public: true },
  ],
  fullTitle: (t) => t,
  notFoundKind: (p) => Object.entries(NOT_FOUND_SAMPLES).find(([, s]) => s === p)?.[0] ?? "page",
};

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "live-site-"));
let t: TestApp;
let site: RunningLiveSite;
let data: SiteData = {};
const replaced = new Map<string, string>();

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, "_template.html"), template);
  // The build: every file written, and its record of what each reads.
  const record: Record<string, string[]> = {};
  for (const lng of LANGUAGES)
    for (const what of siteFiles(entry)) {
      const file = await renderSiteFile(entry, template, lng, what);
      fs.mkdirSync(path.dirname(path.join(webRoot, file.file)), { recursive: true });
      fs.writeFileSync(path.join(webRoot, file.file), file.html);
      record[siteFileKey(lng, what)] = file.namespaces;
    }
  fs.writeFileSync(path.join(webRoot, "_namespaces.json"), JSON.stringify(record));
  t = await createTestApp();
  site = createLiveSite({
    database: t.database,
    logger: createLogger("silent"),
    webRoot,
    loadEntry: async () => entry,
    template,
    replacePages: (pages) => {
      for (const [f, html] of pages) replaced.set(f, html);
    },
    loadSiteData: async () => data,
  });
  await site.start();
}, 60_000);
afterAll(async () => {
  await site.stop();
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const dataBlock = (html: string) =>
  JSON.parse(/<script type="application\/json" id="i18n-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    site?: SiteData;
    resources: object;
  };

describe("the live site", () => {
  it("renders nothing for an untouched install", () => {
    expect(replaced.size).toBe(0);
  });

  it("renders the pages that draw a changed part, and hands the new data to the others without rendering them", async () => {
    data = { figures: { campaigns: 12 } };
    // /a in six languages.
    expect(await site.refresh("figures")).toBe(LANGUAGES.length);
    expect(replaced.get("de/a/index.html")).toContain('<main>/a {"campaigns":12}</main>');
    const b = replaced.get("de/b/index.html")!;
    expect(b).toContain("<main>/b</main>");
    expect(b).toBe(
      fs
        .readFileSync(path.join(webRoot, "de/b/index.html"), "utf8")
        .replace(/(id="i18n-data">)(.*?)(<\/script>)/s, (_m, open: string, json: string, close: string) =>
          [open, JSON.stringify({ ...JSON.parse(json), site: data }), close].join(""),
        ),
    );
    expect(dataBlock(b)).toMatchObject({ site: { figures: { campaigns: 12 } }, resources: { common: { x: "y" } } });

    // Back to the shipped figures: the data block loses its copy.
    replaced.clear();
    data = {};
    expect(await site.refresh("figures")).toBe(LANGUAGES.length);
    expect(dataBlock(replaced.get("ja/b/index.html")!).site).toBeUndefined();
    expect(replaced.get("a/index.html")).toContain("<main>/a null</main>");
  });
});
