import { expect, test } from "./fixtures";

const PRICES: Record<string, [string, string[]]> = {
  shilling: ["Strategic Shilling", ["$999", "$2,499", "$4,999"]],
  influencer: ["Influencer Marketing", ["$1,499", "$3,499", "$7,999"]],
  amazon: ["Amazon Growth", ["$2,499", "$5,999", "$12,999"]],
  music: ["Music Promotion", ["$1,299", "$2,999", "$5,999"]],
  youtube: ["YouTube Growth", ["$1,799", "$3,999", "$7,999"]],
  political: ["Political Campaigns", ["$4,999", "$12,999", "$29,999"]],
  business: ["Business Growth", ["$1,999", "$4,999", "$9,999"]],
  reputation: ["Reputation Management", ["$2,999", "$6,999", "$15,999"]],
  press: ["Press & Media", ["$3,999", "$8,999", "$19,999"]],
  custom: ["Custom Campaigns", ["$1,999", "$9,999+", "Custom Quote"]],
};

test("/pricing shows every service's three plans at the spec's prices", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing | Umbra");
  for (const [id, [title, prices]] of Object.entries(PRICES)) {
    const section = page.getByRole("region", { name: title, exact: true });
    const plans = section.getByRole("article");
    await expect(plans).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(plans.nth(i)).toContainText(prices[i]!);
    await expect(plans.nth(1)).toContainText("Most Popular");
    await expect(plans.nth(0)).not.toContainText("Most Popular");
    await expect(plans.nth(0).getByRole("link", { name: "Select Plan" })).toHaveAttribute(
      "href",
      `/order/${id}?plan=starter`,
    );
  }
});

test("/pricing has a custom pricing block linking to /contact", async ({ page }) => {
  await page.goto("/pricing");
  const custom = page.getByRole("region", { name: "Need something bigger?" });
  await custom.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/pricing formats prices for the chosen language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "de"));
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("main")).toContainText(/2\.499\s\$/);
});

test("/pricing at phone width lists plans one under another @phone", async ({ page }) => {
  await page.goto("/pricing");
  const section = page.getByRole("region", { name: "Strategic Shilling", exact: true });
  const plans = section.getByRole("article");
  const a = await plans.nth(0).boundingBox();
  const b = await plans.nth(1).boundingBox();
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  await page
    .getByRole("navigation", { name: "Jump to a service" })
    .getByRole("link", { name: "Custom Campaigns" })
    .click();
  await expect(page).toHaveURL(/#custom$/);
  await expect(page.getByRole("region", { name: "Custom Campaigns", exact: true })).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
