import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests } from "./hold";
import { uniqueAddress, waitForMails } from "./requests-outbox";

/**
 * The footer, scrolled to and still. The home page's sections draw as they near the viewport (content-visibility:
 * auto, issue 23) and take their real height then, which moved the footer ~70 px after Playwright had scrolled to
 * its button and before it clicked: on a slow machine the click met the text above the button, no submit came and
 * no error showed (a fresh-clone run's trace, frame by frame). A reader scrolls, sees the form where it stays, then
 * clicks: so does this.
 */
async function settledFooter(page: Page) {
  const footer = page.getByRole("contentinfo");
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    const before = await footer.boundingBox();
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 250)))),
    );
    expect(await footer.boundingBox()).toEqual(before);
  }).toPass();
  return footer;
}

test("an invalid address shows the spec's message and sends nothing", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/newsletter")) posted = true;
  });
  await page.goto("/");
  const footer = await settledFooter(page);
  const input = footer.getByRole("textbox", { name: "Email address for the newsletter" });
  await expect(input).toHaveAttribute("type", "email");
  await expect(input).toHaveAttribute("required", "");
  for (const bad of ["", "not an email", "a@b"]) {
    await input.fill(bad);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
  }
  expect(posted).toBe(false);
});

test("subscribing shows 'Subscribing...', then thanks for 5 seconds, and mails a working unsubscribe link", async ({
  page,
}) => {
  const email = uniqueAddress("news");
  const release = await holdRequests(page, "**/api/newsletter");
  await page.goto("/");
  const footer = await settledFooter(page);
  const input = footer.getByRole("textbox", { name: "Email address for the newsletter" });
  await input.fill(email);
  // The page itself records when the thanks appear and go (the test's own polling may lag on a busy machine).
  await page.evaluate(() => {
    const w = window as unknown as { thanksShown?: number; thanksGone?: number };
    const seen = () => document.querySelector("footer")?.textContent?.includes("Thanks for subscribing!") ?? false;
    new MutationObserver(() => {
      const now = performance.now();
      if (seen()) w.thanksShown ??= now;
      else if (w.thanksShown !== undefined) w.thanksGone ??= now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
  await expect(input).toBeDisabled();
  release();

  const thanks = footer.getByText("Thanks for subscribing!");
  await expect(thanks).toBeVisible();
  await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
  await expect(input).toBeHidden();
  // Shown for 5000 ms, then the form returns.
  await expect(thanks).toBeHidden({ timeout: 20_000 });
  const shownFor = await page.evaluate(() => {
    const w = window as unknown as { thanksShown?: number; thanksGone?: number };
    return w.thanksGone! - w.thanksShown!;
  });
  expect(shownFor).toBeGreaterThanOrEqual(4_950);
  expect(shownFor).toBeLessThan(6_500);
  await expect(footer.getByRole("textbox", { name: "Email address for the newsletter" })).toHaveValue("");

  const mail = (await waitForMails(email))[0]!;
  expect(mail).toContain("Subject: Welcome to the Umbra newsletter");
  const listUnsubscribe = mail.match(/List-Unsubscribe:\s*<([^>]+)>/)![1]!;
  expect(listUnsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
  await page.goto(listUnsubscribe);
  await expect(page.getByRole("heading", { name: "You have been unsubscribed" })).toBeVisible();
});

test("subscribing twice answers the same", async ({ page }) => {
  const email = uniqueAddress("twice");
  await page.goto("/");
  const footer = await settledFooter(page);
  for (let i = 0; i < 2; i++) {
    await footer.getByRole("textbox", { name: "Email address for the newsletter" }).fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(footer.getByText("Thanks for subscribing!")).toBeHidden({ timeout: 16_000 });
  }
  expect(await waitForMails(email)).toHaveLength(1);
});

test("a failed subscription shows the failure toast and keeps the form", async ({ page, consoleErrors }) => {
  await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/");
  const footer = await settledFooter(page);
  await footer.getByRole("textbox", { name: "Email address for the newsletter" }).fill("reader@client.test");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Failed to subscribe. Please try again later.")).toBeVisible();
  await expect(footer.getByRole("textbox", { name: "Email address for the newsletter" })).toHaveValue(
    "reader@client.test",
  );
  // The browser logs the failed request itself; that one error is expected here.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 500")]);
  consoleErrors.length = 0;
});
