/**
 * Writes every prerendered page of the route table once per language: English at dist/client/<path>/index.html,
 * another language at dist/client/<lng>/<path>/index.html. Also per language: _shell.html (the bare app for
 * paths that are drawn in the browser) and _404/<kind>.html (the not-found page), plus _prerendered.json
 * (for the sitemap) and _namespaces.json (the namespaces each file reads: the server re-renders the files a
 * publication touches, server/services/site/live-site.ts).
 * Absolute URLs are written with a placeholder origin that the server replaces with PUBLIC_URL when it serves
 * the file. The build renders a fresh install: nothing published, nothing configured.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LANGUAGES } from "../common/locales";
import { renderSiteFile, siteFileKey, siteFiles, type ServerEntry } from "./render-site";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist", "client");
const serverEntry = path.join(root, "dist", "server", "entry-server.js");

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
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const files = siteFiles(entry);
  const started = performance.now();
  const namespaces: Record<string, string[]> = {};
  let count = 0;

  for (const lng of LANGUAGES) {
    for (const what of files) {
      const rendered = await renderSiteFile(entry, template, lng, what);
      await write(path.join(clientDir, rendered.file), rendered.html);
      namespaces[siteFileKey(lng, what)] = rendered.namespaces;
      if (what.kind === "page") count++;
    }
  }
  const pages = entry.prerenderPaths();
  await fs.writeFile(path.join(clientDir, "_prerendered.json"), JSON.stringify(pages, null, 2));
  await fs.writeFile(path.join(clientDir, "_namespaces.json"), JSON.stringify(namespaces));
  console.log(
    `prerendered ${count} pages (${pages.length} paths × ${LANGUAGES.length} languages) in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
