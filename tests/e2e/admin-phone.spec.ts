import { E2E_ADMIN_EMAIL_PHONE } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

/** The admin on a phone: each list's key columns and the row's action are on screen, with no sideways scrolling. */
test("at 390 px the orders and users lists show status, amount and the row's action without sideways scrolling", async ({
  browser,
  request,
}) => {
  const email = `a-very-long-address-of-a-client-${Date.now()}@a-long-company-domain.example.com`;
  const created = await request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.13.0.7", ...(await powHeaders(request)) },
    data: {
      serviceId: "reputation",
      servicePlan: "professional",
      projectName: "Phone check",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Maximiliane Mustermann-Schwarzenberg",
      contactEmail: email,
      contactPhone: "",
    },
  });
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as { order: { code: string } };

  const { context, page } = await newHydratingPage(browser, { viewport: { width: 390, height: 844 } });
  await skipCookieBanner(page);
  await signInAsAdmin(page, E2E_ADMIN_EMAIL_PHONE);
  const inView = async (locator: ReturnType<typeof page.locator>) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  const noSidewaysScroll = async () => {
    const [scroll, client] = await page
      .locator("table")
      .first()
      .evaluate((t) => [t.parentElement!.scrollWidth, t.parentElement!.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
  };

  await page.goto(`/admin/orders?q=${order.code}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("button", { name: `Open order ${order.code}` }) });
  await expect(row).toBeVisible();
  await inView(row.getByText("$6,999"));
  await inView(row.getByText("Pending").locator("visible=true"));
  await noSidewaysScroll();

  // The order sheet wraps a long address instead of running off the screen.
  await row.getByRole("button", { name: `Open order ${order.code}` }).click();
  await inView(page.getByRole("dialog").getByRole("link", { name: email }));

  await page.keyboard.press("Escape");
  await page.goto("/admin/users");
  const action = page.getByRole("button", { name: /^(Make admin|Remove admin): / }).first();
  await expect(action).toBeVisible();
  await inView(action);
  await noSidewaysScroll();
  await context.close();
});
