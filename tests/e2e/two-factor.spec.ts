import { E2E_ADMIN_EMAIL_LANDING } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin, solveCaptchaOnPage, totpCode } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "parallel" });

// The cookie banner is not what these walks look at: left open, it covered the "Turn on" button at the bottom of the
// viewport, and the scroll that uncovered it moved the button while a fresh-clone run clicked it (the button took the
// focus, the click was lost and nothing was sent).
test.beforeEach(async ({ page }) => skipCookieBanner(page));

test("a client sets up two-factor authentication on /profile, then signs in with a code", async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await registerAndConfirm(page);
  await page.goto("/profile");
  const section = page.locator("#two-factor");
  await expect(section.getByText("Status: off")).toBeVisible();

  await section.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const passwordField = section.getByLabel("Your password");
  await expect(passwordField).toBeFocused();
  await passwordField.fill(password);
  await section.getByRole("button", { name: "Continue" }).click();

  // The QR code (a data: image drawn in the browser) and the key for typing in by hand.
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
    "src",
    /^data:image\/png;base64,/,
  );
  const secret = ((await section.getByTestId("totp-key").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await section.getByLabel("Code from your app").fill(await totpCode(secret));
  await section.getByRole("button", { name: "Turn on" }).click();

  await expect(section.getByRole("heading", { name: "Your backup codes" })).toBeFocused();
  const codes = section.getByRole("list", { name: "Your backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await section.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(section.getByText("Status: on")).toBeVisible();

  // Sign out, then in again: after the password, the code step on the same page.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await solveCaptchaOnPage(page);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Use a backup code" })).toBeVisible();
  await code.fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("an admin who signs in with two-factor lands in the admin area, not on the client dashboard", async ({ page }) => {
  const admin = await signInAsAdmin(page, E2E_ADMIN_EMAIL_LANDING);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await solveCaptchaOnPage(page);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.getByLabel("Authentication code").fill(await totpCode(admin.totpSecret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeVisible();
});

test("a client downloads their data and deletes their account from /profile", async ({ page }) => {
  const { email, password } = await registerAndConfirm(page);
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^umbra-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path())!, "utf8"));
  expect(data.account.email).toBe(email);

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});
