import fs from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { powHeaders } from "./pow";
import { readableMail } from "./requests-outbox";

export const uniqueEmail = (prefix = "e2e") =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const randomIp = () => `10.${rnd()}.${rnd()}.${1 + (rnd() % 254)}`;
const rnd = () => Math.floor(Math.random() * 256);

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
      const text = readableMail(await fs.readFile(path.join(dir, file), "utf8"));
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
    headers: {
      "x-forwarded-for": ip,
      "x-captcha-token": captcha.token,
      "x-captcha-answer": String(answer),
      ...(await powHeaders(request)),
    },
    data: { email, password, name, callbackURL: "/dashboard" },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = await linkFromOutbox(email, "verify-email");
  const verify = await request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 302) throw new Error(`verification failed: ${verify.status()}`);
  return { email, password, name };
}

/**
 * Signs the page in as an admin: registers and confirms one of the ADMIN_EMAILS addresses of playwright.config.ts,
 * then sets up two-factor authentication as /profile does (admins need it before the admin area opens).
 */
export async function signInAsAdmin(page: Page, email: string) {
  const account = await registerAndConfirm(page, { email, name: "Workspace Admin" });
  const totpSecret = await enrollTwoFactor(page.request, account.password);
  return { ...account, totpSecret };
}

/** The current code of a base32 TOTP secret, as an authenticator app computes it (RFC 6238). */
export async function totpCode(secret: string): Promise<string> {
  const { base32 } = await import("@better-auth/utils/base32");
  const { createOTP } = await import("@better-auth/utils/otp");
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

/**
 * Sets up two-factor authentication for the signed-in user of `request` (the page's cookie jar), with
 * the same calls as /profile: enable with the password, then confirm with a first code. Returns the secret.
 * Admins need it before the admin area opens.
 */
export async function enrollTwoFactor(request: APIRequestContext, password: string, base = ""): Promise<string> {
  // Its own client address (the e2e server trusts X-Forwarded-For): admins enrolled by tests running side by side
  // would otherwise share 127.0.0.1's per-IP limit on the two-factor routes.
  const headers = { "x-forwarded-for": randomIp() };
  const enable = await request.post(`${base}/api/auth/two-factor/enable`, { data: { password }, headers });
  if (!enable.ok()) throw new Error(`2FA enable failed: ${enable.status()} ${await enable.text()}`);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const verify = await request.post(`${base}/api/auth/two-factor/verify-totp`, {
    data: { code: await totpCode(secret) },
    headers,
  });
  if (!verify.ok()) throw new Error(`2FA confirm failed: ${verify.status()} ${await verify.text()}`);
  return secret;
}
