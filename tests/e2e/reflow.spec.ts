import { localized, open } from "./a11y-helpers";
import { expect, test } from "./fixtures";

/** WCAG 1.4.10: at 320 CSS px nothing on a public page makes the window scroll sideways (German and Japanese). */
const ROUTES = [
  "/",
  "/services",
  "/services/business",
  "/order/reputation",
  "/pricing",
  "/about",
  "/testimonials",
  "/faq",
  "/blog",
  "/blog/1",
  "/portfolio",
  "/portfolio/1",
  "/terms",
  "/privacy",
  "/refund",
  "/cookies",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
  "/no-such-page",
];

for (const lang of ["de", "ja"] as const) {
  test(`no horizontal scroll at 320 px in ${lang}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, reducedMotion: "reduce" });
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of ROUTES) {
      await open(page, localized(lang, route));
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && el.checkVisibility())
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)}`);
        return { scroll: document.documentElement.scrollWidth - width, culprits };
      });
      if (overflow.scroll > 0) wide.push(`${route}: ${overflow.scroll}px (${overflow.culprits.join(" | ")})`);
    }
    await context.close();
    expect(wide).toEqual([]);
  });
}

test("with text at 200 % the German header keeps Anmelden and Registrieren on the page", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", "essential");
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = "html { font-size: 200% !important; }";
      document.head.append(style);
    });
  });
  const page = await context.newPage();
  for (const route of ["/de/", "/de/services", "/de/contact"]) {
    await open(page, route);
    const header = page.getByRole("banner");
    for (const name of ["Anmelden", "Registrieren"]) {
      const link = header.getByRole("link", { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    // The header's own row(s) stay within the window (they wrap instead of running off).
    const right = await header.evaluate((el) =>
      Math.max(...[...el.querySelectorAll("a, button")].map((c) => c.getBoundingClientRect().right)),
    );
    expect(right).toBeLessThanOrEqual(1440);
  }
  await context.close();
});
