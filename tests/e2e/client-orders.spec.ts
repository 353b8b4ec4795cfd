import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { powHeaders } from "./pow";
import { uniqueAddress, waitForMails } from "./requests-outbox";

/** A new client: signed up through the API, verified with the link from the outbox, signed in. */
async function signInNewClient(page: Page): Promise<string> {
  const email = uniqueAddress("client");
  const password = "Qu1et-Meadow-Falls!";
  const captcha = async () => {
    const c = (await (await page.request.get("/api/captcha")).json()) as {
      token: string;
      a: number;
      b: number;
      op: string;
    };
    const answer = c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b;
    return { "x-captcha-token": c.token, "x-captcha-answer": String(answer), ...(await powHeaders(page.request)) };
  };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: await captcha(),
    data: { email, password, name: "Client Test", callbackURL: "/dashboard" },
  });
  expect(signUp.status()).toBe(200);
  const [mail] = await waitForMails(email);
  const link = mail!.match(/https?:\/\/\S+verify-email\S+/)![0];
  expect((await page.request.get(link, { maxRedirects: 0 })).status()).toBeLessThan(400);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers: await captcha(),
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  return email;
}

test("a signed-in client orders and sees the request on the dashboard with its history", async ({ page }) => {
  const email = await signInNewClient(page);

  await page.goto("/dashboard");
  const requests = page.getByRole("heading", { name: "Your Requests" });
  await expect(requests).toBeVisible();
  await expect(page.getByText("No requests yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Services" })).toHaveAttribute("href", "/services");

  await page.goto("/order/business");
  await page.getByRole("radio", { name: /Enterprise/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Project Name").fill("Local dominance");
  await page.getByLabel("Project Description").fill("Five stores, one city.");
  await page.getByRole("textbox", { name: "Project Goals" }).fill("More reviews");
  await page.getByRole("textbox", { name: "Project Goals" }).press("Enter");
  await page.getByLabel("Your Name").fill("Client Test");
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Request submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);

  await page.goto("/dashboard");
  const list = page.getByRole("list", { name: "Your Requests" });
  const row = list.getByRole("link");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/ORD-\d{6}/);
  await expect(row).toContainText("Business Growth");
  await expect(row).toContainText("Enterprise");
  const badge = row.getByText("Pending");
  await expect(badge).toHaveClass(/yellow/);

  // The row leads to the order's own page.
  await row.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/ORD-\d{6}$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: /Request ORD-\d{6}/ })).toBeVisible();
  await expect(main).toContainText("Business Growth · Enterprise · $9,999");
  await expect(main).toContainText("Local dominance");
  await expect(main).toContainText("Five stores, one city.");
  await expect(main).toContainText("More reviews");
  await expect(main.getByRole("heading", { name: "Status History" })).toBeVisible();
  await expect(main).toContainText("Request received");
});
