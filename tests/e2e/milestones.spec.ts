import { randomBytes } from "node:crypto";
import { E2E_ADMIN_EMAIL_MILESTONES } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px the client reviews a deliverable and asks for changes; staff deliver again; the client approves", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await registerAndConfirm(page, { name: "Milestone Client" });
  const placed = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.78.0.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "youtube",
      servicePlan: "starter",
      projectName: "Milestones walk",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Milestone Client",
      contactEmail: "milestone-client@example.com",
      contactPhone: "",
    },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()).order as { code: string };

  // Staff plan two milestones, share a file and deliver the first.
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_MILESTONES);
  const planned = await staff.request.put(`/api/admin/orders/${code}/milestones`, {
    data: {
      milestones: [
        { title: "Channel audit", description: "What works today", weight: 60, dueOn: null },
        { title: "Launch", description: "", weight: 40, dueOn: null },
      ],
    },
  });
  expect(planned.status()).toBe(200);
  const uploaded = await staff.request.post(`/api/orders/${code}/files`, {
    multipart: {
      files: {
        name: "audit.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(2000)]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const fileId = ((await uploaded.json()).files as { id: number }[])[0]!.id;
  const audit = ((await planned.json()).milestones as { id: number }[])[0]!.id;
  const delivered = await staff.request.post(`/api/admin/orders/${code}/milestones/${audit}/deliver`, {
    data: { message: "The audit is attached.", fileIds: [fileId] },
  });
  expect(delivered.status()).toBe(200);

  // The client, on a phone, sees what waits and asks for changes.
  await page.goto(`/dashboard/orders/${code}`);
  const milestones = page.getByTestId("order-milestones");
  await expect(milestones.getByText("1 deliverable waits for your review")).toBeVisible();
  await expect(milestones.getByRole("link", { name: "audit.pdf" })).toBeVisible();
  await milestones.getByRole("button", { name: "Ask for changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask for changes to “Channel audit”" });
  await dialog.getByRole("textbox", { name: "What should change?" }).fill("Please add the competitors.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(milestones.getByText("Changes asked").first()).toBeVisible();
  await expect(milestones.getByText("1 revision")).toBeVisible();

  // Staff see it on the order sheet's board and deliver again there.
  await staff.goto(`/admin/orders?q=${code}`);
  await staff.getByRole("button", { name: `Open order ${code}` }).click();
  const board = staff.getByRole("dialog").getByTestId("milestones-board");
  await expect(board.getByText("Changes asked", { exact: true })).toBeVisible();
  await board.getByRole("button", { name: "Deliver" }).first().click();
  const deliver = staff.getByRole("dialog", { name: "Deliver “Channel audit”" });
  await deliver.getByRole("textbox", { name: "Message to the client" }).fill("Competitors added.");
  await deliver.getByRole("checkbox", { name: "audit.pdf" }).check();
  await deliver.getByRole("button", { name: "Deliver" }).click();
  await expect(deliver).toBeHidden();
  await expect(board.getByText("Waiting for client", { exact: true })).toBeVisible();
  await staffContext.close();

  // The client approves: 60 % of the work is approved, and the history says who did what.
  await page.reload();
  await expect(milestones.getByTestId("milestone").first().getByText("Competitors added.")).toBeVisible();
  await milestones.getByRole("button", { name: "Approve" }).click();
  await expect(milestones.getByText("60% of the work approved")).toBeVisible();
  await expect(milestones.getByText("1 deliverable waits for your review")).toBeHidden();
  await milestones.getByText("History").click();
  await expect(milestones.getByTestId("milestone-history")).toContainText("Approved by Milestone Client");
  // The order's own history lists the decisions among its status changes, with the delivered file.
  const history = page.getByRole("region", { name: "Status History" });
  await expect(history.getByText("Channel audit · Approved by Milestone Client")).toBeVisible();
  await expect(history.getByText("Channel audit · Changes asked by Milestone Client")).toBeVisible();
  await expect(history.getByRole("link", { name: "audit.pdf" })).toHaveCount(2);
  // Nothing sticks out sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
