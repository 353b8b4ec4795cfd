import type { Page } from "@playwright/test";

/** Marks cookie consent as given, so the banner does not cover the page under test. */
export async function skipCookieBanner(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
}
