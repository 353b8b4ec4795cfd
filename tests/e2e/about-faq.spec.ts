import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test("About has Mission, Story (2019 to 2025) and Approach (4 steps) tabs, core values and links", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | Umbra");
  const tabs = page.getByRole("tablist", { name: "About our company" });
  await expect(tabs.getByRole("tab")).toHaveText(["Our Mission", "Our Story", "Our Approach"]);
  await expect(tabs.getByRole("tab", { name: "Our Mission" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("Attention is earned");

  await tabs.getByRole("tab", { name: "Our Story" }).click();
  const story = page.getByRole("tabpanel");
  for (const year of ["2019", "2020", "2021", "2022", "2023", "2024", "2025"])
    await expect(story.getByText(year, { exact: true })).toBeVisible();
  await expect(story.getByRole("listitem")).toHaveCount(7);

  await tabs.getByRole("tab", { name: "Our Mission" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Our Approach" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
    "Discover",
    "Strategise",
    "Execute",
    "Measure & scale",
  ]);

  await expect(page.getByRole("heading", { level: 2, name: "Our core values" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").getByRole("link", { name: "Explore Services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("Testimonials lists six rated testimonials with links to contact and services", async ({ page }) => {
  await page.goto("/testimonials");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What Our Clients Say");
  const list = page.getByRole("region", { name: "Client testimonials" });
  await expect(list.getByRole("figure")).toHaveCount(6);
  await expect(list.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(5);
  await expect(list.getByRole("img", { name: "Rated 4 out of 5" })).toHaveCount(1);
  await expect(list.getByText("Sarah Johnson")).toBeVisible();
  await expect(page.getByText("94%", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Start Your Campaign" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Explore Services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

const QUESTIONS = [
  "What does your company do?",
  "Are your services legitimate and safe for my accounts?",
  "How quickly will I see results?",
  "Do you guarantee results?",
  "How do you protect my data and privacy?",
  "What payment methods do you accept?",
  "Can I cancel my campaign?",
  "How can I track my campaign's progress?",
];

test("FAQ has eight questions in a single-open, collapsible accordion", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  const triggers = page.getByRole("main").getByRole("button", { expanded: false });
  await expect(triggers).toHaveText(QUESTIONS);

  const speed = page.getByRole("button", { name: QUESTIONS[2] });
  const payment = page.getByRole("button", { name: QUESTIONS[5] });
  await speed.click();
  await expect(speed).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/within 24 to 48 hours of launch/)).toBeVisible();

  await payment.click();
  await expect(payment).toHaveAttribute("aria-expanded", "true");
  await expect(speed).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/within 24 to 48 hours of launch/)).toBeHidden();
  // The answer names the methods this install offers (the FAQ's badges), or says the invoice brings the details.
  await expect(
    page.getByText(/^(We accept .+\.|You receive the payment details with your invoice\.) Pricing/),
  ).toBeVisible();

  await payment.click();
  await expect(payment).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(0);

  // The portal promise names what the portal shows, no "live metrics and reports".
  await page.getByRole("button", { name: QUESTIONS[7] }).click();
  await expect(
    page.getByText(
      /the results we measure for your campaign \(each figure at the start and now, the change and a chart over time\)/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/live metrics/)).toHaveCount(0);
});

test("FAQ names exactly the payment methods offered and offers e-mail support and the contact page", async ({
  page,
}) => {
  await page.goto("/faq");
  // Whatever this server offers (the e2e server has card and PayPal through the stand-ins, and bank transfer once the
  // billing setup ran): the badges and the answer name the same methods, and never the template's six.
  const badges = page.getByRole("region", { name: "Accepted payment methods" }).getByRole("listitem");
  const labels = await badges.allTextContents();
  const NAMES: Record<string, string> = {
    "Credit & debit cards": "credit and debit cards",
    PayPal: "PayPal",
    "Bank transfer": "bank transfer",
    Cryptocurrency: "cryptocurrency",
  };
  expect(labels.every((l) => l in NAMES)).toBe(true);
  await page.getByRole("button", { name: QUESTIONS[5] }).click();
  const answer = page.getByRole("region", { name: QUESTIONS[5] });
  if (labels.length === 0) {
    await expect(answer).toHaveText(/^You receive the payment details with your invoice\./);
  } else {
    const list = new Intl.ListFormat("en", { type: "conjunction" }).format(labels.map((l) => NAMES[l]!));
    await expect(answer).toHaveText(new RegExp(`^We accept ${list.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.`));
  }
  await expect(page.getByText(/Bitcoin|Ethereum|USDT/)).toHaveCount(0);
  const block = page.getByRole("region", { name: "Still have questions?" });
  await expect(block.getByRole("link", { name: "Email support" })).toHaveAttribute("href", /^mailto:support@/);
  await block.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("@phone FAQ answers open and close on a phone", async ({ page }) => {
  await page.goto("/faq");
  const q = page.getByRole("button", { name: QUESTIONS[6] });
  await q.click();
  await expect(page.getByText(/full refund minus a 10% administrative fee/)).toBeVisible();
  await q.click();
  await expect(q).toHaveAttribute("aria-expanded", "false");
});
