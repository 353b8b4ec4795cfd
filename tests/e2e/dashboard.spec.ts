import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_DASHBOARD } from "../../playwright.config";
import { AXE_SOURCE, axe, type AxeTally } from "./a11y-helpers";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

// axe measures these screens: in reduced motion a toast shows at once, never half-faded.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** A calendar date `days` from today (UTC), as the API takes it. */
const dayFromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function placeOrder(page: Page, client: { name: string; email: string }, projectName: string) {
  const res = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.43.0.9", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "professional",
      projectName,
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: client.name,
      contactEmail: client.email,
      contactPhone: "",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { code: string } }).order.code;
}

async function staffPost(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test("a client sees an open quote and an overdue invoice as action cards with their amounts, and accepts the quote through its summary", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await skipCookieBanner(page);
  const tally: AxeTally = { checks: 0, violations: [] };
  await page.context().addInitScript({ path: AXE_SOURCE });

  const client = await registerAndConfirm(page, { name: "Dana Dashboard" });
  // The first visit: no "Welcome back", and nothing waits yet.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to your dashboard!" })).toBeVisible();
  await expect(page.getByText("Nothing needs your attention right now.")).toBeVisible();

  const quoted = await placeOrder(page, client, "Channel relaunch");
  const invoiced = await placeOrder(page, client, "Shorts push");

  // Staff send a quote on one order and invoice the other, due yesterday (so it is overdue).
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_DASHBOARD);
  await staffPost(staff.request, `/api/admin/orders/${quoted}/quotes`, {
    lines: [{ description: "Channel relaunch, eight weeks", quantity: 1, unitPriceCents: 424_900 }],
    validUntil: dayFromToday(30),
    note: "",
  });
  const { invoice } = (await staffPost(staff.request, `/api/admin/orders/${invoiced}/invoices`, {
    lines: [{ description: "Shorts push", quantity: 1, unitPriceCents: 150_000 }],
    dueDate: dayFromToday(-1),
  })) as { invoice: { number: string } };
  await staffContext.close();

  await page.goto("/dashboard");
  const actions = page.getByRole("region", { name: "Action required" });
  const invoiceCard = actions.getByTestId("action-invoice");
  await expect(invoiceCard).toContainText(invoice.number);
  await expect(invoiceCard).toContainText("$1,500.00");
  await expect(invoiceCard.getByText("Overdue", { exact: true })).toBeVisible();
  const quoteCard = actions.getByTestId("action-quote");
  await expect(quoteCard).toContainText(quoted);
  await expect(quoteCard).toContainText("$4,249.00");
  await expect(page.getByRole("region", { name: "Open balance" })).toContainText("$1,500.00");
  const rows = page.getByRole("list", { name: "Your Requests" });
  await expect(rows.getByRole("link", { name: new RegExp(quoted) })).toContainText("Next: accept or decline our quote");
  await expect(rows.getByRole("link", { name: new RegExp(invoiced) })).toContainText("Next: pay the overdue invoice");
  await axe(page, "client dashboard, a quote and an overdue invoice", tally);

  // The card leads to the quote on the order page, which takes focus; Accept opens the summary first.
  await quoteCard.getByRole("link", { name: `Review the quote ${quoted}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${quoted}#quote$`));
  await expect(page.getByTestId("open-quote")).toBeFocused();
  const accept = page.getByRole("region", { name: "Billing" }).getByRole("button", { name: "Accept quote" });
  await accept.click();
  const dialog = page.getByRole("dialog", { name: "Accept quote version 1?" });
  await expect(dialog.getByText("Channel relaunch, eight weeks")).toBeVisible();
  await expect(dialog.getByTestId("grand-total")).toHaveText("$4,249.00");
  await expect(dialog).toContainText("The invoice is due 14 days after it is issued.");
  await expect(dialog.getByRole("link", { name: /Terms of Service/ })).toHaveAttribute("href", "/terms");
  await axe(page, "quote acceptance summary", tally);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await accept.click();
  await dialog.getByRole("button", { name: "Accept and issue the invoice" }).click();
  await expect(
    page
      .getByRole("region", { name: "Billing" })
      .getByText(/INV-\d{4}-\d{4}/)
      .first(),
  ).toBeVisible();

  // Back on the dashboard the quote has become a second invoice to pay.
  await page.goto("/dashboard");
  await expect(actions.getByTestId("action-quote")).toHaveCount(0);
  await expect(actions.getByTestId("action-invoice")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Open balance" })).toContainText("$5,749.00");
  await axe(page, "client dashboard, two invoices", tally);
  expect(tally.violations).toEqual([]);
});
