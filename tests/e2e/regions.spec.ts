import { E2E_ADMIN_EMAIL_REGIONS } from "../../playwright.config";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { uniqueAddress } from "./requests-outbox";

// axe measures these screens: in reduced motion a toast shows at once, never half-faded (sonner drops its transitions).
test.use({ contextOptions: { reducedMotion: "reduce" } });

// Europe and Asia are this walk's own: no other e2e test chooses them with settings it depends on
// (widgets.spec chooses Oceania for the plain toast; its drawer test checks only the title).
test("staff price in euros and keep a service out of Asia: a visitor in Europe sees, orders and is quoted in euros, and one in Asia no longer sees the service", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const tally: AxeTally = { checks: 0, violations: [] };

  // Staff: Admin → Services, a EUR list with the shilling tiers priced (the rest stays "Custom quote").
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await staffContext.addInitScript({ path: AXE_SOURCE });
  await skipCookieBanner(staff);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_REGIONS);
  await staff.goto("/admin/services");
  const lists = staff.getByRole("region", { name: "Prices per currency" });
  await lists.getByRole("textbox", { name: "Add a currency (ISO 4217 code)" }).fill("EUR");
  await lists.getByRole("button", { name: "Add currency" }).click();
  const eur = staff.getByRole("region", { name: /^EUR — / });
  await eur.getByRole("textbox", { name: "Strategic Shilling, Starter (EUR)" }).fill("899");
  await eur.getByRole("textbox", { name: "Strategic Shilling, Professional (EUR)" }).fill("2,299.50");
  await eur.getByRole("textbox", { name: "Strategic Shilling, Enterprise (EUR)" }).fill("4599");
  await axe(staff, "admin services, a new EUR price list", tally);
  await eur.getByRole("button", { name: "Save EUR prices" }).click();
  await expect(staff.getByText("EUR prices saved")).toBeVisible();

  // Europe sells in euros; Asia keeps dollars but no longer offers political campaigns.
  const europe = staff.getByRole("form", { name: "Europe" });
  await europe.getByRole("combobox", { name: "Currency" }).selectOption("EUR");
  await expect(europe).toContainText("26 tiers have no EUR price");
  await europe.getByRole("button", { name: "Save Europe" }).click();
  await expect(staff.getByText("Europe saved")).toBeVisible();
  const asia = staff.getByRole("form", { name: "Asia" });
  await asia.getByRole("checkbox", { name: "Political Campaigns" }).uncheck();
  await asia.getByRole("button", { name: "Save Asia" }).click();
  await expect(staff.getByText("Asia saved")).toBeVisible();

  // A returning visitor from Europe: the prerendered page is in dollars and switches to euros after hydration without
  // moving anything (the layout shifts Lighthouse's CLS adds up: none).
  const { context: returning, page: back } = await newHydratingPage(browser);
  await skipCookieBanner(back);
  await returning.addCookies([{ name: "umbra_region", value: "eu", url: test.info().project.use.baseURL! }]);
  await back.addInitScript(() => {
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = { value: number; hadRecentInput: boolean; startTime: number; sources: Source[] };
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    const name = (n?: Node) => {
      if (!(n instanceof Element)) return n?.nodeName ?? "?";
      const label = n.getAttribute("aria-label") ?? n.id ?? "";
      return `${n.tagName.toLowerCase()}${label ? `[${label}]` : ""}.${String(n.className).slice(0, 60)}`;
    };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[])
        if (!e.hadRecentInput)
          w.shifts.push(
            `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms, hydrated: ${document.documentElement.dataset.hydrated ?? "no"}: ` +
              e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join("; "),
          );
    }).observe({ type: "layout-shift", buffered: true });
  });
  await back.goto("/pricing");
  await expect(
    back.getByRole("region", { name: "Strategic Shilling", exact: true }).getByRole("article").nth(0),
  ).toContainText("€899");
  await back.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Each shift with what moved (a node, its box before → after), so that a failure names its cause.
  expect(await back.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  await returning.close();

  // A visitor: no region at first, dollars; choosing Europe changes currency, so the spec's whole toast is true.
  await skipCookieBanner(page);
  await page.addInitScript({ path: AXE_SOURCE });
  await page.goto("/pricing");
  const shilling = page.getByRole("region", { name: "Strategic Shilling", exact: true });
  await expect(shilling.getByRole("article").nth(0)).toContainText("$999");
  await page.getByRole("banner").getByRole("button", { name: "Select region" }).click();
  await page.getByRole("menuitemradio", { name: /Europe/ }).click();
  await expect(page.getByText("Region changed to Europe")).toBeVisible();
  await expect(page.getByText("Content and pricing will now be tailored to your region.")).toBeVisible();
  const plans = shilling.getByRole("article");
  await expect(plans.nth(0)).toContainText("€899");
  await expect(plans.nth(1)).toContainText("€2,299.50");
  await expect(plans.nth(2)).toContainText("€4,599");
  await expect(page.getByRole("main")).not.toContainText("$");
  // A tier without a euro price is a custom quote in euros, never converted dollars.
  await expect(
    page.getByRole("region", { name: "Music Promotion", exact: true }).getByRole("article").nth(0),
  ).toContainText("Custom Quote");
  await axe(page, "/pricing in euros", tally);

  // The choice is remembered: a reload (a new visit reads the same cookie) stays in Europe and in euros.
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "Region: Europe" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Strategic Shilling", exact: true }).getByRole("article").nth(1),
  ).toContainText("€2,299.50");

  // The wizard and its summary price in euros, and the order is stored in euros at that price.
  const email = uniqueAddress("regions");
  await page.goto("/order/shilling?plan=professional");
  await expect(page.getByRole("radio", { name: /Professional/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Professional/ })).toHaveAccessibleName(/€2,299\.50/);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Project Name").fill("Euro launch");
  await page.getByLabel("Your Name").fill("Elena Euro");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  const summary = page.getByRole("button", { name: "Order Summary" });
  await summary.click();
  await expect(page.locator(`[id="${await summary.getAttribute("aria-controls")}"]`)).toContainText(
    "Professional · €2,299.50",
  );
  await page.getByRole("button", { name: "Submit Request" }).click();
  const confirmation = page.getByRole("heading", { level: 2, name: /^Order ORD-\d{6} received$/ });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.textContent())!.match(/ORD-\d{6}/)![0];
  await expect(page.getByRole("status").filter({ has: confirmation })).toContainText(
    "Strategic Shilling · Professional · €2,299.50",
  );

  // Staff see it in euros, and its quote starts in euros at the order's price.
  await staff.goto(`/admin/orders/${code}`);
  const sheet = staff.getByRole("dialog");
  await expect(sheet).toContainText("€2,299.50");
  const billing = sheet.getByRole("region", { name: "Billing" });
  await billing.getByRole("button", { name: "Write a quote" }).click();
  await expect(billing.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
  await expect(billing.getByRole("textbox", { name: "Unit price (EUR), line 1" })).toHaveValue(/2,?299\.50/);
  await axe(staff, "admin order sheet, a quote in euros", tally);

  // Asia does not offer political campaigns: they leave /services, and their page points to the contact form.
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: "Political Campaigns" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Region: Europe" }).click();
  await page.getByRole("menuitemradio", { name: /Asia/ }).click();
  await expect(page.getByText("Region changed to Asia")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Political Campaigns" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Strategic Shilling" })).toBeVisible();
  await page.goto("/services/political");
  await expect(page.getByText("Political Campaigns is not offered in your region")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await staffContext.close();
  expect(tally.violations).toEqual([]);
  expect(tally.checks).toBe(3);
});
