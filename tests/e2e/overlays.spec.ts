import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_OVERLAYS } from "../../playwright.config";
import { tr } from "./a11y-helpers";
import { registerAndConfirm, signInAsAdmin, uniqueEmail } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

// Issue 38: on a phone the chat launcher and back to top covered "Balance due", "Success rate" and a toast covered
// the order confirmation's button. Measured here from bounding boxes, as a reader would see it.
test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: "reduce" } });
test.beforeEach(async ({ page }) => skipCookieBanner(page));

/** The floating controls' names in the page's language. */
const floating = (lang: "en" | "de") => [tr(lang, "widgets", "chat.open"), tr(lang, "widgets", "backToTop")];

/**
 * What the visible floating controls lie over now: every form field, button and price of the page (a price measured
 * by its own text, the figure a reader reads), each as "<control> over <what>". Also says whether a floating control
 * is shown at all, so that a test can tell "steps aside" from "never there".
 */
function overlaps(page: Page) {
  const lang = new URL(page.url()).pathname.startsWith("/de") ? "de" : "en";
  return page.evaluate((floatingNames) => {
    const shown = [...document.querySelectorAll<HTMLElement>("button[aria-label]")].filter((b) => {
      if (!floatingNames.includes(b.getAttribute("aria-label")!)) return false;
      const r = b.getBoundingClientRect();
      return r.width > 0 && Number(getComputedStyle(b).opacity) > 0 && b.getAttribute("aria-hidden") !== "true";
    });
    const boxes: { what: string; r: DOMRect }[] = [];
    const FIELD_OR_BUTTON =
      'input:not([type=hidden]), select, textarea, button, [role="button"], [role="combobox"], a[data-slot="button"]';
    for (const el of document.querySelectorAll<HTMLElement>(FIELD_OR_BUTTON)) {
      if (shown.includes(el)) continue;
      const r = el.getBoundingClientRect();
      // (A visually hidden input is 1 px: what is seen of it is its label, measured as a price or button if it is one.)
      if (r.width * r.height > 4)
        boxes.push({
          what: `${el.tagName.toLowerCase()} "${el.textContent?.trim() || el.getAttribute("aria-label") || el.getAttribute("name") || ""}"`,
          r,
        });
    }
    const PRICE = /(?:[$€£¥]\s?\d)|(?:\d\s?(?:€|\$|£|¥|円|元))/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!PRICE.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        if (r.width * r.height > 4) boxes.push({ what: `price "${text.trim()}"`, r });
    }
    const hits: string[] = [];
    for (const f of shown) {
      const a = f.getBoundingClientRect();
      for (const { what, r } of boxes)
        if (r.left < a.right && r.right > a.left && r.top < a.bottom && r.bottom > a.top)
          hits.push(`${f.getAttribute("aria-label")} over ${what}`);
    }
    return { hits, shown: shown.length };
  }, floating(lang));
}

/**
 * Scrolls the page from top to bottom, a third of a screen at a time, and at each place waits until no floating
 * control lies over a field, a button or a price. Returns at how many places a floating control was shown.
 */
async function walk(page: Page): Promise<number> {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }));
  const places = [];
  for (let y = 0; y < height - screen; y += Math.round(screen / 3)) places.push(y);
  places.push(height - screen);
  let shownAt = 0;
  for (const y of places) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect
      .poll(async () => (await overlaps(page)).hits, { message: `scrolled to ${y}`, timeout: 5_000 })
      .toEqual([]);
    if ((await overlaps(page)).shown > 0) shownAt++;
  }
  return shownAt;
}

test("at 390 px no floating control lies over a field, a button or a price on the home, pricing and order pages", async ({
  page,
}) => {
  test.setTimeout(240_000);
  for (const url of ["/", "/pricing", "/de/pricing"]) {
    await page.goto(url);
    // The controls step aside, they are not gone: each page shows one somewhere.
    expect(await walk(page), url).toBeGreaterThan(0);
  }
  await page.goto("/order/reputation?plan=professional");
  await walk(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Project Name")).toBeVisible();
  await walk(page);
});

test("a German order on a phone is confirmed once, by the panel, and nothing covers its button", async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("overlay-de");
  await page.goto("/de/order/reputation?plan=professional");
  await page.getByRole("button", { name: tr("de", "order", "actions.next") }).click();
  await page.getByLabel(tr("de", "order", "fields.projectName")).fill("Ruf");
  await page.getByLabel(tr("de", "order", "fields.contactName")).fill("Greta Groß");
  await page.getByLabel(tr("de", "order", "fields.contactEmail"), { exact: true }).fill(email);
  await page.getByRole("button", { name: tr("de", "order", "actions.submit") }).click();
  await expect(page).toHaveURL(/\/de\/services$/);
  const panel = page.getByRole("status").filter({ hasText: tr("de", "order", "toast.success") });
  await expect(panel.getByRole("heading", { level: 2, name: /^Bestellung ORD-\d{6} eingegangen$/ })).toBeFocused();
  const follow = panel.getByRole("link", { name: tr("de", "order", "confirmation.register") });
  await expect(follow).toBeVisible();
  // One message for the event: no toast says it again over the panel.
  await expect(
    page.getByRole("region", { name: tr("de", "common", "a11y.notifications") }).getByRole("listitem"),
  ).toHaveCount(0);
  await expect.poll(async () => (await overlaps(page)).hits).toEqual([]);
  await walk(page);
});

test("at 390 px no floating control lies over a field, a button or a price on the client's order page with its invoice", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_OVERLAYS);
  const client = await registerAndConfirm(page, { name: "Olive Overlay" });
  const created = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.44.0.9", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "custom",
      servicePlan: "enterprise",
      projectName: "Overlay check",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: client.name,
      contactEmail: client.email,
      contactPhone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = ((await created.json()) as { order: { code: string } }).order;
  const issued = await staff.request.post(`/api/admin/orders/${code}/invoices`, {
    data: { lines: [{ description: "Launch campaign", quantity: 2, unitPriceCents: 123_45 }] },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  await staffContext.close();

  await page.goto(`/dashboard/orders/${code}`);
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByText("Balance due")).toBeVisible();
  expect(await walk(page)).toBeGreaterThan(0);
});
