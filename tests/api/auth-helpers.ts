import { randomBytes, randomInt } from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { sql } from "drizzle-orm";
import { encodePowSolution, POW_HEADER, type PowChallenge } from "../../common/pow";
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

/** Fetches a proof-of-work challenge and really solves it (the test app's difficulty is low): the header's value. */
export async function solvePow(t: Pick<TestApp, "request">): Promise<string> {
  const res = await t.request("/api/pow");
  if (res.status !== 200) throw new Error(`GET /api/pow: ${res.status}`);
  const c = (await res.json()) as PowChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("proof-of-work: no solution found");
  return encodePowSolution({
    algorithm: c.algorithm,
    challenge: c.challenge,
    salt: c.salt,
    signature: c.signature,
    number: solution.number,
  });
}

/** `{ "x-pow": <a fresh solution> }`, for the forms that ask for one. */
export async function powHeaders(t: Pick<TestApp, "request">): Promise<Record<string, string>> {
  return { [POW_HEADER]: await solvePow(t) };
}

/** Headers that pass the captcha (a fresh one, solved) and the proof-of-work from one made-up client address. */
export async function captchaHeaders(t: TestApp, ip = randomIp()): Promise<Record<string, string>> {
  const c = await getCaptcha(t, ip);
  return {
    "x-forwarded-for": ip,
    "x-captcha-token": c.token,
    "x-captcha-answer": String(solveCaptcha(c)),
    ...(await powHeaders(t)),
  };
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
  const password = opts.password ?? "Qu1et-Meadow-Falls!";
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
