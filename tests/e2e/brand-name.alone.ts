import { E2E_ADMIN_EMAIL_BRAND } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";

/*
 * The "alone" project (playwright.config.ts): the agency's name is on every page and in every title, which other
 * walks read ("Services | Umbra"), so this walk names the agency for a moment before any of them runs.
 */

test("staff name the agency in Settings at 390 px; a visitor's pages carry the name without a restart", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { context: staffContext, page: staff } = await newHydratingPage(browser, {
    viewport: { width: 390, height: 844 },
    locale: "de-DE",
  });
  await skipCookieBanner(staff);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_BRAND);
  const { context: visitorContext, page: visitor } = await newHydratingPage(browser, { locale: "ja-JP" });
  await skipCookieBanner(visitor);
  try {
    await staff.goto("/de/admin/settings");
    const name = staff.getByLabel("Name der Agentur");
    // The settings page has more than one card with a save button: this one is the card of the name.
    const save = staff.locator("form").filter({ has: name }).getByRole("button", { name: "Einstellungen speichern" });
    await expect(name).toHaveValue("Umbra");
    await name.fill("Nordlicht {x}");
    await save.click();
    await expect(
      staff.getByText("Geben Sie den Namen Ihrer Agentur ein (bis zu 60 Zeichen, ohne { } < > $)."),
    ).toBeVisible();
    await name.fill("Nordlicht & Co");
    await save.click();
    await expect(staff.getByText("Einstellungen gespeichert")).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath("settings-de-390.png"), fullPage: true });

    // The visitor's pages, re-rendered by the server when the setting was stored: the header, the title, the footer.
    await expect
      .poll(async () => {
        await visitor.goto("/ja/services");
        return visitor.title();
      })
      .toBe("サービス | Nordlicht & Co");
    await expect(visitor.getByRole("banner").getByRole("link", { name: "Nordlicht & Co" })).toBeVisible();
    await expect(visitor.getByRole("contentinfo")).toContainText("Nordlicht & Co");
    await expect(visitor.locator("body")).not.toContainText("Umbra");
    await visitor.screenshot({ path: testInfo.outputPath("services-ja-1440.png") });
  } finally {
    const current = (await (await staff.request.get("/api/admin/settings")).json()) as Record<string, unknown>;
    expect(
      (await staff.request.put("/api/admin/settings", { data: { ...current, brandName: "Umbra" } })).status(),
    ).toBe(200);
    await staffContext.close();
    await visitorContext.close();
  }
});
