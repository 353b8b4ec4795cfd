import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

/**
 * A prerendered page shows its HTML before React has hydrated it, and a click that early is lost: wait until the
 * page's screen has hydrated (PageMeta marks <html data-hydrated>); a document the server writes alone (no app
 * root, e.g. "You have been unsubscribed") is done at once.
 */
export async function waitForHydration(page: Page) {
  await page
    .waitForFunction(
      () => document.documentElement.dataset.hydrated === "true" || !document.getElementById("root"),
      null,
      { timeout: 20_000 },
    )
    .catch(() => {
      /* pages without a screen of their own (e.g. a guard's spinner) never mark it */
    });
}

/** After each navigation of this page, wait for hydration. */
export function waitForHydrationOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

const octet = () => Math.floor(Math.random() * 256);
/**
 * A client address of its own (the e2e server trusts X-Forwarded-For, as behind a proxy): each test's browser is one
 * visitor, as in life. All of them coming from 127.0.0.1 shared one IP's limits, and once the whole suite ran in less
 * than the order limit's 15 minutes the eleventh order placed in a browser was refused with 429 (stop 47's CI run).
 */
export const clientAddress = () => `10.${200 + (octet() % 50)}.${octet()}.${1 + (octet() % 254)}`;

/** A second browser (another user, a phone) whose page waits for hydration like the test's own page. */
export async function newHydratingPage(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress(), ...options?.extraHTTPHeaders },
  });
  return { context, page: waitForHydrationOnGoto(await context.newPage()) };
}

/** Every test fails on a console error or an uncaught page error (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ "x-forwarded-for": clientAddress(), ...extraHTTPHeaders });
  },
  page: async ({ page }, use) => {
    await use(waitForHydrationOnGoto(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A page served with 404 on purpose (the not-found page) reports its own status; that is no error.
        if (msg.text().startsWith("Failed to load resource") && msg.location().url === page.url()) return;
        errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
