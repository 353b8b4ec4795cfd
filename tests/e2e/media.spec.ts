import sharp from "sharp";
import { E2E_ADMIN_EMAIL_MEDIA } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { axe, AXE_SOURCE, type AxeTally } from "./a11y-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

/**
 * Staff upload an image to the library with the button (the browser's file chooser), see it processed into its
 * variants, give it alt text, and the page is photographed at 390 and 1440 px in German and Japanese.
 */
test("staff upload an image, it is shown from its variants, and alt text is saved per language", async ({ page }) => {
  test.setTimeout(120_000);
  const tally: AxeTally = { checks: 0, violations: [] };
  await page.addInitScript({ path: AXE_SOURCE });
  await skipCookieBanner(page);
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_MEDIA);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

  const photo = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 90, g: 60, b: 200 } },
  })
    .composite([
      { input: Buffer.from('<svg width="1600" height="900"><circle cx="800" cy="450" r="300" fill="#f5b"/></svg>') },
    ])
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await (await chooser).setFiles({ name: "studio.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("studio.jpg is ready.")).toBeVisible();

  const card = page.getByRole("listitem").filter({ hasText: "1600 × 900 px" }).last();
  const img = card.locator("img");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    /\/api\/media\/\d+\/1\/\d+\.(avif|webp)$/,
  );

  await card.getByRole("button", { name: "Alt text" }).click();
  await card.getByRole("textbox", { name: "English" }).fill("A pink circle on violet");
  await card.getByRole("textbox", { name: "Deutsch" }).fill("Ein rosa Kreis auf Violett");
  await card.getByRole("button", { name: "Save alt text" }).click();
  await expect(card.getByText("Alt text saved.")).toBeVisible();
  await expect(card.getByText("Español, Français, 中文, 日本語")).toBeVisible();
  await axe(page, "media en 1440 with the alt text form", tally);

  for (const lng of ["de", "ja"] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lng}/admin/media`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.getByRole("heading", { level: 1, name: lng === "de" ? "Medien" : "メディア" })).toBeVisible();
      // The alt text of the page's language, else English.
      await expect(page.locator("main img").last()).toHaveAttribute(
        "alt",
        lng === "de" ? "Ein rosa Kreis auf Violett" : "A pink circle on violet",
      );
      // Nothing runs past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axe(page, `media ${lng} ${width}`, tally);
      await page.screenshot({ path: test.info().outputPath(`media-${lng}-${width}.png`), fullPage: true });
    }
  }
  expect(tally.violations).toEqual([]);
});
