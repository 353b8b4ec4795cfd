import { expect, test } from "./fixtures";
import { holdRequests } from "./hold";
import { mailsTo, uniqueAddress, waitForMail, waitForMails } from "./requests-outbox";

test("the contact page shows the addresses, four questions and the legal links", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByRole("link", { name: "sales@umbra.agency" })).toHaveAttribute(
    "href",
    "mailto:sales@umbra.agency",
  );
  await expect(page.getByRole("link", { name: "support@umbra.agency" })).toBeVisible();
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  await expect(faq.getByRole("button")).toHaveCount(4);
  await faq.getByRole("button", { name: "Do I need a contract?" }).click();
  await expect(faq.getByText("There are no contracts or lengthy commitments", { exact: false })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
});

test("a message is sent with 'Sending...', the fields are cleared and both e-mails go out", async ({ page }) => {
  const email = uniqueAddress("contact");
  const release = await holdRequests(page, "**/api/contact");
  await page.goto("/contact");

  // Everything is required.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(3);
  await expect(page.getByText("Choose a service")).toBeVisible();

  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("combobox", { name: "Service Interested In" }).click();
  const options = page.getByRole("option");
  await expect(options).toHaveText([
    "Strategic Shilling",
    "Influencer Marketing",
    "Amazon Growth",
    "Music Promotion",
    "YouTube Growth",
    "Reputation Management",
    "Press & Media",
    "Custom Campaigns",
  ]);
  await page.getByRole("option", { name: "Reputation Management" }).click();
  await page.getByLabel("Message").fill("Please clean up our search results.");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Service Interested In" })).toHaveText("Select a service");

  const [ack] = await waitForMails(email);
  expect(ack).toContain("Subject: We received your message");
  expect(ack).toContain("Please clean up our search results.");
  const staff = await waitForMail("staff@umbra.agency", (m) => m.includes(email));
  expect(staff).toContain("Service: Reputation Management");
});

test("a failed send shows the error toast and keeps the fields", async ({ page, consoleErrors }) => {
  const email = uniqueAddress("contact-fail");
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Grace Hopper");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("combobox", { name: "Service Interested In" }).click();
  await page.getByRole("option", { name: "Music Promotion" }).click();
  await page.getByLabel("Message").fill("Hello");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(
    page.getByText("There was an error sending your message. Please try again or contact us directly."),
  ).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
  expect(await mailsTo(email)).toEqual([]);
  // The browser logs the failed request itself; that one error is expected here.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 500")]);
  consoleErrors.length = 0;
});

test("the contact form works on a phone @phone", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByLabel("Full Name")).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test("the service is chosen with the keyboard alone, its list made when the field takes focus", async ({ page }) => {
  await page.goto("/contact");
  const service = page.getByRole("combobox", { name: "Service Interested In" });
  await page.getByLabel("Email Address", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(service).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option")).toHaveCount(8);
  await expect(page.getByRole("option", { name: "Strategic Shilling" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("option", { name: "Custom Campaigns" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option")).toHaveCount(0);
  await expect(service).toHaveText("Custom Campaigns");
  await expect(service).toBeFocused();
});

test("the form's checks load with its first use, not with the page; a failed load says so", async ({
  page,
  consoleErrors,
}) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/contact-resolver-")) fetched.push(r.url());
  });
  let reachable = false;
  await page.route("**/assets/contact-resolver-*.js", (route) => (reachable ? route.continue() : route.abort()));
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  // Focusing the form asks for them; they cannot be had, and the submit says the message was not sent.
  await page.getByLabel("Full Name").focus();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("There was an error sending your message. Please try again or contact us directly."),
  ).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  consoleErrors.length = 0;

  // Reachable again: the next submit loads them and checks the form.
  reachable = true;
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("This field is required")).toHaveCount(3);
});
