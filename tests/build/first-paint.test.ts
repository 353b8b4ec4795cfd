/**
 * The first paint of a prerendered page waits until its content is parsed (index.html: <link rel="expect"
 * href="#site-footer" blocking="render">). A page painted half-parsed moved what it had drawn once the next slice was
 * parsed: the header's actions, the centred row of links on /pricing (a layout shift a phone's slow parser shows and
 * regions.spec measured). This checks, over every built page, that the link is there and names an element that the
 * page has, after its content. Run after `npm run build`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const clientDir = path.resolve(__dirname, "../../dist/client");

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "assets" ? [] : pages(file);
    return e.name.endsWith(".html") ? [file] : [];
  });
}

const EXPECT_LINK = '<link rel="expect" href="#site-footer" blocking="render"';

describe("first paint of the prerendered pages", () => {
  const all = fs.existsSync(clientDir) ? pages(clientDir) : [];

  it("finds the built pages", () => {
    // 65 paths in six languages, and the client shell and template.
    expect(all.length).toBeGreaterThanOrEqual(390);
  });

  it("every page waits for its content, up to the footer, before it paints", () => {
    const wrong: string[] = [];
    let withFooter = 0;
    for (const file of all) {
      const html = fs.readFileSync(file, "utf8");
      const name = path.relative(clientDir, file);
      const head = html.slice(0, html.indexOf("</head>"));
      if (head.split(EXPECT_LINK).length !== 2) wrong.push(`${name}: no render-blocking link in <head>`);
      // The public site's screens end in the footer the link names, once, after <main>; the admin area has no footer
      // and the client shell no content: those paint once parsed whole.
      const footers = html.split("<footer").length - 1;
      if (footers === 0) continue;
      withFooter++;
      const footer = html.indexOf('<footer id="site-footer"');
      if (footers !== 1 || footer < 0) wrong.push(`${name}: not one footer named site-footer`);
      else if (footer < html.indexOf("</main>")) wrong.push(`${name}: the footer comes before the end of <main>`);
    }
    expect(wrong).toEqual([]);
    // Every public path in six languages (the admin pages and the shells have no footer).
    expect(withFooter).toBeGreaterThanOrEqual(300);
  });
});
