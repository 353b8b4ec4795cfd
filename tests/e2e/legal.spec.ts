import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipCookieBanner(page));

for (const [path, title, phrase] of [
  ["/terms", "Terms of Service", /By using the website or ordering a service you agree/],
  ["/privacy", "Privacy Policy", /We never sell your personal data/],
  ["/refund", "Refund Policy", /when you are entitled to a refund/],
  ["/cookies", "Cookie Policy", /which cookies and similar technologies/],
] as const) {
  test(`${path} shows '${title}', last updated May 9, 2025, with real policy text`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Umbra`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last updated: May 9, 2025")).toBeVisible();
    await expect(page.getByText(phrase)).toBeVisible();
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  });
}

test("the refund policy states the numbers of spec §9", async ({ page }) => {
  await page.goto("/refund");
  const main = page.getByRole("main");
  await expect(main.getByText(/full refund minus a 10% administrative fee/)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Cancellation within 48 hours of the start" })).toBeVisible();
  await expect(main.getByText(/you receive a 75% refund/)).toBeVisible();
  await expect(main.getByText(/No refund is given for the current period/)).toBeVisible();
  await expect(main.getByText(/once 50% or more of the agreed work is complete/)).toBeVisible();
  await expect(main.getByText(/within 3 business days/).first()).toBeVisible();
  await expect(main.getByText(/within 5-10 business days/)).toBeVisible();
});

test("@phone the legal pages link to each other on a phone", async ({ page }) => {
  await page.goto("/terms");
  const nav = page.getByRole("navigation", { name: "Legal documents" });
  await nav.getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
  await expect(nav.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("aria-current", "page");
});
