import { E2E_ADMIN_EMAIL } from "../../playwright.config";
import {
  enrollTwoFactor,
  linkFromOutbox,
  registerAndConfirm,
  solveCaptchaOnPage,
  uniqueEmail,
} from "./account-helpers";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "parallel" });

test("register, confirm by e-mail, sign in, edit the profile, sign out, reset the password", async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("journey");
  const password = "First-passw0rd!";

  // Register through the screens.
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.getByLabel("Full Name").fill("Jamie Journey");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expect(page.getByText("Must be at least 8 characters with numbers and symbols")).toBeVisible();
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");

  // Terms first: the toast of spec §5.
  await solveCaptchaOnPage(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Terms Agreement Required")).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();
  await expect(page.getByText("Please check your email to confirm your account.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");

  // The confirmation link from the outbox signs in and leads to the dashboard.
  await page.goto(await linkFromOutbox(email, "verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText("Admin Access")).toHaveCount(0);

  // Sign out from the header → /login.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  // Sign in: the captcha must be solved to enable Login.
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const login = page.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeDisabled();
  // The disabled button says what it waits for, and stops saying it once it can be used (the background
  // proof-of-work, said too while it runs, is in pow-password.spec.ts).
  await expect(login).toHaveAccessibleDescription(/^Answer the security question above to log in\./);
  await page.getByRole("button", { name: "Refresh the security question" }).click();
  await solveCaptchaOnPage(page);
  await expect(login).toBeEnabled();
  await expect(page.getByText("Answer the security question above to log in.")).toHaveCount(0);
  await login.click();
  await expect(page.getByText("Login Successful")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Profile: a validation error, then a save.
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Full Name")).toHaveValue("Jamie Journey");
  await page.getByLabel("Username").fill("jj");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  const username = `jamie${Date.now() % 100000}`;
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Bio").fill("Growth hacker.");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your profile has been successfully updated.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Bio")).toHaveValue("Growth hacker.");

  // Sign out, then reset the password from the login screen.
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes before the lazily loaded screen replaces the login form (which has an Email field too).
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await page.goto(await linkFromOutbox(email, "reset-password"));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const newPassword = "Second-passw0rd!";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await solveCaptchaOnPage(page);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

test("admin guard: anonymous → /login with a toast, the original location kept", async ({ page }) => {
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Authentication required")).toBeVisible();
  await expect(page.getByText("Please log in to access this page")).toBeVisible();
});

test("admin guard: a signed-in user without the admin role → /dashboard with a toast", async ({ page }) => {
  await registerAndConfirm(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Access denied")).toBeVisible();
  await expect(page.getByText("You don't have admin privileges")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("admin guard: an admin (ADMIN_EMAILS) sets up 2FA first, then sees /admin; header and dashboard show Admin", async ({
  page,
}) => {
  const admin = await registerAndConfirm(page, { email: E2E_ADMIN_EMAIL });
  // Without two-factor authentication the guard sends the admin to the profile's two-factor section.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/profile#two-factor$/);
  await expect(
    page.getByText("Admins must set up two-factor authentication before using the admin area."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeFocused();
  expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
  await enrollTwoFactor(page.context().request, admin.password);

  await page.goto("/dashboard");
  await expect(page.getByText("Admin Access")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a signed-in user on a phone finds the account links in the drawer @phone", async ({ page }) => {
  await registerAndConfirm(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(drawer.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await drawer.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Full Name")).toHaveValue("E2E User");
});

test("changing the password on /profile signs out another browser, which sees itself listed and gone", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { email, password } = await registerAndConfirm(page);
  // A second browser signs in through the login page.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto("/login");
  await phone.getByLabel("Email", { exact: true }).fill(email);
  await phone.getByLabel("Password", { exact: true }).fill(password);
  await solveCaptchaOnPage(phone);
  await phone.getByRole("button", { name: "Login", exact: true }).click();
  await expect(phone.getByText("Login Successful")).toBeVisible();

  // The first browser sees both sessions, this one marked.
  await page.goto("/profile");
  const sessions = page.getByRole("list", { name: "Where you are signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This device")).toHaveCount(1);

  // A wrong current password changes nothing; the right one changes it and ends the other session.
  const newPassword = "Amber-Quarry-Violin-58";
  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not correct.")).toBeVisible();
  // The refused change is the browser's one failed request (400), on purpose.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
  consoleErrors.length = 0;
  await page.getByLabel("Current password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);

  // The other browser is signed out: its next page asks it to sign in.
  await phone.goto("/profile");
  await expect(phone).toHaveURL(/\/login$/);
  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  await phoneContext.close();
});
