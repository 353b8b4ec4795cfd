import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test("the blog lists every article under 'Resources' with its three section buttons", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
  for (const name of ["Latest Articles", "Case Studies", "Guides"])
    await expect(page.getByRole("button", { name })).toBeVisible();
  const articles = page.getByRole("main").getByRole("article");
  await expect(articles).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Building a Web3 Community That Lasts" })).toHaveAttribute(
    "href",
    "/blog/3",
  );
  // The buttons are shown but do not filter (spec §2).
  await page.getByRole("button", { name: "Guides" }).click();
  await expect(articles).toHaveCount(6);
});

test("an article shows its category, author, date, read time, image, excerpt, body and two related posts", async ({
  page,
}) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Reputation Repair: A 30-Day Playbook" }).click();
  await expect(page).toHaveURL(/\/blog\/2$/);
  await expect(page).toHaveTitle("Reputation Repair: A 30-Day Playbook | Umbra");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Reputation Repair: A 30-Day Playbook");
  await expect(main.getByText("Reputation", { exact: true }).first()).toBeVisible();
  await expect(main.getByText("Marcus Chen").first()).toBeVisible();
  await expect(main.getByText("Reputation & E-commerce Lead")).toBeVisible();
  await expect(main.getByText("April 14, 2025").first()).toBeVisible();
  await expect(main.getByText("7 min read").first()).toBeVisible();
  await expect(
    main.getByRole("img", { name: "Green and blue gradient illustration of a shield and stars" }),
  ).toBeVisible();
  await expect(main.getByText(/A bad week online can undo years of good work/).first()).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Week one: stop the bleeding" })).toBeVisible();
  const related = page.getByRole("region", { name: "Related Posts" });
  await expect(related.getByRole("article")).toHaveCount(2);
  await expect(related.getByRole("link", { name: "Reputation Repair: A 30-Day Playbook" })).toHaveCount(0);
});

test("every article has full body text, not only the first three", async ({ page }) => {
  await page.goto("/blog/6");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("YouTube Algorithm Signals in 2025");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(5);
});

test("an unknown article shows 'Article Not Found' with a way back", async ({ page }) => {
  await page.goto("/blog/999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
});

test("@phone the blog stacks its cards in one column and opens an article", async ({ page }) => {
  await page.goto("/blog");
  const cards = page.getByRole("main").getByRole("article");
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second && second.y > first.y + first.height - 1).toBe(true);
  expect(first && Math.abs(first.x - (second?.x ?? 0)) < 1).toBe(true);
  await page.getByRole("link", { name: "The Anatomy of a Viral Campaign" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Anatomy of a Viral Campaign");
});
