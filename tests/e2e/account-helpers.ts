import fs from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";

export const uniqueEmail = (prefix = "e2e") =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const randomIp = () => `10.${rnd()}.${rnd()}.${1 + (rnd() % 254)}`;
const rnd = () => Math.floor(Math.random() * 256);

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

/**
 * The first link of the newest message to `email` in the e2e server's outbox (DATA_DIR/outbox/*.eml)
 * whose link contains `linkPart`; waits for it to arrive.
 */
export async function linkFromOutbox(email: string, linkPart: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
    for (const file of files.reverse()) {
      const text = decodeQuotedPrintable(await fs.readFile(path.join(dir, file), "utf8"));
      const link = text.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(linkPart));
      if (link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no message to ${email} with a link containing ${linkPart}`);
}

/** Solves the arithmetic captcha shown on the page ("What is 7 × 3?"). */
export async function solveCaptchaOnPage(page: Page) {
  const question = page.getByText(/What is -?\d+ [+−×] \d+\?/);
  const text = (await question.textContent()) ?? "";
  const [, a, op, b] = text.match(/(\d+) ([+−×]) (\d+)/)!;
  const x = Number(a);
  const y = Number(b);
  const answer = op === "+" ? x + y : op === "−" ? x - y : x * y;
  await page.getByRole("textbox", { name: "Your answer" }).fill(String(answer));
}

/**
 * Registers through the API (captcha solved, a made-up client address) and opens the confirmation
 * link with the page's request context: the page is then signed in as that user.
 */
export async function registerAndConfirm(
  page: Page,
  opts: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "E2e-passw0rd!";
  const name = opts.name ?? "E2E User";
  const request: APIRequestContext = page.context().request;
  const ip = randomIp();
  const captcha = (await (await request.get("/api/captcha", { headers: { "x-forwarded-for": ip } })).json()) as {
    token: string;
    a: number;
    b: number;
    op: "+" | "-" | "*";
  };
  const answer =
    captcha.op === "+" ? captcha.a + captcha.b : captcha.op === "-" ? captcha.a - captcha.b : captcha.a * captcha.b;
  const res = await request.post("/api/auth/sign-up/email", {
    headers: { "x-forwarded-for": ip, "x-captcha-token": captcha.token, "x-captcha-answer": String(answer) },
    data: { email, password, name, callbackURL: "/dashboard" },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = await linkFromOutbox(email, "verify-email");
  const verify = await request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 302) throw new Error(`verification failed: ${verify.status()}`);
  return { email, password, name };
}

/**
 * A signed-in admin in the page's context: the address is one of the e2e server's ADMIN_EMAILS
 * (playwright.config.ts), made admin when its sign-up is confirmed. Every admin walk goes through here, so a
 * change to how admins sign in (a second factor) is made in one place.
 */
export async function signInAsAdmin(page: Page, email: string) {
  await registerAndConfirm(page, { email });
}
