import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { WIDTHS, go, localized, open, type Lang } from "./a11y-helpers";
import { expect, test } from "./fixtures";

/**
 * HTML_CodeSniffer (WCAG 2 AA), a second engine beside axe (a11y.spec.ts), over the public pages in en, de and ja at
 * phone and desktop width: no error, and none of its WCAG 2.5.3 findings (a control whose visible words are not part
 * of its accessible name, as the language button's "English" was). One page per language and width goes from route
 * to route; HTMLCS runs once per screen.
 */
const HTMLCS_SOURCE = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");
const ROUTES = [
  "/",
  "/services",
  "/services/shilling",
  "/pricing",
  "/about",
  "/testimonials",
  "/faq",
  "/blog",
  "/blog/1",
  "/portfolio",
  "/portfolio/3",
  "/contact",
  "/terms",
  "/privacy",
  "/refund",
  "/cookies",
  "/login",
  "/register",
  "/no-such-page",
];
const LANGS: Lang[] = ["en", "de", "ja"];

interface Finding {
  type: number;
  code: string;
  msg: string;
  html: string;
  /** A reminder about the whole document ("check that …"), not a finding on an element. */
  whole: boolean;
}

async function sniff(page: Page): Promise<Finding[]> {
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(standard: string, el: Document, done: () => void, fail: () => void, lang: string): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs.getMessages().map((m) => ({
                type: m.type,
                code: m.code,
                msg: m.msg,
                html: (m.element as Element).outerHTML?.slice(0, 160) ?? "",
                whole: m.element === (document as unknown as Element) || m.element === document.documentElement,
              })),
            ),
          () => reject(new Error("HTML_CodeSniffer failed")),
          "en",
        );
      }),
  );
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`HTML_CodeSniffer WCAG2AA: public pages, ${lang} at ${width.width} px`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({
        viewport: { width: width.width, height: width.height },
        reducedMotion: "reduce",
      });
      await context.addInitScript({ path: HTMLCS_SOURCE });
      const page = await context.newPage();
      const problems: string[] = [];
      let screens = 0;
      for (const route of ROUTES) {
        const url = localized(lang, route);
        if (screens === 0) {
          await open(page, url);
          await page.locator("[data-cookie-banner]").getByRole("button").first().click();
        } else {
          await go(page, url);
        }
        screens++;
        for (const f of await sniff(page)) {
          // 1 is HTMLCS.ERROR; 2.5.3 (label in name) on a control is a warning and counts here all the same (on the
          // document it is HTMLCS's standing reminder to check every control by hand, on every page).
          if (f.type === 1 || (f.code.includes("2_5_3") && !f.whole))
            problems.push(`${url}: ${f.code} — ${f.msg} ${f.html}`);
        }
      }
      await context.close();
      console.log(`[htmlcs] ${lang} ${width.width}: ${screens} screens, ${problems.length} problems`);
      expect(problems).toEqual([]);
    });
  }
}
