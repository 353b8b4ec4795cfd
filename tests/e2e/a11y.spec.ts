import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every public screen, in English at desktop width (the language switch is covered by its own specs). */
const publicPages = [
  "/",
  "/services",
  "/services/shilling",
  "/services/custom",
  "/pricing",
  "/about",
  "/testimonials",
  "/faq",
  "/blog",
  "/blog/1",
  "/portfolio",
  "/portfolio/3",
  "/terms",
  "/privacy",
  "/refund",
  "/cookies",
  "/no-such-page",
];

/** axe-core needs a page of a context of its own; the cookie banner stays closed so it does not hide the page. */
async function openPage(browser: Browser, path: string, lang = "en") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((lng) => {
    window.localStorage.setItem("cookie-consent", "essential");
    window.localStorage.setItem("lang", lng);
  }, lang);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  return page;
}

/** @axe-core/playwright is typed against its own copy of playwright-core; the page object is the same at runtime. */
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const path of publicPages) {
  test(`${path} has no serious or critical axe violations`, async ({ browser }) => {
    const page = await openPage(browser, path);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}

test("The other About tabs and an opened FAQ answer pass axe", async ({ browser }) => {
  const about = await openPage(browser, "/about");
  for (const name of ["Our Story", "Our Approach"]) {
    await about.getByRole("tab", { name }).click();
    expect(await seriousViolations(about)).toEqual([]);
  }
  await about.context().close();

  const faq = await openPage(browser, "/faq");
  await faq.getByRole("button").filter({ hasText: "?" }).first().click();
  expect(await seriousViolations(faq)).toEqual([]);
  await faq.context().close();
});

test("German and Japanese home pages pass axe", async ({ browser }) => {
  for (const lang of ["de", "ja"]) {
    const page = await openPage(browser, "/", lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }
});

test("The skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement));
  expect(focusedInMain).toBe(true);
});

test("Every image on the public pages has an alt attribute", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  for (const path of ["/", "/blog", "/portfolio", "/portfolio/3", "/testimonials", "/about"]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    const missing = await page.locator("img:not([alt])").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(missing, path).toEqual([]);
  }
});
