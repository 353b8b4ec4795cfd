import { E2E_ADMIN_EMAIL_BRIEF, E2E_ADMIN_EMAIL_BRIEF_EDITOR } from "../../playwright.config";
import { registerAndConfirm, signInAsAdmin } from "./account-helpers";
import { expect, newHydratingPage, test } from "./fixtures";
import { powHeaders } from "./pow";

const LANGS = ["en", "es", "fr", "de", "zh", "ja"] as const;
const all = (text: string) => Object.fromEntries(LANGS.map((l) => [l, text]));

test("at 390 px a client fills the brief (a conditional question appears), it autosaves, and submits it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Staff give "music" three questions, one shown only when the first is answered "Yes".
  const { context: staffContext, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_BRIEF);
  const saved = await staff.request.put("/api/admin/intake/music", {
    data: {
      deliveryDays: 7,
      questions: [
        {
          id: "has-site",
          kind: "choice",
          required: true,
          label: all("Do you have a website?"),
          help: all(""),
          options: [
            { id: "yes", label: all("Yes") },
            { id: "no", label: all("No") },
          ],
          showIf: null,
        },
        {
          id: "site-url",
          kind: "url",
          required: true,
          label: all("Its address"),
          help: all(""),
          options: [],
          showIf: { questionId: "has-site", optionId: "yes" },
        },
        {
          id: "goal",
          kind: "short_text",
          required: true,
          label: all("Your goal"),
          help: all(""),
          options: [],
          showIf: null,
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  await staffContext.close();

  const { context, page } = await newHydratingPage(browser, { viewport: { width: 390, height: 844 } });
  await registerAndConfirm(page, { name: "Brief Client" });
  const placed = await page.request.post("/api/orders", {
    headers: { "x-forwarded-for": "10.78.0.1", ...(await powHeaders(page.request)) },
    data: {
      serviceId: "music",
      servicePlan: "starter",
      projectName: "Brief walk",
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Brief Client",
      contactEmail: "brief-client@example.com",
      contactPhone: "",
    },
  });
  expect(placed.status()).toBe(201);
  const { code } = (await placed.json()).order as { code: string };

  await page.goto(`/dashboard/orders/${code}`);
  const main = page.getByRole("main");
  const brief = main.getByRole("form", { name: "Your brief" });
  await expect(brief.getByText("Waiting for your brief")).toBeVisible();
  await expect(brief.getByLabel(/Its address/)).toHaveCount(0);
  await brief.getByRole("radio", { name: "Yes" }).check();
  await brief.getByLabel(/Its address/).fill("https://band.example.com");
  await brief.getByLabel(/Your goal/).fill("More streams");
  await expect(brief.getByRole("status")).toHaveText("Saved");
  // The form fits the phone: no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await brief.getByRole("button", { name: "Submit the brief" }).click();
  await expect(brief.getByText(/^Submitted on/)).toBeVisible();
  await expect(brief.getByText("Waiting for your brief")).toHaveCount(0);
  await expect(brief.getByLabel(/Your goal/)).toBeDisabled();
  // The order's history names the submission beside the status change.
  const history = main.getByRole("region", { name: "Status History" });
  await expect(history.getByText("Brief submitted by Brief Client")).toBeVisible();
  await expect(history.getByText("Pending → In Progress")).toBeVisible();
  // The work started: the order is in progress with a due date 7 days out.
  const order = (await (await page.request.get(`/api/orders/${code}`)).json()).order as {
    status: string;
    dueDate: string | null;
  };
  expect(order.status).toBe("in_progress");
  expect(order.dueDate).toBe(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await context.close();
});

test("staff write a service's brief in the editor: a choice question and one shown only for one of its answers", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page: staff } = await newHydratingPage(browser);
  await signInAsAdmin(staff, E2E_ADMIN_EMAIL_BRIEF_EDITOR);
  await staff.goto("/admin/services");
  const section = staff
    .locator("div")
    .filter({ has: staff.getByRole("heading", { name: "Brief questions", exact: true }) })
    .filter({ has: staff.getByRole("button", { name: "Save the questions" }) })
    .last();
  const card = section.locator("form");
  await section.getByRole("combobox", { name: "Service" }).click();
  await staff.getByRole("option", { name: "Amazon Growth" }).click();
  await expect(section.getByText("No questions: orders of this service have no brief step.")).toBeVisible();

  const fill = async (label: string, text: string) => {
    for (const name of ["English", "Español", "Français", "Deutsch", "中文", "日本語"]) {
      await card
        .getByRole("textbox", { name: `${label} (${name})`, exact: true })
        .last()
        .fill(text);
    }
  };
  await card.getByRole("button", { name: "Add a question" }).click();
  await card.getByRole("combobox", { name: "Kind" }).click();
  await staff.getByRole("option", { name: "Choice", exact: true }).click();
  await fill("Label", "Do you have a press kit?");
  await card.getByRole("button", { name: "Add an option" }).click();
  await fill("Option 1", "Yes");
  await card.getByRole("button", { name: "Add an option" }).click();
  await fill("Option 2", "No");

  await card.getByRole("button", { name: "Add a question" }).click();
  await fill("Label", "Link to the press kit");
  await card.getByRole("combobox", { name: "Kind" }).last().click();
  await staff.getByRole("option", { name: "Web address" }).click();
  await card.getByRole("combobox", { name: "Show only when" }).click();
  await staff.getByRole("option", { name: "Do you have a press kit? = Yes" }).click();
  // This service's brief goes out once the first invoice is paid.
  await card.getByRole("combobox", { name: "Send the brief" }).click();
  await staff.getByRole("option", { name: "When its first invoice is paid" }).click();
  await card.screenshot({ path: test.info().outputPath("brief-editor.png") });
  await card.getByRole("button", { name: "Save the questions" }).click();
  await expect(staff.getByText("Brief questions saved")).toBeVisible();

  const stored = await staff.request.get("/api/admin/intake/amazon");
  const { form } = (await stored.json()) as {
    form: {
      opensOn: string;
      questions: { id: string; kind: string; showIf: { questionId: string; optionId: string } | null }[];
    };
  };
  expect(form.opensOn).toBe("paid");
  expect(form.questions.map((q) => q.kind)).toEqual(["choice", "url"]);
  expect(form.questions[1]!.showIf).toEqual({ questionId: form.questions[0]!.id, optionId: expect.any(String) });
  await context.close();
});
