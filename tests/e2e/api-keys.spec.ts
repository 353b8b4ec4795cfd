import { E2E_ADMIN_EMAIL_API_KEYS } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, test } from "./fixtures";

test("staff create an API key, a tool reads orders with it, staff see its last use and revoke it; staff add a webhook endpoint", async ({
  page,
  playwright,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  await skipCookieBanner(page);
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_API_KEYS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/settings");
  const card = page.locator("div", { has: page.getByRole("heading", { name: "API keys" }) }).last();
  await expect(page.getByText("No keys yet. A key is shown once when you create it.")).toBeVisible();

  await page.getByRole("button", { name: "New key" }).click();
  const dialog = page.getByRole("dialog", { name: "New API key" });
  // Nothing chosen is refused in the form, with the reason beside the field.
  await dialog.getByRole("checkbox", { name: /orders:read/ }).uncheck();
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Enter a name.")).toBeVisible();
  await expect(dialog.getByText("Choose at least one scope.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Reporting sheet");
  await dialog.getByRole("checkbox", { name: /orders:read/ }).check();
  await dialog.getByRole("checkbox", { name: /invoices:read/ }).check();
  await dialog.getByRole("combobox", { name: "Expires" }).click();
  await page.getByRole("option", { name: "In 30 days" }).click();
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog", { name: "Copy your new key" });
  const secret = (await shown.getByTestId("api-key-secret").textContent())!.trim();
  expect(secret).toMatch(/^umb_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole("button", { name: "I have stored it" }).click();

  const row = page.getByRole("row", { name: /Reporting sheet/ });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Never");
  await expect(row).not.toContainText(secret);

  // A tool outside the browser (no cookie) reads the orders with the key, and is refused the clients.
  const tool = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const orders = await tool.get("/api/v1/orders", { headers: { authorization: `Bearer ${secret}` } });
  expect(orders.status()).toBe(200);
  expect(Array.isArray((await orders.json()).items)).toBe(true);
  const clients = await tool.get("/api/v1/clients", { headers: { authorization: `Bearer ${secret}` } });
  expect(clients.status()).toBe(403);

  await page.reload();
  await expect(row).not.toContainText("Never");

  await row.getByRole("button", { name: "Revoke the key Reporting sheet" }).click();
  await page
    .getByRole("dialog", { name: "Revoke Reporting sheet?" })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(page.getByText("The key Reporting sheet is revoked: its next request is refused.")).toBeVisible();
  await expect(row).toContainText("Revoked");
  expect((await tool.get("/api/v1/orders", { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401);
  await tool.dispose();
  await expect(card).toBeVisible();

  // A webhook endpoint: an address inside is refused with the reason; a public one gets its secret once.
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const hookDialog = page.getByRole("dialog", { name: "New webhook endpoint" });
  await hookDialog.getByLabel("URL", { exact: true }).fill("https://127.0.0.1/hooks");
  await hookDialog.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    hookDialog.getByText("This address is inside a private network; webhooks only go to the internet."),
  ).toBeVisible();
  // The refusal's 400, which the browser reports on its console.
  expect(consoleErrors).toEqual([expect.stringContaining("status of 400")]);
  consoleErrors.length = 0;
  await hookDialog.getByLabel("URL", { exact: true }).fill("https://93.184.215.14/hooks");
  await hookDialog.getByLabel("What it is for (optional)").fill("CRM");
  // One event the other walks seldom cause while this endpoint is active (it points outside this machine).
  await hookDialog.getByRole("checkbox", { name: "Order placed" }).uncheck();
  await hookDialog.getByRole("checkbox", { name: "Order status changed" }).uncheck();
  await hookDialog.getByRole("checkbox", { name: "Credit note issued" }).check();
  await hookDialog.getByRole("button", { name: "Add endpoint" }).click();
  const secretDialog = page.getByRole("dialog", { name: "Copy the signing secret" });
  await expect(secretDialog.getByTestId("webhook-secret")).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await secretDialog.getByRole("button", { name: "Done" }).click();
  const hookRow = page.getByRole("row", { name: /93\.184\.215\.14/ });
  await expect(hookRow).toContainText("1 event");
  await expect(hookRow).toContainText("Active");
  await hookRow.getByRole("button", { name: "Pause" }).click();
  await expect(hookRow).toContainText("Paused");
  await hookRow.getByRole("button", { name: "Deliveries" }).click();
  await expect(page.getByRole("dialog", { name: "Deliveries" }).getByText("Nothing sent yet.")).toBeVisible();
  await page.getByRole("dialog", { name: "Deliveries" }).getByRole("button", { name: "Close" }).first().click();

  for (const lng of ["de", "ja"] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lng}/admin/settings`);
      const title = lng === "de" ? "API-Schlüssel" : "API キー";
      const heading = page.getByRole("heading", { name: title });
      await heading.scrollIntoViewIfNeeded();
      await expect(page.getByRole("row", { name: /Reporting sheet/ })).toBeVisible();
      await expect(page.getByRole("row", { name: /93\.184\.215\.14/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`api-keys-${lng}-${width}.png`) });
    }
  }

  // Removing asks first, in a dialog: keeping it changes nothing; confirming removes it, for good.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/settings");
  const hook = page.getByRole("row", { name: /93\.184\.215\.14/ });
  await hook.getByRole("button", { name: "Remove the endpoint https://93.184.215.14/hooks" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the endpoint https://93.184.215.14/hooks" });
  await expect(confirm).toContainText("and its delivery log?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(hook).toBeVisible();
  await hook.getByRole("button", { name: "Remove the endpoint https://93.184.215.14/hooks" }).click();
  await confirm.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("The endpoint and its log are removed.")).toBeVisible();
  await expect(hook).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(page.getByRole("row", { name: /93\.184\.215\.14/ })).toHaveCount(0);
});
