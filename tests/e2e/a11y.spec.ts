import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_A11Y } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { LANGUAGES, WIDTHS, axe, go, localized, newA11yPage, open, tr, type AxeTally, type Lang } from "./a11y-helpers";
import { expect, test } from "./fixtures";
import { powHeaders } from "./pow";

/**
 * axe-core (WCAG 2.0–2.2 A/AA, any impact) over every route and state, in all six languages, at phone and
 * desktop width. One page per language and width goes from route to route; axe runs once per screen.
 */
const PUBLIC_ROUTES = [
  "/services",
  "/services/shilling",
  "/services/custom",
  "/pricing",
  "/testimonials",
  "/blog",
  "/blog/1",
  "/portfolio",
  "/portfolio/3",
  "/terms",
  "/privacy",
  "/refund",
  "/cookies",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/no-such-page",
];

const ADMIN_ROUTES = [
  "/admin",
  "/admin/orders",
  "/admin/users",
  "/admin/services",
  "/admin/projects",
  "/admin/analytics",
  "/admin/performance",
  "/admin/settings",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/invoices",
  "/admin/inbox",
  "/admin/content",
  "/admin/content/faq%3Aitems",
  "/admin/media",
  "/dashboard",
  "/profile",
];

function report(tally: AxeTally, what: string) {
  test.info().annotations.push({ type: "axe", description: `${what}: ${tally.checks} screens checked` });
  console.log(`[a11y] ${what}: ${tally.checks} screens, ${tally.violations.length} violations`);
  expect(tally.violations).toEqual([]);
}

async function publicStates(page: Page, lang: Lang, phone: boolean, tally: AxeTally) {
  const at = (p: string) => localized(lang, p);
  const where = (p: string) => `${lang} ${phone ? 390 : 1440} ${p}`;

  // A first visit: the cookie banner is open over the home page.
  await open(page, at("/"));
  const banner = page.locator("[data-cookie-banner]");
  await expect(banner).toBeVisible();
  await axe(page, where("/ + cookie banner"), tally);
  await banner.getByRole("button", { name: tr(lang, "widgets", "cookies.essential") }).click();
  await expect(banner).toBeHidden();
  await axe(page, where("/"), tally);

  if (phone) {
    await page.getByRole("button", { name: tr(lang, "common", "nav.openMenu") }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await axe(page, where("/ + drawer"), tally);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
  await page.getByRole("button", { name: tr(lang, "widgets", "chat.open") }).click();
  const chat = page.getByRole("dialog", { name: tr(lang, "widgets", "chat.title") });
  await expect(chat).toBeVisible();
  await axe(page, where("/ + chat"), tally);
  await chat.getByRole("button", { name: tr(lang, "widgets", "chat.callback") }).click();
  await expect(chat.getByRole("combobox", { name: tr(lang, "widgets", "chat.callbackForm.country") })).toBeFocused();
  await axe(page, where("/ + chat callback form"), tally);
  await chat.getByRole("button", { name: tr(lang, "widgets", "chat.callbackForm.cancel") }).click();
  await chat.getByRole("button", { name: tr(lang, "widgets", "chat.close") }).click();

  for (const route of PUBLIC_ROUTES) {
    await go(page, at(route));
    await axe(page, where(route), tally);
  }

  await go(page, at("/about"));
  await expect(page.getByRole("tab")).toHaveCount(3);
  for (const tab of await page.getByRole("tab").all()) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await axe(page, where(`/about tab ${await tab.textContent()}`), tally);
  }
  await go(page, at("/faq"));
  await page.getByRole("main").getByRole("button", { expanded: false }).first().click();
  await axe(page, where("/faq + answer"), tally);

  await go(page, at("/order/shilling"));
  await axe(page, where("/order step 1"), tally);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: tr(lang, "order", "actions.next") }).click();
  await expect(page.getByRole("heading", { level: 2, name: tr(lang, "order", "steps.details.title") })).toBeFocused();
  await axe(page, where("/order step 2"), tally);
}

for (const lang of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`axe: public routes and states, ${lang} at ${width.width} px`, async ({ browser }) => {
      test.setTimeout(360_000);
      const page = await newA11yPage(browser, width);
      const tally: AxeTally = { checks: 0, violations: [] };
      await publicStates(page, lang, width.name === "phone", tally);
      await page.context().close();
      report(tally, `public ${lang} ${width.width}`);
    });
  }
}

/** The admin sweep in two halves per width (each signs in its own admin), so that a half fits its time on a slow day. */
const LANGUAGE_HALVES = [LANGUAGES.slice(0, 3), LANGUAGES.slice(3)];

for (const width of WIDTHS) {
  for (const [half, languages] of LANGUAGE_HALVES.entries()) {
    test(`axe: admin screens, the order sheet and the account pages in ${languages.join(", ")} at ${width.width} px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(360_000);
      const created = await request.post("/api/orders", {
        headers: { "x-forwarded-for": `10.11.${width.width % 256}.${7 + half}`, ...(await powHeaders(request)) },
        data: {
          serviceId: "press",
          servicePlan: "starter",
          projectName: "Launch",
          projectDescription: "",
          projectDeadline: null,
          projectGoals: ["Reach"],
          contactName: "Ada",
          contactEmail: `a11y-${width.name}-${half}-${Date.now()}@example.com`,
          contactPhone: "",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { order } = (await created.json()) as { order: { code: string } };
      // A visitor's chat, for the inbox's conversation view.
      const chat = await request.post("/api/chat/messages", {
        headers: { "x-forwarded-for": `10.12.${width.width % 256}.${7 + half}`, ...(await powHeaders(request)) },
        data: { body: "A question about the press plan", page: "/services/press", email: "a11y-chat@example.com" },
      });
      expect(chat.status(), await chat.text()).toBe(201);
      const { conversation } = (await chat.json()) as { conversation: { id: string } };

      const page = await newA11yPage(browser, width);
      await page.context().addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
      await signInAsAdmin(page, E2E_ADMIN_EMAIL_A11Y(`${width.name}-${half + 1}`));
      const tally: AxeTally = { checks: 0, violations: [] };
      for (const lang of languages) {
        const where = (p: string) => `${lang} ${width.width} ${p}`;
        // A new language is a new page load (the router's basename is the language prefix).
        await open(page, localized(lang, ADMIN_ROUTES[0]!));
        for (const route of ADMIN_ROUTES) {
          if (route !== ADMIN_ROUTES[0]) await go(page, localized(lang, route));
          await axe(page, where(route), tally);
        }
        await go(page, localized(lang, `/admin/orders?q=${order.code}`));
        const opener = page.getByRole("button", { name: tr(lang, "admin", "orders.open", { id: order.code }) });
        await opener.click();
        const sheet = page.getByRole("dialog");
        await expect(sheet.locator("dl")).toBeVisible();
        await axe(page, where("/admin/orders + order sheet"), tally);
        await page.keyboard.press("Escape");
        await expect(sheet).toBeHidden();
        await expect(opener).toBeFocused();
        await go(page, localized(lang, `/admin/inbox/${conversation.id}`));
        await expect(
          page.getByRole("list", { name: tr(lang, "admin", "inbox.thread.title"), exact: true }),
        ).toContainText("A question about the press plan");
        await axe(page, where("/admin/inbox/:id"), tally);
      }
      await page.context().close();
      report(tally, `admin ${languages.join(" ")} ${width.width}`);
    });
  }
}

for (const width of WIDTHS) {
  test(`axe: the client's dashboard and order page with messages, an open quote and an invoice to pay in six languages at ${width.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    // Staff, in a context of their own, quote two orders of one client and write in both threads.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAsAdmin(staff, E2E_ADMIN_EMAIL_A11Y(`portal-${width.name}`));

    const page = await newA11yPage(browser, width);
    await page.context().addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
    const client = await registerAndConfirm(page, { name: "Ada Client" });
    const order = async (projectName: string, ip: string) => {
      const created = await page.request.post("/api/orders", {
        headers: { "x-forwarded-for": ip, ...(await powHeaders(page.request)) },
        data: {
          serviceId: "custom",
          servicePlan: "enterprise",
          projectName,
          projectDescription: "",
          projectDeadline: null,
          projectGoals: [],
          contactName: client.name,
          contactEmail: client.email,
          contactPhone: "",
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { order: { code: string } }).order.code;
    };
    const quoted = await order("Relaunch", `10.12.${width.width % 256}.7`);
    const invoiced = await order("Rebrand", `10.12.${width.width % 256}.8`);
    for (const code of [quoted, invoiced]) {
      const sent = await staff.request.post(`/api/admin/orders/${code}/quotes`, {
        data: {
          lines: [
            { description: "Relaunch campaign, six weeks", quantity: 1, unitPriceCents: 123456 },
            { description: "Press release", quantity: 2, unitPriceCents: 25000 },
          ],
          validUntil: "2098-12-31",
          note: "Prices include two rounds of revisions.",
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const wrote = await staff.request.post(`/api/admin/orders/${code}/messages`, {
        data: { body: "Here is our quote for the campaign." },
      });
      expect(wrote.status(), await wrote.text()).toBe(201);
    }
    const replied = await page.request.post(`/api/orders/${quoted}/messages`, { data: { body: "Thank you!" } });
    expect(replied.status(), await replied.text()).toBe(201);
    // Staff read it at once: no unread message is left for the admin badges that other tests look at.
    expect((await staff.request.get(`/api/admin/orders/${quoted}/messages`)).status()).toBe(200);
    const accepted = await page.request.post(`/api/orders/${invoiced}/quotes/1/decision`, {
      data: { decision: "accept" },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    // Milestones (issue 41): one delivered and waiting for the client, so the sweep sees the review panel and card.
    const planned = await staff.request.put(`/api/admin/orders/${invoiced}/milestones`, {
      data: {
        milestones: [
          { title: "Strategy", weight: 40 },
          { title: "Launch", weight: 60 },
        ],
      },
    });
    expect(planned.status(), await planned.text()).toBe(200);
    const firstMilestone = ((await planned.json()) as { milestones: { id: number }[] }).milestones[0]!.id;
    const deliveredMilestone = await staff.request.post(
      `/api/admin/orders/${invoiced}/milestones/${firstMilestone}/deliver`,
      { data: { message: "The strategy is ready for your review." } },
    );
    expect(deliveredMilestone.status(), await deliveredMilestone.text()).toBe(200);
    // Results (issue 43): a metric with two measurements, and a read-only link with a password made by staff.
    const metric = await staff.request.post(`/api/admin/orders/${invoiced}/metrics`, {
      data: { kind: "mentions", baseline: 40 },
    });
    expect(metric.status(), await metric.text()).toBe(201);
    const metricId = ((await metric.json()) as { id: number }).id;
    for (const [value, measuredAt] of [
      [55, "2026-10-01"],
      [71, "2026-11-01"],
    ] as const) {
      const point = await staff.request.post(`/api/admin/orders/${invoiced}/metrics/${metricId}/points`, {
        data: { value, measuredAt },
      });
      expect(point.status(), await point.text()).toBe(201);
    }
    const share = await staff.request.post(`/api/admin/orders/${invoiced}/shares`, {
      data: { expiresInDays: 30, password: "harbour-lights-7" },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareToken = ((await share.json()) as { url: string }).url.split("#")[1]!;
    await staffContext.close();

    const tally: AxeTally = { checks: 0, violations: [] };
    for (const lang of LANGUAGES) {
      const where = (p: string) => `${lang} ${width.width} ${p}`;
      // The dashboard begins with what waits: the quote to answer and the invoice to pay, as cards.
      await open(page, localized(lang, "/dashboard"));
      const actions = page.getByRole("region", { name: tr(lang, "account", "dashboard.actions.title"), exact: true });
      await expect(actions.getByTestId("action-quote")).toBeVisible();
      await expect(actions.getByTestId("action-invoice")).toBeVisible();
      await expect(actions.getByTestId("action-reviews")).toBeVisible();
      await axe(page, where("/dashboard, a quote and an invoice waiting"), tally);
      for (const [code, state] of [
        [quoted, "open quote"],
        [invoiced, "invoice to pay"],
      ] as const) {
        await go(page, localized(lang, `/dashboard/orders/${code}`));
        const billing = page.getByRole("region", { name: tr(lang, "billing", "title"), exact: true });
        await expect(billing.getByText("Relaunch campaign, six weeks").filter({ visible: true }).first()).toBeVisible();
        await expect(page.getByText("Here is our quote for the campaign.")).toBeVisible();
        if (state === "open quote") await expect(billing.getByRole("button").first()).toBeVisible();
        else await expect(billing.getByRole("link", { name: /INV-\d{4}-\d{4}/ })).toBeVisible();
        if (state === "invoice to pay")
          await expect(page.getByText("The strategy is ready for your review.").first()).toBeVisible();
        await axe(page, where(`/dashboard/orders/:code, ${state}`), tally);
        if (state === "open quote") {
          // Accepting asks first, in a summary that links to the terms in the page's language.
          const accept = billing.getByRole("button", { name: tr(lang, "billing", "quote.accept"), exact: true });
          await accept.click();
          const dialog = page.getByRole("dialog", {
            name: tr(lang, "billing", "quote.confirmTitle", { version: "1" }),
          });
          await expect(dialog.getByTestId("grand-total")).toBeVisible();
          await expect(dialog.getByRole("link", { name: tr(lang, "billing", "quote.termsLink") })).toHaveAttribute(
            "href",
            localized(lang, "/terms"),
          );
          await axe(page, where("/dashboard/orders/:code + accept summary"), tally);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
          await expect(accept).toBeFocused();
        }
        if (width.name === "phone") {
          // At 320 px the line items still fit their box: amounts and the total are in sight without scrolling.
          await page.setViewportSize({ width: 320, height: 640 });
          const totals = billing.getByTestId("grand-total").filter({ visible: true });
          await expect(totals.first()).toBeVisible();
          for (const total of await totals.all()) {
            const { scroll, clipped } = await total.evaluate((el) => {
              const box = el.closest("table")!.parentElement!;
              return {
                scroll: box.scrollWidth - box.clientWidth,
                clipped: el.getBoundingClientRect().right - box.getBoundingClientRect().right,
              };
            });
            expect(scroll, `${lang} ${state}: the lines table scrolls sideways at 320 px`).toBeLessThanOrEqual(1);
            expect(clipped, `${lang} ${state}: the total is cut off at 320 px`).toBeLessThanOrEqual(1);
          }
          await page.setViewportSize({ width: width.width, height: width.height });
        }
        if (state === "invoice to pay") {
          const results = page.getByRole("region", { name: tr(lang, "results", "title"), exact: true });
          await expect(results.getByRole("img")).toBeVisible();
          await results.getByText(tr(lang, "results", "table")).click();
          await expect(results.getByRole("row")).toHaveCount(3);
          await expect(
            page.getByTestId("share-links").getByText(tr(lang, "results", "shares.withPassword")),
          ).toBeVisible();
          await axe(page, where("/dashboard/orders/:code, results, table open, a link"), tally);
        }
      }
      // The read-only link's page: its password asked, then the results.
      await open(page, `${localized(lang, "/shared/results")}#${shareToken}`);
      await expect(page.getByText(tr(lang, "results", "shared.passwordTitle"))).toBeVisible();
      await axe(page, where("/shared/results, password"), tally);
      await page.getByLabel(tr(lang, "results", "shared.passwordLabel"), { exact: true }).fill("harbour-lights-7");
      await page.getByRole("button", { name: tr(lang, "results", "shared.open") }).click();
      await expect(page.getByRole("img").first()).toBeVisible();
      await axe(page, where("/shared/results, the results"), tally);
    }
    await page.context().close();
    report(tally, `client order page ${width.width}`);
  });
}

test("The skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const focusedInMain = await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement));
  expect(focusedInMain).toBe(true);
});

test("Every image on the public pages has an alt attribute", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  for (const path of ["/", "/blog", "/portfolio", "/portfolio/3", "/testimonials", "/about"]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    const missing = await page.locator("img:not([alt])").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")));
    expect(missing, path).toEqual([]);
  }
});
