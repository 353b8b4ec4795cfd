import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const hero = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .first();
const carousel = (page: Page) => page.getByRole("region", { name: "Client testimonials" });
const visibleSlides = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/** The carousel starts (measures its slides) as it nears the viewport: scrolled to, as a reader would. */
async function scrollToCarousel(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
}

async function slideLabels(page: Page) {
  return visibleSlides(page).evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
}

test("hero shows the tagline, the claims and both buttons", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Umbra");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command attention from the shadows");
  for (const claim of ["1,847+", "99.7%", "127M+", "<12h"]) await expect(hero(page)).toContainText(claim);
  await expect(hero(page).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await hero(page).getByRole("link", { name: "Explore Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every lever of attention, under one roof");
});

test("services grid links every service with 'Learn more'", async ({ page }) => {
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Ten ways to own the conversation" });
  const links = grid.getByRole("link", { name: /^Learn more/ });
  await expect(links).toHaveCount(10);
  await expect(links.first()).toHaveAttribute("href", "/services/shilling");
  await expect(links.last()).toHaveAttribute("href", "/services/custom");
  await grid.getByRole("link", { name: "Learn more: Reputation Management" }).click();
  await expect(page).toHaveURL(/\/services\/reputation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reputation Management");
});

test("trust section shows six client types, four metrics and three quotes", async ({ page }) => {
  await page.goto("/");
  const trust = page.getByRole("region", { name: "Trusted by people who cannot afford to be ignored" });
  await expect(trust.getByRole("list").nth(0).getByRole("listitem")).toHaveCount(6);
  await expect(trust.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(4);
  for (const value of ["12+", "94%", "47", "99.2%"]) await expect(trust).toContainText(value);
  await expect(trust.locator("blockquote")).toHaveCount(3);
});

test("testimonials carousel shows 3 slides on large screens; buttons and arrow keys move it", async ({ page }) => {
  await page.goto("/");
  const region = carousel(page);
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(6);
  // Until it nears the viewport the carousel has not measured, and hides no slide from assistive technology.
  await expect(visibleSlides(page)).toHaveCount(6);
  await scrollToCarousel(page);
  await expect.poll(() => slideLabels(page)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
  const previous = page.getByRole("button", { name: "Previous testimonials" });
  const next = page.getByRole("button", { name: "Next testimonials" });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect.poll(() => slideLabels(page)).toEqual(["2 of 6", "3 of 6", "4 of 6"]);
  await region.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => slideLabels(page)).toEqual(["3 of 6", "4 of 6", "5 of 6"]);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => slideLabels(page)).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
  await expect(region.getByRole("group", { name: "1 of 6" })).toBeInViewport();
});

test("testimonials carousel shows 2 slides on medium screens", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto("/");
  await scrollToCarousel(page);
  await expect.poll(() => slideLabels(page)).toEqual(["1 of 6", "2 of 6"]);
  await page.getByRole("button", { name: "Next testimonials" }).click();
  await expect.poll(() => slideLabels(page)).toEqual(["2 of 6", "3 of 6"]);
});

test("testimonials carousel shows 1 slide at phone width and arrow keys move it @phone", async ({ page }) => {
  await page.goto("/");
  await scrollToCarousel(page);
  await expect.poll(() => slideLabels(page)).toEqual(["1 of 6"]);
  await carousel(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => slideLabels(page)).toEqual(["2 of 6"]);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => slideLabels(page)).toEqual(["1 of 6"]);
});

test("home teases the first 4 case studies and 3 articles and ends with a call to action", async ({ page }) => {
  await page.goto("/");
  const cases = page.getByRole("region", { name: "Campaigns that moved the needle" });
  const caseLinks = cases.getByRole("link", { name: /^Read case study/ });
  await expect(caseLinks).toHaveCount(4);
  for (let i = 0; i < 4; i++) await expect(caseLinks.nth(i)).toHaveAttribute("href", `/portfolio/${i + 1}`);
  await expect(cases.getByRole("img")).toHaveCount(4);

  const articles = page.getByRole("region", { name: "From the blog" });
  const articleLinks = articles.getByRole("link", { name: /^Read article/ });
  await expect(articleLinks).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(articleLinks.nth(i)).toHaveAttribute("href", /^\/blog\/\d+$/);

  const cta = page.getByRole("region", { name: "Ready to command attention?" });
  await expect(cta.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
  await cta.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("home at phone width shows the hero and the services grid @phone", async ({ page }) => {
  await page.goto("/");
  await expect(hero(page).getByRole("link", { name: "Explore Services" })).toBeVisible();
  await expect(hero(page).getByRole("link", { name: "Contact Us" })).toBeVisible();
  const grid = page.getByRole("region", { name: "Ten ways to own the conversation" });
  await expect(grid.getByRole("link", { name: /^Learn more/ })).toHaveCount(10);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("home is translated and formats its numbers per language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "de"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(hero(page)).toContainText("1.847+");
});
