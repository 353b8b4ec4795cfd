import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { E2E_ADMIN_EMAIL_FILES } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

test("a client uploads a PDF to their order and sees it listed; staff download the same bytes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerAndConfirm(page, { name: "Files Client" });
  const placed = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.77.0.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "shilling",
      servicePlan: "starter",
      projectName: "Files walk",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Files Client",
      contactEmail: "files-client@example.com",
      contactPhone: "",
    },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()).order as { code: string };

  // The client opens the order and picks a PDF with the labelled file input.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(200_000)]);
  await page.goto(`/dashboard/orders/${code}`);
  const orderPage = page.getByRole("main");
  await expect(orderPage.getByRole("heading", { name: "Files" })).toBeVisible();
  await expect(orderPage.getByText("No files yet.")).toBeVisible();
  await orderPage
    .getByLabel("Choose files")
    .setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: pdf });
  const files = orderPage.getByRole("list", { name: "Shared files" });
  await expect(files.getByRole("link", { name: "Download brief.pdf" })).toBeVisible();
  await expect(files).toContainText("Files Client (client)");

  // A type off the list is refused in the browser, before any upload, with a clear message.
  await orderPage.getByLabel("Choose files").setInputFiles({
    name: "tool.exe",
    mimeType: "application/x-msdownload",
    buffer: Buffer.from("MZ"),
  });
  await expect(orderPage.getByRole("alert")).toHaveText("tool.exe is not an allowed file type.");

  // Staff open the same order in the admin area and download it.
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_FILES);
  await staff.goto(`/admin/orders?q=${code}`);
  await staff.getByRole("button", { name: `Open order ${code}` }).click();
  const sheet = staff.getByRole("dialog");
  const link = sheet.getByRole("list", { name: "Shared files" }).getByRole("link", { name: "Download brief.pdf" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([staff.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("brief.pdf");
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.equals(pdf)).toBe(true);
  await staffContext.close();
});
