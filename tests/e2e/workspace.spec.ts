import fs from "node:fs/promises";
import { E2E_ADMIN_EMAIL_WS } from "../../playwright.config";
import { linkFromOutbox, signInAsAdmin, solveCaptchaOnPage } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { uniqueAddress, waitForMails } from "./requests-outbox";

test("a guest orders a plan from /pricing, registers with the same address, finds the order and talks with staff", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueAddress("guest-ws");
  await skipCookieBanner(page);

  // The plan chosen on /pricing is selected in the wizard.
  // A plan the catalogue does not have is ignored.
  await page.goto("/order/music?plan=platinum");
  await expect(page.getByRole("radio", { name: /Starter/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Professional/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Enterprise/ })).not.toBeChecked();

  await page.goto("/pricing");
  await page
    .getByRole("region", { name: "Music Promotion", exact: true })
    .getByRole("article", { name: "Professional" })
    .getByRole("link", { name: "Select Plan" })
    .click();
  await expect(page).toHaveURL(/\/order\/music\?plan=professional$/);
  await expect(page.getByRole("radio", { name: /Professional/ })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Project Name").fill("Autumn single");
  await page.getByLabel("Your Name").fill("Gwen Guest");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Submit Request" }).click();
  // The confirmation panel on /services says it (issue 38: once, not again in a toast over it).
  const panel = page.getByRole("status").filter({ hasText: "Request submitted successfully!" });
  const heading = panel.getByRole("heading", { level: 2, name: /^Order ORD-\d{6} received$/ });
  await expect(heading).toBeVisible();
  const code = (await heading.textContent())!.match(/ORD-\d{6}/)![0];
  await expect(panel.getByRole("link", { name: "Create an account to follow it" })).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);

  // The confirmation e-mail links to registration with the address filled in.
  await page.goto(await linkFromOutbox(email, "/register?email="));
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await page.getByLabel("Full Name").fill("Gwen Guest");
  await page.getByLabel("Password", { exact: true }).fill("Guest-passw0rd!");
  await page.getByRole("checkbox").check();
  await solveCaptchaOnPage(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();

  // Verifying the address attaches the order: it is on the dashboard with its number.
  await page.goto(await linkFromOutbox(email, "verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole("list", { name: "Your Requests" }).getByRole("link", { name: new RegExp(code) });
  await expect(row).toContainText("Music Promotion");
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${code}$`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Request ${code}`) })).toBeVisible();
  await expect(page.getByText("Music Promotion · Professional")).toBeVisible();
  await expect(page.getByText("No messages yet.", { exact: false })).toBeVisible();

  // The client writes; a link in it is clickable and safe.
  await page.getByLabel("Your message").fill("Hello! Our press kit: https://example.com/kit");
  await page.getByRole("button", { name: "Send message" }).click();
  const thread = page.getByRole("list", { name: "Messages" });
  const link = thread.getByRole("link", { name: "https://example.com/kit" });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(page.getByLabel("Your message")).toHaveValue("");
  // …and attaches a PDF to the order.
  const shared = (where: typeof page | ReturnType<typeof page.getByRole>) =>
    where.getByRole("list", { name: "Shared files" });
  await page.getByLabel("Choose files").setInputFiles({
    name: "press-kit.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% press kit\n"),
  });
  await expect(shared(page).getByRole("link", { name: "Download press-kit.pdf" })).toBeVisible();

  // Staff see the unread badge, open the order from "Needs attention" and reply.
  const { context: staffContext, page: admin } = await newHydratingPage(browser);
  await skipCookieBanner(admin);
  await signInAsAdmin(admin, E2E_ADMIN_EMAIL_WS);
  await admin.goto("/admin");
  const nav = admin.getByRole("navigation", { name: "Admin navigation" }).first();
  // The badge counts the orders that need attention, and tests running side by side order too: at least this one.
  await expect(nav.getByText(/^[1-9]\d* orders? needs? attention$/)).toBeAttached();
  await admin.goto("/admin/orders");
  await admin.getByRole("button", { name: "Needs attention" }).click();
  await expect(admin).toHaveURL(/view=attention/);
  // Every unanswered order waits there, other walks' too: the search finds this one whichever page it is on.
  await admin.getByRole("searchbox", { name: "Search orders" }).fill(code);
  await expect(admin).toHaveURL(new RegExp(`q=${code}`));
  const orderButton = admin.getByRole("button", { name: `Open order ${code}` });
  await expect(admin.getByRole("row").filter({ has: orderButton })).toContainText("1 unread");
  await orderButton.click();
  const sheet = admin.getByRole("dialog");
  await expect(sheet.getByRole("list", { name: "Messages" })).toContainText("Our press kit");
  await sheet.getByLabel("Your message").fill("Thanks Gwen, we start on Monday.");
  await sheet.getByRole("button", { name: "Send message" }).click();
  await expect(sheet.getByRole("list", { name: "Messages" })).toContainText("we start on Monday");
  // Staff see the client's file and attach one of their own.
  await expect(shared(sheet).getByRole("link", { name: "Download press-kit.pdf" })).toBeVisible();
  const releasePlan = Buffer.from("%PDF-1.4\n% release plan\n");
  await sheet.getByLabel("Choose files").setInputFiles({
    name: "release-plan.pdf",
    mimeType: "application/pdf",
    buffer: releasePlan,
  });
  await expect(shared(sheet).getByRole("link", { name: "Download release-plan.pdf" })).toBeVisible();
  // Answered, the order no longer waits on the agency; closing the sheet puts focus on the view's tab.
  await expect(orderButton).toHaveCount(0);
  await admin.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(admin.getByRole("button", { name: "Needs attention" })).toBeFocused();
  // From the full list, closing the sheet returns focus to the order's button.
  await admin.getByRole("button", { name: "All orders" }).click();
  await orderButton.click();
  // Staff take the order: the save is confirmed, the choice stays, and focus stays on the Save button.
  const manager = sheet.getByRole("combobox", { name: "Account manager" });
  const me = await manager.locator("option", { hasText: E2E_ADMIN_EMAIL_WS }).getAttribute("value");
  await manager.selectOption(me!);
  const save = sheet.getByRole("button", { name: "Save assignment" });
  await save.focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByText("Assignment saved")).toBeVisible();
  await expect(manager).toHaveValue(me!);
  await expect(save).toBeFocused();
  await admin.keyboard.press("Escape");
  await expect(orderButton).toBeFocused();
  await staffContext.close();

  // The client is e-mailed a link to the order page and reads the reply there.
  const mails = await waitForMails(email, 3);
  const replyMail = mails.find((m) => m.includes(`New message about your order ${code}`));
  expect(replyMail).toBeTruthy();
  const orderLink = await linkFromOutbox(email, `/dashboard/orders/${code}`);
  await page.goto(orderLink);
  await expect(page.getByRole("list", { name: "Messages" })).toContainText("Thanks Gwen, we start on Monday.");
  // …and downloads the file staff attached: the same bytes.
  const fileLink = shared(page).getByRole("link", { name: "Download release-plan.pdf" });
  const [download] = await Promise.all([page.waitForEvent("download"), fileLink.click()]);
  expect(download.suggestedFilename()).toBe("release-plan.pdf");
  expect((await fs.readFile((await download.path())!)).equals(releasePlan)).toBe(true);

  // The same page under a language prefix.
  await page.goto(`/de/dashboard/orders/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Anfrage ${code}`) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nachrichten" })).toBeVisible();
});
