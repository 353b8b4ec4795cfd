import { E2E_ADMIN_EMAIL_RETAINERS } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";

test.use({ viewport: { width: 1440, height: 900 } });

test("staff make a tier monthly; the client sees '/ month', orders it and finds the retainer on the order page", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // Staff mark Political Campaigns · Starter as monthly, 12 posts a period, what is left rolling over.
  const { context: staffContext, page: staff } = await newHydratingPage(browser, {
    viewport: { width: 1440, height: 900 },
  });
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_RETAINERS);
  await staff.goto("/admin/services");
  const plans = staff.getByRole("region", { name: "Retainers: recurring tiers" });
  await plans.getByRole("combobox", { name: "Service" }).selectOption({ label: "Political Campaigns" });
  const starter = plans.getByRole("group", { name: "Starter" });
  await starter.getByRole("checkbox", { name: "Recurring" }).check();
  await expect(starter.getByRole("textbox", { name: "Every (months)" })).toHaveValue("1");
  await starter.getByRole("textbox", { name: "Quota per period" }).fill("12");
  await starter.getByRole("textbox", { name: "Unit" }).fill("posts");
  await starter.getByRole("checkbox", { name: "Roll over what is left" }).check();
  // Professional is monthly too, so a client can move between the two.
  await plans.getByRole("group", { name: "Professional" }).getByRole("checkbox", { name: "Recurring" }).check();
  await plans.getByRole("button", { name: "Save retainers" }).click();
  await expect(staff.getByText("Retainer plans saved.")).toBeVisible();

  // The public service page (drawn again on the server) and the order wizard say "/ month".
  await registerAndConfirm(page, { name: "Retainer Client" });
  await page.goto("/services/political");
  await page.getByRole("tab", { name: "Pricing" }).click();
  const card = page.getByRole("tabpanel", { name: "Pricing" }).getByRole("article", { name: "Starter" });
  await expect(card).toContainText("$4,999/ month");
  await expect(card).toContainText("12 posts per period · unused ones roll over");
  await page.goto("/pricing");
  const section = page.getByRole("region", { name: "Political Campaigns", exact: true });
  await expect(section.getByRole("article", { name: "Starter" })).toContainText("$4,999/ month");
  await expect(section.getByRole("article", { name: "Professional" })).toContainText("$12,999/ month");
  await expect(section.getByRole("article", { name: "Enterprise" })).not.toContainText("/ month");
  await page.goto("/order/political?plan=starter");
  await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
  await expect(page.locator("label").filter({ hasText: "Starter" })).toContainText("/ month");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Project Name").fill("Monthly campaign");
  await page.getByLabel("Your Name").fill("Retainer Client");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const confirmation = page.getByRole("heading", { level: 2, name: /^Order ORD-\d{6} received$/ });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.textContent())!.match(/ORD-\d{6}/)![0];

  // Pending until its first invoice is paid; staff start it from the order sheet instead.
  await page.goto(`/dashboard/orders/${code}`);
  const retainer = page.getByTestId("order-retainer");
  await expect(retainer.getByTestId("retainer-status")).toHaveText("Pending");
  await expect(retainer).toContainText("Starts when the first invoice is paid");
  await staff.goto(`/admin/orders?q=${code}`);
  await staff.getByRole("button", { name: `Open order ${code}` }).click();
  const sheet = staff.getByRole("dialog").getByTestId("order-retainer");
  await sheet.getByRole("button", { name: "Start retainer" }).click();
  await expect(sheet.getByTestId("retainer-status")).toHaveText("Active");
  await sheet.getByRole("textbox", { name: "Used this period" }).fill("3");
  await sheet.getByRole("button", { name: "Save usage" }).click();
  await expect(sheet).toContainText("9 posts");
  await sheet.screenshot({ path: testInfo.outputPath("retainer-staff-en-1440.png") });
  // Admin → Analytics lists it, and the monthly recurring revenue counts it (in its currency).
  await staff.goto("/admin/analytics");
  const overviewRow = staff.getByRole("row", { name: new RegExp(code) });
  await expect(overviewRow).toContainText("Political Campaigns · Starter");
  await expect(overviewRow).toContainText("Active");
  await expect(overviewRow).toContainText("$4,999 every month");
  await expect(staff.getByText("Monthly recurring revenue").locator("..")).toContainText("$4,999");
  await staff.getByRole("heading", { name: "Retainers" }).scrollIntoViewIfNeeded();
  await staff.screenshot({ path: testInfo.outputPath("retainers-overview-en-1440.png") });
  await staff.goto("/admin/services");
  await plans.getByRole("combobox", { name: "Service" }).selectOption({ label: "Political Campaigns" });
  // Saved: the form comes back with the tier as staff left it.
  await expect(plans.getByRole("group", { name: "Starter" }).getByRole("textbox", { name: "Unit" })).toHaveValue(
    "posts",
  );
  await plans.screenshot({
    path: testInfo.outputPath("retainer-plans-en-1440.png"),
  });
  await staffContext.close();

  // The client sees the period's usage, the next invoice and what cancelling would mean before confirming.
  await page.reload();
  await expect(retainer.getByTestId("retainer-status")).toHaveText("Active");
  await expect(retainer).toContainText("Billed every month · $4,999");
  await expect(retainer).toContainText("Current period:");
  await expect(retainer.getByTestId("retainer-next-invoice")).toContainText("$4,999");
  await retainer.getByRole("button", { name: "Cancel retainer" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel the retainer" });
  await expect(dialog).toContainText("no refund for the current period");
  await expect(dialog).toContainText("Refund: $0");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();

  // German and Japanese, on a phone and a desktop.
  for (const lang of ["de", "ja"] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/${lang}/dashboard/orders/${code}`);
      await expect(retainer.getByTestId("retainer-status")).toHaveText(lang === "de" ? "Aktiv" : "有効");
      await retainer.scrollIntoViewIfNeeded();
      await retainer.screenshot({ path: testInfo.outputPath(`retainer-${lang}-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto(`/${lang}/pricing`);
      const tier = page.getByRole("article").filter({ hasText: lang === "de" ? "/ Monat" : "/ 月" });
      await expect(tier).toHaveCount(2);
      await tier.first().scrollIntoViewIfNeeded();
      await tier.first().screenshot({ path: testInfo.outputPath(`tier-${lang}-${width}.png`) });
    }
  }

  // The client moves to Professional: the rest of this period, prorated to the day, goes on the next invoice.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/orders/${code}`);
  await retainer.getByRole("button", { name: "Change plan" }).click();
  const change = page.getByRole("dialog", { name: "Change the plan" });
  const option = change.getByRole("radio", { name: /Professional · \$12,999 every month/ });
  await expect(option).toBeChecked();
  await expect(change).toContainText(
    /\$[\d,.]+ for the \d+ of \d+ days left in this period is added to your next invoice\./,
  );
  await change.screenshot({ path: testInfo.outputPath("retainer-plan-en-1440.png") });
  await change.getByRole("button", { name: "Change plan" }).click();
  await expect(page.getByText("The retainer is now on Professional.")).toBeVisible();
  await expect(retainer).toContainText("Billed every month · $12,999");
  await expect(retainer.getByTestId("retainer-adjustments")).toContainText("Added to the next invoice:");
  await expect(retainer.getByTestId("retainer-adjustments")).toContainText("Starter → Professional");

  // The dashboard lists it, with the new plan and the next invoice, linked to its place on the order page.
  await page.goto("/dashboard");
  const onDashboard = page.getByTestId("dashboard-retainers");
  await expect(onDashboard).toContainText(`${code} · $12,999 every month`);
  await expect(onDashboard).toContainText("Next invoice on");
  await onDashboard.getByRole("link", { name: "Political Campaigns · Professional" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${code}#retainer$`));

  // Then cancels at the period's end: the retainer runs until then.
  await retainer.getByRole("button", { name: "Cancel retainer" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel the retainer" });
  await cancel.getByRole("radio", { name: /At the end of the current period/ }).check();
  await cancel.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByText(/^The retainer ends on /)).toBeVisible();
  await expect(retainer.getByTestId("retainer-status")).toHaveText("Cancelling");
  await expect(retainer).toContainText("Ends on");
});
