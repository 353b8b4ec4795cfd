import { randomBytes, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { grantRole } from "../../server/auth/roles";
import { user } from "../../server/db/schema";
import type { TestApp } from "./test-app";

/** A made-up client address, so that tests do not share one IP's rate limits (in-process requests only). */
export const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

export interface Captcha {
  token: string;
  a: number;
  b: number;
  op: "+" | "-" | "*";
  question: string;
}

export const solveCaptcha = (c: Pick<Captcha, "a" | "b" | "op">) =>
  c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b;

export async function getCaptcha(t: TestApp, ip = randomIp()): Promise<Captcha> {
  const res = await t.request("/api/captcha", { headers: { "x-forwarded-for": ip } });
  if (res.status !== 200) throw new Error(`GET /api/captcha: ${res.status}`);
  return (await res.json()) as Captcha;
}

/** Headers that pass the captcha (a fresh one, solved) from one made-up client address. */
export async function captchaHeaders(t: TestApp, ip = randomIp()): Promise<Record<string, string>> {
  const c = await getCaptcha(t, ip);
  return { "x-forwarded-for": ip, "x-captcha-token": c.token, "x-captcha-answer": String(solveCaptcha(c)) };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/** Signs a user up through the API, marks the address verified, optionally grants admin. */
export async function createVerifiedUser(
  t: TestApp,
  opts: { email?: string; password?: string; name?: string; admin?: boolean } = {},
): Promise<TestUser> {
  const email = (opts.email ?? uniqueEmail()).toLowerCase();
  const password = opts.password ?? "Sup3r-secret!";
  const name = opts.name ?? "Test User";
  const res = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: await captchaHeaders(t),
    json: { email, password, name, callbackURL: "/dashboard" },
  });
  if (res.status !== 200) throw new Error(`sign-up ${email}: ${res.status} ${await res.text()}`);
  const [row] = await t.database.db
    .update(user)
    .set({ emailVerified: true })
    .where(sql`lower(${user.email}) = ${email}`)
    .returning({ id: user.id });
  if (!row) throw new Error(`sign-up ${email}: no user row`);
  if (opts.admin) await grantRole(t.database.db, row.id, "admin");
  return { id: row.id, email, password, name };
}

/** Signs in through the API; returns the value for a Cookie header. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: await captchaHeaders(t),
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** The "name=value; ..." pairs of a response's Set-Cookie headers, as one Cookie header value. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** createVerifiedUser + signIn: `{ user, cookie }`. */
export async function signedInUser(t: TestApp, opts: Parameters<typeof createVerifiedUser>[1] = {}) {
  const u = await createVerifiedUser(t, opts);
  return { user: u, cookie: await signIn(t, u.email, u.password) };
}
