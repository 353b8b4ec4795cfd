import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const comparisonRow = (page: Page, feature: string) =>
  page.getByRole("region", { name: "Compare services side by side" }).getByRole("row", { name: feature });

test("/services lists all ten services with links to their pages", async ({ page }) => {
  await page.goto("/services");
  await expect(page).toHaveTitle("Services | Umbra");
  const list = page.getByRole("region", { name: "All services" });
  await expect(list.getByRole("link", { name: /^Learn more/ })).toHaveCount(10);
  await list.getByRole("link", { name: "Learn more: Press & Media" }).click();
  await expect(page).toHaveURL(/\/services\/press$/);
});

test("comparison starts with shilling and business and each side can change", async ({ page }) => {
  await page.goto("/services");
  const left = page.getByRole("combobox", { name: "First service" });
  const right = page.getByRole("combobox", { name: "Second service" });
  await expect(left).toHaveText("Strategic Shilling");
  await expect(right).toHaveText("Business Growth");
  const reviews = comparisonRow(page, "Authentic Reviews Generation");
  await expect(reviews.getByRole("cell").nth(0)).toHaveText("Not included");
  await expect(reviews.getByRole("cell").nth(1)).toHaveText("Included");
  await expect(comparisonRow(page, "Advanced Analytics Reporting").getByRole("cell")).toHaveText([
    "Included",
    "Included",
  ]);

  await left.click();
  await expect(page.getByRole("option")).toHaveCount(10);
  await page.getByRole("option", { name: "Amazon Growth" }).click();
  await expect(left).toHaveText("Amazon Growth");
  await expect(reviews.getByRole("cell").nth(0)).toHaveText("Included");

  await right.click();
  await page.getByRole("option", { name: "Custom Campaigns" }).click();
  await expect(right).toHaveText("Custom Campaigns");
  const table = page.getByRole("region", { name: "Compare services side by side" }).getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(9);
  for (const row of await table.getByRole("row").all()) {
    if ((await row.getByRole("cell").count()) === 0) continue;
    await expect(row.getByRole("cell").nth(1)).toHaveText("Included");
  }
});

test("comparison selectors work with the keyboard", async ({ page }) => {
  await page.goto("/services");
  const right = page.getByRole("combobox", { name: "Second service" });
  await right.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Music Promotion" }).focus();
  await page.keyboard.press("Enter");
  await expect(right).toHaveText("Music Promotion");
});

test("/services explains How It Works in 3 steps and has both categories with contact buttons", async ({ page }) => {
  await page.goto("/services");
  const how = page.getByRole("region", { name: "How It Works" });
  await expect(how.getByRole("listitem")).toHaveCount(3);
  await expect(how.getByRole("heading", { level: 3 })).toHaveText([
    "Select your service",
    "Customise your campaign",
    "Watch your growth",
  ]);
  for (const name of ["For Individuals", "For Businesses"]) {
    const category = page.getByRole("region", { name, exact: true });
    await expect(category.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  }
  await page
    .getByRole("region", { name: "For Businesses", exact: true })
    .getByRole("link", { name: "Contact Us" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("service detail opens on Overview with Order Now, back link and Get Started Now", async ({ page }) => {
  await page.goto("/services/shilling");
  await expect(page).toHaveTitle("Strategic Shilling | Umbra");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Strategic Shilling");
  await expect(page.getByRole("tab")).toHaveText(["Overview", "Features", "Pricing", "FAQ"]);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/contact");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Ready to get started?" })).toBeVisible();
  await panel.getByRole("link", { name: "Order Now" }).click();
  await expect(page).toHaveURL(/\/order\/shilling$/);
});

test("service detail tabs show features, three plans and the FAQ", async ({ page }) => {
  await page.goto("/services/custom");
  await page.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(4);

  await page.getByRole("tab", { name: "Pricing" }).click();
  const plans = page.getByRole("tabpanel").getByRole("article");
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText("$1,999");
  await expect(plans.nth(1)).toContainText("$9,999+");
  await expect(plans.nth(1)).toContainText("Most Popular");
  await expect(plans.nth(2)).toContainText("Custom Quote");
  await expect(page.getByRole("link", { name: "Contact for Pricing Information" })).toHaveAttribute("href", "/contact");
  await expect(plans.nth(0).getByRole("link", { name: "Select Plan" })).toHaveAttribute(
    "href",
    "/order/custom?plan=starter",
  );
});

test("the FAQ accordion keeps one answer open and can close it", async ({ page }) => {
  await page.goto("/services/reputation");
  await page.getByRole("tab", { name: "FAQ" }).click();
  const questions = page.getByRole("tabpanel").getByRole("button");
  await expect(questions).toHaveCount(4);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("We cannot delete content we do not control")).toBeVisible();
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("We cannot delete content we do not control")).toBeHidden();
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
});

test("tabs work with the keyboard", async ({ page }) => {
  await page.goto("/services/music");
  await page.getByRole("tab", { name: "Overview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Features" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Pricing" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("$2,999");
});

for (const [id, related] of [
  ["shilling", ["influencer", "amazon", "music"]],
  ["amazon", ["shilling", "influencer", "music"]],
] as const) {
  test(`${id} relates the first three other services`, async ({ page }) => {
    await page.goto(`/services/${id}`);
    const section = page.getByRole("region", { name: "Related services" });
    const links = section.getByRole("link", { name: /^Learn more/ });
    await expect(links).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(links.nth(i)).toHaveAttribute("href", `/services/${related[i]}`);
  });
}

test("an unknown service shows 'Service Not Found' with a way back", async ({ page }) => {
  await page.goto("/services/not-a-service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(page.getByText("Sorry, we couldn't find the service you're looking for.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("service detail works at phone width @phone", async ({ page }) => {
  await page.goto("/services/youtube");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("YouTube Growth");
  await page.getByRole("tab", { name: "Pricing" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(3);
  await expect(page.getByRole("tabpanel").getByRole("article").nth(1)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("/services comparison works at phone width @phone", async ({ page }) => {
  await page.goto("/services");
  const left = page.getByRole("combobox", { name: "First service" });
  await left.click();
  await page.getByRole("option", { name: "Political Campaigns" }).click();
  await expect(left).toHaveText("Political Campaigns");
  await expect(
    page.getByRole("region", { name: "For Individuals", exact: true }).getByRole("link", { name: "Contact Us" }),
  ).toBeVisible();
});
