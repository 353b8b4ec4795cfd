import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_CHAT_ONLINE } from "../../playwright.config";
import { DEFAULT_BUSINESS_HOURS, type BusinessHours } from "../../common/chat";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { uniqueAddress } from "./requests-outbox";

/*
 * The "alone" project (playwright.config.ts): this walk moves the business hours and puts a staff member online for a
 * moment, which every other chat walk would see (they expect nobody online within the default hours). It restores both.
 *
 * A visitor's widget that is already open follows the staff's switch (pushed over the chat stream), and the automatic
 * reply written while the team is away names when it is back, instead of promising an answer "shortly".
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** PUT /api/admin/inbox/hours from the admin's own page (same-origin, with its session and two-factor). */
async function setHours(staff: Page, hours: BusinessHours) {
  const status = await staff.evaluate(
    async (body) =>
      (
        await fetch("/api/admin/inbox/hours", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    hours,
  );
  expect(status).toBe(200);
}

test("an open widget turns Online when staff switch on, and its automatic reply while away names the return time", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_CHAT_ONLINE);
  await page.goto("/admin/inbox");
  const online = page.getByRole("switch", { name: "Online for chat" });
  await expect(online).toBeVisible();

  // Business hours on one day only, two days from now: now is outside them, and they begin next on that day.
  const day = (new Date().getUTCDay() + 2) % 7;
  await setHours(page, { timeZone: "UTC", days: [day], start: "09:00", end: "10:00" });
  const backDay = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );

  const { context, page: visitor } = await newHydratingPage(browser, { ...PHONE, timezoneId: "UTC" });
  try {
    await skipCookieBanner(visitor);
    await visitor.goto("/pricing");
    await visitor.getByRole("button", { name: "Open support chat" }).click();
    const chat = visitor.getByRole("dialog", { name: "Support Team" });
    await expect(chat.getByText(new RegExp(`^Away · back ${backDay}`))).toBeVisible();

    await chat.getByLabel("Your e-mail").fill(uniqueAddress("chat-away"));
    const input = chat.getByRole("textbox", { name: "Your message" });
    await input.fill("Do you run review campaigns for restaurants?");
    await input.press("Enter");
    const log = chat.getByRole("log", { name: "Chat messages" });
    // The automatic reply states what the header states: away, back on that day at 9 — not "shortly".
    await expect(log).toContainText(
      new RegExp(`We're away right now — we reply when we are back, ${backDay} 9:00\\sAM\\.`),
    );
    await expect(log).not.toContainText("shortly");

    // Staff switch on in the inbox; the widget, open all along and never reloaded, says so within seconds.
    await online.click();
    await expect(page.getByText("You are online: visitors see that someone is here to answer.")).toBeVisible();
    await expect(chat.getByText("Online · we reply in minutes")).toBeVisible({ timeout: 10_000 });

    // The switch is stored: the inbox opened again shows it on.
    await page.reload();
    await expect(page.getByRole("switch", { name: "Online for chat" })).toBeChecked();

    // And back off: the open widget turns away again.
    await page.getByRole("switch", { name: "Online for chat" }).click();
    await expect(page.getByText("You are offline.")).toBeVisible();
    await expect(chat.getByText(new RegExp(`^Away · back ${backDay}`))).toBeVisible({ timeout: 10_000 });
  } finally {
    await context.close();
    await setHours(page, DEFAULT_BUSINESS_HOURS);
  }
});
