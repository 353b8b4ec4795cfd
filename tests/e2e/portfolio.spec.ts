import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipCookieBanner(page));

const cardTitles = (page: import("@playwright/test").Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading");

test("the portfolio filters case studies with its buttons", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
  const filters = page.getByRole("group", { name: "Filter case studies by category" });
  await expect(filters.getByRole("button")).toHaveText(["All", "Growth", "Web3", "Reputation", "Marketing"]);
  await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(cardTitles(page)).toHaveCount(8);

  await filters.getByRole("button", { name: "Web3" }).click();
  await expect(filters.getByRole("button", { name: "Web3" })).toHaveAttribute("aria-pressed", "true");
  await expect(cardTitles(page)).toHaveText([
    "Launching a DeFi Protocol to 58K Holders",
    "Selling Out a 10K NFT Collection",
  ]);
  await filters.getByRole("button", { name: "Reputation" }).click();
  await expect(cardTitles(page)).toHaveText([
    "Restoring Trust for a Restaurant Group",
    "Repositioning a Candidate Before Election Day",
  ]);
  await filters.getByRole("button", { name: "All" }).click();
  await expect(cardTitles(page)).toHaveCount(8);
  await expect(page.getByText("No case studies found for this category.")).toHaveCount(0);
});

test("the sort toggle switches between newest first and title order", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(cardTitles(page).nth(2)).toHaveText("Restoring Trust for a Restaurant Group");
  await page.getByRole("button", { name: "Sort: newest first" }).click();
  await expect(page.getByRole("button", { name: "Sort: title A–Z" })).toBeVisible();
  await expect(cardTitles(page).nth(2)).toHaveText("Putting an Independent Artist on the Charts");
  await page.getByRole("button", { name: "Sort: title A–Z" }).click();
  await expect(cardTitles(page).nth(2)).toHaveText("Restoring Trust for a Restaurant Group");
});

test("@phone the portfolio filters with tabs on a phone", async ({ page }) => {
  await page.goto("/portfolio");
  const tabs = page.getByRole("tablist", { name: "Filter case studies by category" });
  await expect(tabs.getByRole("tab")).toHaveText(["All", "Growth", "Web3", "Reputation", "Marketing"]);
  await expect(page.getByRole("group", { name: "Filter case studies by category" })).toBeHidden();
  await tabs.getByRole("tab", { name: "Marketing" }).click();
  await expect(tabs.getByRole("tab", { name: "Marketing" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText([
    "Putting an Independent Artist on the Charts",
    "Turning a Gaming Channel into a Viral Engine",
  ]);
  await tabs.getByRole("tab", { name: "Growth" }).click();
  await expect(cardTitles(page)).toHaveCount(2);
});

test("a case study shows every detail, its before/after table, testimonial and three similar cases", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await page.getByRole("link", { name: "Restoring Trust for a Restaurant Group" }).click();
  await expect(page).toHaveURL(/\/portfolio\/3$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Restoring Trust for a Restaurant Group");
  await expect(main.getByText("Reputation Management").first()).toBeVisible();
  await expect(main.getByText("November 22, 2024").first()).toBeVisible();
  await expect(main.getByText(/structured reputation recovery programme/).first()).toBeVisible();
  await expect(main.getByRole("list", { name: "Tags" }).first().getByRole("listitem")).toHaveCount(4);
  await expect(main.getByText("Olive & Ember Hospitality").first()).toBeVisible();
  await expect(main.getByText("3 months", { exact: true })).toBeVisible();
  await expect(main.getByText(/push the outdated incident coverage off the first page/)).toBeVisible();
  for (const name of ["The Challenge", "Our Approach", "The Process", "The Results", "Before and After"])
    await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(main.getByText("Sentiment audit of 1,100 reviews across Google, Yelp and TripAdvisor")).toBeVisible();

  const table = main.getByRole("table", { name: "Before and After" });
  await expect(table.getByRole("columnheader")).toHaveText(["Metric", "Before", "After"]);
  const ratingRow = table.getByRole("row", { name: /Average star rating/ });
  await expect(ratingRow.getByRole("cell")).toHaveText(["2.9", "4.6"]);
  await expect(table.getByRole("row")).toHaveCount(5);

  await expect(main.getByText(/We thought the business was finished/)).toBeVisible();
  await expect(main.getByText("Sofia Marchetti")).toBeVisible();
  await expect(main.getByRole("link", { name: "Book a Free Consultation" })).toHaveAttribute("href", "/contact");

  const similar = page.getByRole("region", { name: "Similar Case Studies" });
  await expect(similar.getByRole("article")).toHaveCount(3);
  await expect(similar.getByRole("link", { name: "Repositioning a Candidate Before Election Day" })).toBeVisible();
  await expect(similar.getByRole("link", { name: "Restoring Trust for a Restaurant Group" })).toHaveCount(0);

  await main.getByRole("link", { name: "Book a Free Consultation" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("every case study from 1 to 8 has its own before/after table", async ({ page }) => {
  for (const id of ["1", "2", "3", "4", "5", "6", "7", "8"]) {
    await page.goto(`/portfolio/${id}`);
    await expect(page.getByRole("table", { name: "Before and After" }).getByRole("row")).toHaveCount(5);
  }
});

test("an unknown case study id falls back to the first case", async ({ page }) => {
  const res = await page.goto("/portfolio/unknown-case");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("From Niche Creator to Lifestyle Authority");
});

test("@phone a case study reads top to bottom on a phone with the table scrollable", async ({ page }) => {
  await page.goto("/portfolio/8");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turning a Gaming Channel into a Viral Engine");
  const table = page.getByRole("table", { name: "Before and After" });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole("row", { name: /Time to first 10K views/ }).getByRole("cell")).toHaveText([
    "72 h",
    "6 h",
  ]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
