import { E2E_ADMIN_EMAIL_SETUP } from "../../playwright.config";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";
import { powHeaders } from "./pow";

// axe measures these screens: in reduced motion a toast shows at once, never half-faded (sonner drops its transitions).
test.use({ contextOptions: { reducedMotion: "reduce" } });

/**
 * Runs before every other e2e project (playwright.config.ts, project "setup"), on the fresh install the e2e server
 * starts with: staff cannot invoice until the billing setup checklist is done. It leaves the setup complete for the
 * walks that quote, invoice and take payments.
 */
test("a fresh admin cannot invoice until the setup checklist is done", async ({ page, consoleErrors }) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  const tally: AxeTally = { checks: 0, violations: [] };
  await page.context().addInitScript({ path: AXE_SOURCE });
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_SETUP);

  // A guest's order to invoice.
  const created = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.42.7.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "professional",
      projectName: "Channel launch",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Gina Guest",
      contactEmail: "gina.setup@example.com",
      contactPhone: "",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = ((await created.json()) as { order: { code: string } }).order;

  // The dashboard shows the checklist while it is incomplete.
  await page.goto("/admin");
  const dashboardList = page.getByRole("region", { name: "Before you can invoice" });
  await expect(dashboardList).toBeVisible();
  await expect(dashboardList.getByText("Postal address", { exact: true })).toBeVisible();
  await axe(page, "admin dashboard, setup checklist", tally);

  // Issuing is refused, naming what is missing.
  await page.goto(`/admin/orders/${code}`);
  const billing = page.getByRole("dialog").getByRole("region", { name: "Billing" });
  await billing.getByRole("button", { name: "Issue an invoice" }).click();
  await billing.getByRole("button", { name: "Issue the invoice" }).click();
  const refusal = billing.getByRole("alert").filter({ hasText: "Invoicing is not set up yet." });
  await expect(refusal).toBeVisible();
  // Card and PayPal are configured on the e2e server (the stand-ins): the payment method is not missing. The seller's
  // name is: nobody entered one (the template's is never counted).
  await expect(refusal.getByRole("listitem")).toHaveText([
    "Seller legal name",
    "Postal address",
    "Tax ID (or “We have no tax ID”)",
  ]);
  await axe(page, "admin order sheet, invoicing refused", tally);
  // The refusal is the browser's one failed request (409), expected here.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 409")]);
  consoleErrors.length = 0;
  const billingState = await page.request.get(`/api/admin/orders/${code}/billing`);
  expect(((await billingState.json()) as { invoices: unknown[] }).invoices).toEqual([]);

  // Settings: the seller's name, address, "no tax id", bank transfer with its details; the checklist completes.
  await refusal.getByRole("link", { name: "Open billing settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings/);
  const list = page.getByRole("region", { name: "Before you can invoice" });
  await expect(list).toBeVisible();
  await page.getByRole("textbox", { name: "Legal name", exact: true }).fill("Northwind Media Ltd.");
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 Shadow Lane\nLondon EC1A 1AA");
  await page.getByRole("checkbox", { name: "We have no tax ID" }).check();
  await page.getByRole("checkbox", { name: "Bank transfer", exact: true }).check();
  await page
    .getByRole("textbox", { name: "Bank details", exact: true })
    .fill("Umbra Agency Ltd.\nIBAN GB00 UMBR 0000 0000 0000 00");
  await page.getByRole("button", { name: "Save billing settings" }).click();
  await expect(page.getByText("Billing settings saved.")).toBeVisible();
  await expect(page.getByText("Invoicing is set up.")).toBeVisible();
  await axe(page, "admin settings, setup complete", tally);

  // Now the invoice is issued, and the dashboard no longer shows the checklist.
  await page.goto(`/admin/orders/${code}`);
  const again = page.getByRole("dialog").getByRole("region", { name: "Billing" });
  await again.getByRole("button", { name: "Issue an invoice" }).click();
  await again.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(page.getByText(/Invoice INV-\d{4}-\d{4} issued and sent to the client\./)).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Before you can invoice" })).toHaveCount(0);
  expect(tally.violations).toEqual([]);
});
