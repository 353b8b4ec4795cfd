import type { Page, Route } from "@playwright/test";

/**
 * Holds the page's requests to `url` until the test lets them go, so that a state shown only while a request is on
 * its way ("Sending...") is looked at for sure, however slow the machine (a fixed delay can end before the test's
 * next step runs). Requests after `release()` pass at once; `answer` replaces the real server.
 */
export async function holdRequests(page: Page, url: string, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await (answer ? answer(route) : route.continue());
  });
  return release;
}
