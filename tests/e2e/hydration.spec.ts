import { expect, test } from "./fixtures";

/**
 * Issue 23's pages hydrate as they were prerendered: no mismatch (the fixture fails on any console error, which is
 * how React reports one) and no Intl.NumberFormat made while hydrating. The first formatter of a page loads ICU's
 * number data, a long task on a phone; the prices and figures a page shows travel with it (common/formatted.ts).
 */
const PAGES = ["/", "/services", "/services/shilling", "/blog/1", "/portfolio/1", "/contact", "/de/", "/ja/services"];

test("the measured pages hydrate without a mismatch and without making a number formatter", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { formattersMade: number; formattersAtHydration?: number };
    w.formattersMade = 0;
    const Made = Intl.NumberFormat;
    const count = {
      construct: (target: typeof Made, args: unknown[]) => {
        w.formattersMade++;
        return Reflect.construct(target, args) as object;
      },
      apply: (target: typeof Made, self: unknown, args: unknown[]) => {
        w.formattersMade++;
        return Reflect.apply(target, self, args) as unknown;
      },
    };
    Intl.NumberFormat = new Proxy(Made, count as ProxyHandler<typeof Made>);
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated === "true") w.formattersAtHydration ??= w.formattersMade;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  const made: Record<string, number | undefined> = {};
  for (const path of PAGES) {
    await page.goto(path);
    made[path] = await page.evaluate(
      () => (window as unknown as { formattersAtHydration?: number }).formattersAtHydration,
    );
  }
  expect(made).toEqual(Object.fromEntries(PAGES.map((p) => [p, 0])));
  // The check can fail: the same page, asked for a price it did not carry, makes one.
  const later = await page.evaluate(() => {
    const w = window as unknown as { formattersMade: number };
    const before = w.formattersMade;
    new Intl.NumberFormat("ja", { style: "currency", currency: "EUR" }).format(1);
    return w.formattersMade - before;
  });
  expect(later).toBe(1);
});

test("a prerendered price is the text the page carried for it", async ({ page }) => {
  await page.goto("/services/shilling");
  const carried = await page.evaluate(() => {
    const data = JSON.parse(document.getElementById("i18n-data")!.textContent!) as {
      formatted?: Record<string, string>;
    };
    return data.formatted ?? {};
  });
  // The related services' "From $1,499" (Influencer Marketing's first tier).
  expect(carried["m|en|USD|true|149900"]).toBe("$1,499");
  await expect(page.getByRole("main")).toContainText("From $1,499");
});
