import { axe, AXE_SOURCE, type AxeTally } from "./a11y-helpers";
import { expect, test } from "./fixtures";
import { holdRequests } from "./hold";
import { mailsTo, uniqueAddress, waitForMails } from "./requests-outbox";

// axe measures these screens: in reduced motion a toast shows at once, never half-faded (sonner drops its transitions).
test.use({ contextOptions: { reducedMotion: "reduce" } });

test("an anonymous visitor orders a service through both steps", async ({ page }) => {
  const email = uniqueAddress("order");
  await page.addInitScript({ path: AXE_SOURCE });
  await page.goto("/order/music");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Music Promotion");
  await expect(page).toHaveTitle(/Order Music Promotion/);
  await expect(page.getByRole("heading", { name: "Service Selection" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Request" })).toHaveCount(0);

  // A plan must be chosen before moving on.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Choose a plan", { exact: true }).last()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Service Selection" })).toBeVisible();

  // The summary is collapsed at first.
  const summary = page.getByRole("button", { name: "Order Summary" });
  await expect(summary).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("radio", { name: /Professional/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
  // Moving to the next step does not submit, so no error shows yet.
  await expect(page.getByText("This field is required")).toHaveCount(0);

  // Previous keeps what was chosen.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("radio", { name: /Professional/ })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Project Name").fill("Summer single");
  await page.getByLabel("Project Description").fill("Push the new single on every platform.");

  // Deadline: days before today are disabled; pick the 15th of next month.
  await page.getByLabel("Project Deadline").click();
  const calendar = page.getByRole("grid");
  await expect(calendar).toBeVisible();
  const today = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  if (today.getDate() > 1) {
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await expect(calendar.locator(`[data-day="${iso(yesterday)}"] button`)).toBeDisabled();
  }
  await expect(calendar.locator(`[data-day="${iso(today)}"] button`)).toBeEnabled();
  await page.getByRole("button", { name: /next month/i }).click();
  const due = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await calendar.locator(`[data-day="${iso(due)}"] button`).click();
  const dueText = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(due);
  await expect(page.getByLabel("Project Deadline")).toHaveText(dueText);

  // Goals: Enter or the button, trimmed, blank ones ignored, removable.
  const goal = page.getByRole("textbox", { name: "Project Goals" });
  await goal.fill("  Top 50 playlist  ");
  await goal.press("Enter");
  await goal.fill("   ");
  await goal.press("Enter");
  await goal.fill("100k streams");
  await page.getByRole("button", { name: "Add goal" }).click();
  await goal.fill("Drop me");
  await goal.press("Enter");
  const goals = page.getByRole("list", { name: "Project Goals" }).getByRole("listitem");
  await expect(goals).toHaveText(["Top 50 playlist", "100k streams", "Drop me"]);
  await page.getByRole("button", { name: "Remove goal: Drop me" }).click();
  await expect(goals).toHaveText(["Top 50 playlist", "100k streams"]);

  await page.getByLabel("Your Name").fill("Nina Simone");
  await page.getByLabel("Email Address", { exact: true }).fill(email);

  await summary.click();
  const details = page.locator(`[id="${await summary.getAttribute("aria-controls")}"]`);
  await expect(details).toContainText("Music Promotion");
  await expect(details).toContainText("Professional · $2,999");
  await expect(details).toContainText("Summer single");
  await expect(details).toContainText(dueText);
  await expect(details).toContainText("Nina Simone");
  await expect(details).toContainText(email);

  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);

  // Above /services a confirmation stays after the toast has gone: number, service, plan and price, what happens
  // next, where the confirmation went and how to follow the order; focused and announced; kept over a reload.
  const confirmation = page.getByRole("heading", { level: 2, name: /^Order ORD-\d{6} received$/ });
  await expect(confirmation).toBeFocused();
  const code = (await confirmation.textContent())!.match(/ORD-\d{6}/)![0];
  const panel = page.getByRole("status").filter({ has: confirmation });
  await expect(panel).toContainText("Music Promotion · Professional · $2,999");
  await expect(panel).toContainText("reply within 24 hours with a custom proposal");
  await expect(panel).toContainText(`A confirmation is on its way to ${email}.`);
  await expect(panel.getByRole("link", { name: "Create an account to follow it" })).toHaveAttribute(
    "href",
    `/register?email=${encodeURIComponent(email)}`,
  );
  const tally: AxeTally = { checks: 0, violations: [] };
  await axe(page, "/services + order confirmation", tally);
  expect(tally.violations).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${code} received` })).toBeVisible();
  await page.getByRole("button", { name: "Dismiss the order confirmation" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${code} received` })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Order ${code} received` })).toHaveCount(0);

  // The stored order's amount, code and fields come back in the client's acknowledgement.
  const [mail] = await waitForMails(email);
  expect(mail).toMatch(/Subject: We received your request ORD-\d{6}/);
  expect(mail).toContain("Plan: Professional ($2,999)");
  expect(mail).toContain("Project: Summer single");
  expect(mail).toContain("Goals: Top 50 playlist; 100k streams");
  expect(mail).toContain(`Deadline: ${dueText}`);
});

test("the order shows 'Submitting...' while the request is on its way and reports a failure", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueAddress("order-fail");
  const release = await holdRequests(page, "**/api/orders", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"error":{"code":"X","message":"down"}}',
    }),
  );
  await page.goto("/order/custom");
  await page.getByRole("radio", { name: /Enterprise.*Custom Quote/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Project Name").fill("Everything");
  await page.getByLabel("Your Name").fill("Al");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  release();
  await expect(page.getByText("Failed to submit request")).toBeVisible();
  await expect(page.getByText("Please try again or contact support.")).toBeVisible();
  await expect(page).toHaveURL(/\/order\/custom$/);
  await expect(page.getByRole("button", { name: "Submit Request" })).toBeEnabled();
  expect(await mailsTo(email)).toEqual([]);
  // The browser logs the failed request itself; that one error is expected here.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 503")]);
  consoleErrors.length = 0;
});

test("step 2 shows the field errors and no order is sent with them", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/orders")) posted = true;
  });
  await page.goto("/order/shilling");
  await page.getByRole("radio", { name: /Starter/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Email Address", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(2);
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  expect(posted).toBe(false);
});

test("an unknown service shows the not-found view", async ({ page }) => {
  await page.goto("/order/no-such-service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("the order form fits a phone and scrolls to the top on each step @phone", async ({ page }) => {
  await page.goto("/order/youtube");
  await page.getByRole("radio", { name: /Starter/ }).check({ force: true });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Project Details" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
