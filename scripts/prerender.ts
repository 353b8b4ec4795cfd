/**
 * Writes every prerendered page of the route table to dist/client/<path>/index.html,
 * plus _shell.html (the bare app for other paths) and _prerendered.json (for the sitemap).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist", "client");
const serverEntry = path.join(root, "dist", "server", "entry-server.js");

interface HeadData {
  title: string;
  description: string;
  noindex?: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function headTags(head: HeadData | undefined, pagePath: string, isPublic: boolean, fullTitle: (t: string) => string) {
  if (!head) return "";
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pagePath)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(pagePath)}" />`,
  ];
  if (!isPublic || head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}

async function main() {
  const template = await fs.readFile(path.join(clientDir, "index.html"), "utf8");
  const mod = (await import(pathToFileURL(serverEntry).href)) as {
    render(url: string): Promise<{ html: string; head?: HeadData }>;
    prerenderPaths(): { path: string; public: boolean }[];
    fullTitle(t: string): string;
  };

  await fs.writeFile(
    path.join(clientDir, "_shell.html"),
    template.replace("<!--app-head-->", "<title>Umbra</title>").replace("<!--app-html-->", ""),
  );

  const pages = mod.prerenderPaths();
  const started = performance.now();
  for (const page of pages) {
    const { html, head } = await mod.render(page.path);
    if (!head) throw new Error(`${page.path} rendered no <PageMeta>: every page needs a title and description`);
    const out = template
      .replace("<!--app-head-->", headTags(head, page.path, page.public, mod.fullTitle))
      .replace("<!--app-html-->", html);
    const file = page.path === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, page.path, "index.html");
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, out);
  }
  await fs.writeFile(path.join(clientDir, "_prerendered.json"), JSON.stringify(pages, null, 2));
  console.log(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
