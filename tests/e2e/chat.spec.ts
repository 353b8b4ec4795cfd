import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL_CHAT, E2E_ADMIN_EMAIL_CHAT_CALLBACK, E2E_ADMIN_EMAIL_CHAT_DE } from "../../playwright.config";
import { signInAsAdmin } from "./account-helpers";
import { tr, type Lang } from "./a11y-helpers";
import { skipCookieBanner } from "./consent";
import { expect, newHydratingPage, test } from "./fixtures";
import { uniqueAddress, waitForMail } from "./requests-outbox";

/**
 * The support chat reaches people: a visitor writes on a phone, staff in a second browser (two-factor admin) see it in
 * the inbox and answer; the answer appears in the open widget without a reload, stays after one, and is e-mailed with
 * a link back once the visitor has gone. Nobody is online in these tests (no test goes online: the widget tests
 * check the away state side by side), so the widget says so and asks for an e-mail.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const localized = (lang: Lang, p: string) => (lang === "en" ? p : `/${lang}${p === "/" ? "/" : p}`);

async function visitorWrites(visitor: Page, lang: Lang, path: string, email: string, text: string) {
  await visitor.goto(localized(lang, path));
  await visitor.getByRole("button", { name: tr(lang, "widgets", "chat.open") }).click();
  const chat = visitor.getByRole("dialog", { name: tr(lang, "widgets", "chat.title") });
  // Nobody of the staff is online: the header says the team is away, and an answer by e-mail is offered.
  const away = tr(lang, "widgets", "chat.statusAway", { when: "" }).trim();
  const awayNow = tr(lang, "widgets", "chat.statusAwayNow");
  await expect(chat.getByText(new RegExp(`^(${escape(away)}|${escape(awayNow)})`))).toBeVisible();
  await expect(chat.getByText(tr(lang, "widgets", "chat.status"))).toHaveCount(0);
  await chat.getByLabel(tr(lang, "widgets", "chat.emailLabel")).fill(email);
  const input = chat.getByRole("textbox", { name: tr(lang, "widgets", "chat.inputLabel") });
  // Going on to the message keeps the address (no Save needed).
  await input.fill(text);
  await expect(chat.getByText(tr(lang, "widgets", "chat.emailSaved", { email }))).toBeVisible();
  await input.press("Enter");
  const log = chat.getByRole("log", { name: tr(lang, "widgets", "chat.messages") });
  await expect(log.getByText(tr(lang, "widgets", "chat.auto"))).toBeVisible();
  await expect(log).toContainText(text);
  return { chat, log };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Staff open the inbox from the sidebar (its badge counts what waits) and the visitor's conversation. */
async function staffOpens(page: Page, email: string) {
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: /^Inbox\s*\d+ conversations? waiting$/ })).toBeVisible();
  await nav.getByRole("link", { name: /^Inbox/ }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(escape(email)) })
    .click();
}

test.beforeEach(async ({ page }) => skipCookieBanner(page));

test("a visitor's chat reaches the inbox; the reply shows live, stays after a reload, and is e-mailed with a link back once they have gone", async ({
  page,
  browser,
}) => {
  const { context, page: visitor } = await newHydratingPage(browser, PHONE);
  await skipCookieBanner(visitor);
  const email = uniqueAddress("chat-lead");
  const lead = "I need a quote for a 3-month Amazon campaign for 12 products, call me at +1 201 555 0123";
  const { chat, log } = await visitorWrites(visitor, "en", "/services/amazon", email, lead);

  await signInAsAdmin(page, E2E_ADMIN_EMAIL_CHAT);
  await staffOpens(page, email);
  const thread = page.getByRole("list", { name: "Conversation", exact: true });
  await expect(thread).toContainText(lead);
  await expect(thread).toContainText("Automatic acknowledgement sent");
  await expect(page.getByRole("definition").getByText("/services/amazon")).toBeVisible();
  await expect(page.getByText("In the chat now")).toBeVisible();

  const reply = "Happy to help: 12 products fit our Professional plan.";
  await page.getByRole("textbox", { name: "Your reply" }).fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent — the visitor sees it now.")).toBeVisible();
  // In the visitor's open widget, without a reload, with the staff member's name.
  await expect(log).toContainText(reply);
  await expect(log).toContainText("Workspace");

  // After a reload the whole conversation is still there.
  await visitor.reload();
  await visitor.getByRole("button", { name: "Open support chat" }).click();
  await expect(log).toContainText(lead);
  await expect(log).toContainText(reply);

  // The visitor closes the chat and leaves: staff see it, and the next reply goes by e-mail with a link back.
  await chat.getByRole("button", { name: "Close chat" }).click();
  await expect(page.getByText("Left the chat")).toBeVisible();
  const later = "Our proposal: 3 months, 12 products, weekly reports.";
  await page.getByRole("textbox", { name: "Your reply" }).fill(later);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`Reply e-mailed to ${email}.`)).toBeVisible();
  const mail = await waitForMail(email, (m) => m.includes(later));
  expect(mail).toContain("Subject: New reply from our support team");
  const link = mail.match(/https?:\/\/\S+\?chat=[^\s"<>]+/)![0];
  await context.close();

  // The link opens the conversation in the widget, on another device.
  const { context: laptop, page: again } = await newHydratingPage(browser);
  await skipCookieBanner(again);
  await again.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  const reopened = again.getByRole("dialog", { name: "Support Team" });
  await expect(reopened.getByRole("log", { name: "Chat messages" })).toContainText(later);
  await expect(again).not.toHaveURL(/chat=/);
  await laptop.close();
});

test("the callback form stores a request that staff see in the inbox and close with an outcome", async ({
  page,
  browser,
}) => {
  const { context, page: visitor } = await newHydratingPage(browser, PHONE);
  await skipCookieBanner(visitor);
  const name = `Lea ${Date.now().toString(36)}`;
  await visitor.goto("/pricing");
  await visitor.getByRole("button", { name: "Open support chat" }).click();
  const chat = visitor.getByRole("dialog", { name: "Support Team" });
  await chat.getByRole("button", { name: "Request a callback" }).click();
  await chat.getByRole("combobox", { name: "Country" }).selectOption("DE");
  await chat.getByLabel("Phone number").fill("030 901820");
  await chat.getByRole("radio", { name: "Afternoon" }).check();
  await chat.getByLabel("Name (optional)").fill(name);
  await chat.getByLabel("Note (optional)").fill("About reviews for my shop");
  await chat.getByRole("button", { name: "Request callback" }).click();
  await expect(visitor.getByText("Callback requested")).toBeVisible();
  await context.close();

  await signInAsAdmin(page, E2E_ADMIN_EMAIL_CHAT_CALLBACK);
  await page.goto("/admin/inbox?kind=callback");
  await page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(escape(name)) })
    .click();
  await expect(page.getByRole("link", { name: "+49 30 901820" })).toBeVisible();
  await expect(page.getByRole("definition").getByText("Afternoon", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Conversation", exact: true })).toContainText(
    "About reviews for my shop",
  );
  await page.getByRole("combobox", { name: "Callback outcome" }).selectOption("reached");
  await expect(page.getByText("Outcome saved.")).toBeVisible();
  await page.getByRole("button", { name: "Close conversation" }).click();
  await expect(page.getByText("Conversation closed.")).toBeVisible();
});

test("the same in German: a visitor under /de/ writes, staff reply, the answer appears without a reload", async ({
  page,
  browser,
}) => {
  const { context, page: visitor } = await newHydratingPage(browser, { ...PHONE, locale: "de-DE" });
  await skipCookieBanner(visitor);
  const email = uniqueAddress("chat-de");
  const text = "Ich brauche ein Angebot für eine Reputationskampagne.";
  const { log } = await visitorWrites(visitor, "de", "/services/reputation", email, text);
  // Nobody is online: the automatic reply states the availability (within hours "as soon as someone is back",
  // outside them "when we are back, <when>"), never the "in Kürze" of someone at the desk.
  const soon = tr("de", "widgets", "chat.stated.reply.soon");
  const away = tr("de", "widgets", "chat.stated.reply.away", { when: "\u0000" }).split("\u0000")[0]!;
  await expect(log).toContainText(new RegExp(`${escape(soon)}|${escape(away)}`));
  await expect(log).not.toContainText(tr("de", "widgets", "chat.replies.0"));

  await signInAsAdmin(page, E2E_ADMIN_EMAIL_CHAT_DE);
  await staffOpens(page, email);
  await expect(page.getByRole("list", { name: "Conversation", exact: true })).toContainText(text);
  await expect(page.getByRole("definition").getByText("Deutsch", { exact: true })).toBeVisible();
  const reply = "Gerne, wir melden uns mit einem Angebot.";
  await page.getByRole("textbox", { name: "Your reply" }).fill(reply);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(log).toContainText(reply);
  await context.close();
});
