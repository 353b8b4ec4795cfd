import { E2E_ADMIN_EMAIL_CONTENT } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";

/**
 * Staff edit the FAQ's first question in German, preview the real page at 390 px, publish, and a visitor's /de/faq
 * shows it without a restart of the server. The question is put back (and published) at the end: other walks read
 * the German FAQ.
 */
test("staff edit the FAQ's first question in German, preview it at 390 px, publish, and /de/faq shows it", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_CONTENT);

  await page.goto("/admin/content");
  await page.getByRole("region", { name: "FAQ" }).getByRole("link", { name: "faq:items" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/faq%3Aitems$/);
  const german = page.getByRole("textbox", { name: "items.whatWeDo.question — Deutsch", exact: true });
  await expect(german).toBeVisible();
  const original = await german.inputValue();
  const edited = `Was genau macht Ihre Agentur? (${Date.now()})`;

  await german.fill(edited);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();

  const preview = page.getByRole("region", { name: "Preview" });
  await preview.getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(preview.getByRole("button", { name: "Phone (390 px)" })).toHaveAttribute("aria-pressed", "true");
  const frame = preview.getByTitle("Preview of /faq in Deutsch");
  await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
  await expect(page.frameLocator('iframe[title="Preview of /faq in Deutsch"]').getByText(edited)).toBeVisible();

  // The visitor does not see the draft.
  const visitor = await newHydratingPage(browser);
  await visitor.page.goto("/de/faq");
  await expect(visitor.page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.page.getByText(edited)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Published — \d+ pages? updated$/)).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();

  // A new page load of /de/faq (prerendered HTML, re-rendered on publish) shows the published question.
  await expect(async () => {
    await visitor.page.goto("/de/faq");
    await expect(visitor.page.getByText(edited)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await visitor.context.close();

  await german.fill(original);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/^Published — \d+ pages? updated$/).last()).toBeVisible();
  await expect(german).toHaveValue(original);
});
