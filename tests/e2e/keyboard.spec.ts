import type { Locator, Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_A11Y } from "../../playwright.config";
import { signInAsAdmin, solveCaptchaOnPage, uniqueEmail } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";
import { powHeaders } from "./pow";

/**
 * Keyboard-only journeys: every step is a key press, and after each step change, closed dialog and
 * success view the test asserts where focus is (never on <body>).
 */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return i;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reached with ${max} Tabs`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test("register with the keyboard: the success view's heading takes focus", async ({ page }) => {
  await page.goto("/register");
  await typeInto(page, page.getByLabel("Full Name"), "Kim Keys");
  await typeInto(page, page.getByLabel("Email", { exact: true }), uniqueEmail("kbd"));
  await typeInto(page, page.getByLabel("Password", { exact: true }), "Kbd-passw0rd!");
  const question = (await page.getByText(/What is -?\d+ [+−×] \d+\?/).textContent()) ?? "";
  const [, a, op, b] = question.match(/(\d+) ([+−×]) (\d+)/)!;
  const answer = op === "+" ? Number(a) + Number(b) : op === "−" ? Number(a) - Number(b) : Number(a) * Number(b);
  await typeInto(page, page.getByRole("textbox", { name: "Your answer" }), String(answer));
  await tabTo(page, page.getByRole("checkbox"));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Create Account" }));
  await page.keyboard.press("Enter");
  const success = page.getByRole("heading", { level: 1, name: "Registration Successful!" });
  await expect(success).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Go to Login" })).toBeFocused();
});

test("a failed sign-in by the keyboard leaves focus in the password field, not on the page", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/login");
  await typeInto(page, page.getByRole("textbox", { name: "Email", exact: true }), uniqueEmail("kbd-nobody"));
  await solveCaptchaOnPage(page);
  const password = page.getByLabel("Password", { exact: true });
  await typeInto(page, password, "Wrong-passw0rd!");
  // Enter submits; the fields are disabled while the request runs, which drops focus to <body> in the browser.
  await page.keyboard.press("Enter");
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(password).toBeFocused();
  expect(consoleErrors).toEqual([expect.stringContaining("status of 401")]);
  consoleErrors.length = 0;
});

test("order through both wizard steps and the date picker with the keyboard", async ({ page }) => {
  await page.goto("/order/music");
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Professional/ })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");

  // Step 2: focus is on its heading, and the first field is the next Tab.
  await expect(page.getByRole("heading", { level: 2, name: "Project Details" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Project Name")).toBeFocused();
  await page.keyboard.type("Keyboard single");

  const deadline = page.getByLabel("Project Deadline");
  await tabTo(page, deadline);
  await page.keyboard.press("Enter");
  const calendar = page.getByRole("grid");
  await expect(calendar).toBeVisible();
  await expect(calendar.locator(":focus")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(deadline).toBeFocused();
  await expect(deadline).not.toHaveText(/Pick a date|Select/i);

  await typeInto(page, page.getByLabel("Your Name"), "Kim Keys");
  await typeInto(page, page.getByLabel("Email Address", { exact: true }), uniqueEmail("kbd-order"));
  await tabTo(page, page.getByRole("button", { name: "Previous" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Service Selection" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Project Details" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Submit Request" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  // The submit button left with the form: focus goes to the new screen's confirmation of the order.
  await expect(page.getByRole("heading", { level: 2, name: /^Order ORD-\d{6} received$/ })).toBeFocused();
  expect(await focusIsOnBody(page)).toBe(false);
});

test("an admin changes a status with the keyboard; focus returns to the order's button", async ({ page, request }) => {
  test.setTimeout(120_000);
  const created = await request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.12.0.9", ...(await powHeaders(request)) },
    data: {
      serviceId: "press",
      servicePlan: "starter",
      projectName: "Keys",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Kim",
      contactEmail: uniqueEmail("kbd-admin"),
      contactPhone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order } = (await created.json()) as { order: { code: string } };

  await signInAsAdmin(page, E2E_ADMIN_EMAIL_A11Y("keyboard"));
  await page.goto(`/admin/orders?q=${order.code}`);
  const opener = page.getByRole("button", { name: `Open order ${order.code}` });
  await tabTo(page, opener);

  // Escape closes the sheet and gives focus back to the button that opened it.
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(sheet).toBeVisible();
  await tabTo(page, sheet.getByRole("combobox", { name: "New status" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(sheet.getByRole("combobox", { name: "New status" })).toBeFocused();
  await tabTo(page, sheet.getByRole("button", { name: "Update status" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Order status updated to/)).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});
