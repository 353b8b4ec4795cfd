/**
 * Writes every prerendered page of the route table once per language: English at dist/client/<path>/index.html,
 * another language at dist/client/<lng>/<path>/index.html. Also per language: _shell.html (the bare app for
 * paths that are drawn in the browser) and _404/<kind>.html (the not-found page), plus _prerendered.json
 * (for the sitemap). Absolute URLs are written with a placeholder origin that the server replaces with
 * PUBLIC_URL when it serves the file.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../common/locales";
import { headTags, page, type HeadData, type I18nData } from "./page-html";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist", "client");
const serverEntry = path.join(root, "dist", "server", "entry-server.js");

interface ServerEntry {
  render(appPath: string, lng: Language): Promise<{ html: string; head?: HeadData; strings: I18nData }>;
  prerenderPaths(): { path: string; public: boolean }[];
  fullTitle(t: string): string;
  notFoundKind(pathname: string): string;
}

const NOT_FOUND_SAMPLES: Record<string, string> = {
  page: "/__not-found",
  blog: "/__not-found/blog",
  portfolio: "/__not-found/portfolio",
  services: "/__not-found/service",
};

const fileFor = (lng: Language, appPath: string) =>
  path.join(clientDir, lng === DEFAULT_LANGUAGE ? "" : lng, appPath === "/" ? "" : appPath, "index.html");

async function write(file: string, text: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

async function main() {
  const template = await fs.readFile(path.join(clientDir, "_template.html"), "utf8").catch(async () => {
    // The first run after `vite build`: keep the bare template before index.html is overwritten.
    const t = await fs.readFile(path.join(clientDir, "index.html"), "utf8");
    await fs.writeFile(path.join(clientDir, "_template.html"), t);
    return t;
  });
  const mod = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const pages = mod.prerenderPaths();
  const started = performance.now();
  let count = 0;

  for (const lng of LANGUAGES) {
    const dir = lng === DEFAULT_LANGUAGE ? clientDir : path.join(clientDir, lng);
    // The shell: the frame's strings, drawn in the browser.
    const frame = await mod.render(NOT_FOUND_SAMPLES.page!, lng);
    await write(
      path.join(dir, "_shell.html"),
      page(template, lng, `<title>Umbra</title>\n    <meta name="robots" content="noindex" />`, "", frame.strings),
    );
    for (const [kind, sample] of Object.entries(NOT_FOUND_SAMPLES)) {
      if (mod.notFoundKind(sample) !== kind) throw new Error(`${sample} is not a "${kind}" not-found path`);
      const { html, head, strings } = await mod.render(sample, lng);
      if (!head) throw new Error(`the not-found page rendered no <PageMeta>`);
      await write(
        path.join(dir, "_404", `${kind}.html`),
        // Marked: a path of a route with parameters (an unknown /order/x) draws its own view instead of hydrating.
        page(template, lng, headTags(head, lng, null, false, mod.fullTitle), html, strings).replace(
          '<div id="root">',
          '<div id="root" data-not-found="">',
        ),
      );
    }

    for (const p of pages) {
      const { html, head, strings } = await mod.render(p.path, lng);
      if (!head) throw new Error(`${p.path} rendered no <PageMeta>: every page needs a title and description`);
      await write(
        fileFor(lng, p.path),
        page(template, lng, headTags(head, lng, p.path, p.public, mod.fullTitle), html, strings),
      );
      count++;
    }
  }
  await fs.writeFile(path.join(clientDir, "_prerendered.json"), JSON.stringify(pages, null, 2));
  console.log(
    `prerendered ${count} pages (${pages.length} paths × ${LANGUAGES.length} languages) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
