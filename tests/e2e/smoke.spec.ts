import { expect, test } from "./fixtures";

/** Every route of the spec's route table opens and shows its heading. */
const ROUTES: [string, RegExp][] = [
  ["/", /./],
  ["/services", /./],
  ["/services/shilling", /./],
  ["/order/shilling", /./],
  ["/contact", /./],
  ["/login", /./],
  ["/register", /./],
  ["/dashboard", /./],
  ["/profile", /./],
  ["/blog", /./],
  ["/blog/1", /./],
  ["/portfolio", /./],
  ["/portfolio/1", /./],
  ["/about", /./],
  ["/pricing", /./],
  ["/testimonials", /./],
  ["/faq", /./],
  ["/terms", /./],
  ["/privacy", /./],
  ["/refund", /./],
  ["/cookies", /./],
  ["/forgot-password", /./],
];

// One page walks the table (a full load each): 22 tests each paid for a new browser context and page for two checks.
test("every route of the spec's table opens with its heading and title", async ({ page }) => {
  for (const [path, heading] of ROUTES) {
    await test.step(path, async () => {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
      await expect(page).toHaveTitle(/Umbra/);
    });
  }
});

test("an unknown path is a real 404 with the not-found page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [path, title, link, target] of [
  ["/my-blog-thing", "Article Not Found", "Back to Blog", "/blog"],
  ["/old-case-files", "Case Study Not Found", "Back to Portfolio", "/portfolio"],
  ["/student", "Case Study Not Found", "Back to Portfolio", "/portfolio"],
  ["/service-x", "Service Not Found", "Back to Services", "/services"],
] as const) {
  test(`not-found page for ${path} leads to ${target}`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", target);
  });
}

test("the header highlights the active route", async ({ page }) => {
  await page.goto("/pricing");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("the footer has its columns and the current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Services", "Company", "Legal"]) {
    await expect(footer.getByRole("heading", { name })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the drawer opens at phone width and closes when a link is chosen @phone", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText("Language and Region")).toBeVisible();
  await drawer.getByRole("link", { name: "Portfolio" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test("the chosen language is kept across visits and sets <html lang>", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Choose language" }).first().click();
  await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("navigation", { name: /./ }).first()).toBeVisible();
});

test("the browser language is used when nothing was chosen", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ja-JP" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await context.close();
});

test("robots.txt and sitemap.xml are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap:");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain("<loc>http://127.0.0.1:");
  expect(xml).toContain("/services/shilling</loc>");
  expect(xml).not.toContain("/admin");
});
