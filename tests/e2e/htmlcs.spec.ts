import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { WIDTHS, go, localized, open, type Lang } from "./a11y-helpers";
import { expect, test } from "./fixtures";

/**
 * HTML_CodeSniffer (WCAG 2 AA), a second engine beside axe (a11y.spec.ts), over the public pages in en, de and ja at
 * phone and desktop width: no error; and the header's buttons carry their visible words in their accessible names
 * (WCAG 2.5.3: the language button's "English" was not part of "Choose language"). One page per language and width goes from route
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
        // WCAG 2.5.3: the header's buttons (language, region, menu) carry their visible words in their name.
        for (const b of await page.evaluate(() =>
          [...document.querySelectorAll("header button")].map((el) => ({
            text: (el as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
            label: el.getAttribute("aria-label"),
          })),
        ))
          if (b.text && b.label !== null && !b.label.toLowerCase().includes(b.text.toLowerCase()))
            problems.push(`${url}: header button "${b.text}" is named "${b.label}" (2.5.3)`);
        for (const f of await sniff(page)) {
          // 1 is HTMLCS.ERROR; its warnings are reminders to check by hand (the header's 2.5.3 is checked above).
          if (f.type === 1) problems.push(`${url}: ${f.code} — ${f.msg} ${f.html}`);
        }
      }
      await context.close();
      console.log(`[htmlcs] ${lang} ${width.width}: ${screens} screens, ${problems.length} problems`);
      expect(problems).toEqual([]);
    });
  }
}
