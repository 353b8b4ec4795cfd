import { randomBytes, randomInt } from "node:crypto";
import { solveChallenge } from "altcha-lib/v1";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
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
export async function solvePow(t: Pick<TestApp, "request">, level: "normal" | "hard" = "normal"): Promise<string> {
  const res = await t.request(level === "hard" ? "/api/pow?level=hard" : "/api/pow");
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
export async function powHeaders(
  t: Pick<TestApp, "request">,
  level: "normal" | "hard" = "normal",
): Promise<Record<string, string>> {
  return { [POW_HEADER]: await solvePow(t, level) };
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
  /** The TOTP secret (base32, from the otpauth URI) once two-factor authentication is set up. */
  totpSecret?: string;
  backupCodes?: string[];
}

/** The current six-digit code of a base32 TOTP secret, as an authenticator app computes it (RFC 6238). */
export const totpCode = (secret: string) => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();

/** The base32 secret of an otpauth:// URI. */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get("secret")!;

/**
 * Sets up two-factor authentication for real, as /profile does: enable with the password (an otpauth URI
 * and backup codes come back), then a first code confirms it.
 */
export async function enrollTwoFactor(
  t: TestApp,
  u: TestUser,
  cookie: string,
): Promise<{ totpSecret: string; backupCodes: string[]; cookie: string }> {
  const enable = await t.request("/api/auth/two-factor/enable", {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp() },
    json: { password: u.password },
  });
  if (enable.status !== 200) throw new Error(`2FA enable ${u.email}: ${enable.status} ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const totpSecret = secretOfUri(totpURI);
  const verify = await t.request("/api/auth/two-factor/verify-totp", {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp() },
    json: { code: await totpCode(totpSecret) },
  });
  if (verify.status !== 200) throw new Error(`2FA verify ${u.email}: ${verify.status} ${await verify.text()}`);
  // Confirming re-issues the session (the user row changed): keep the new cookie.
  const renewed = cookieFrom(verify);
  return { totpSecret, backupCodes, cookie: renewed || cookie };
}

/**
 * Signs a user up through the API, marks the address verified, optionally grants admin; an admin also
 * sets up two-factor authentication (required of every admin), so `totpSecret` is then filled in.
 */
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
  const created: TestUser = { id: row.id, email, password, name };
  if (opts.admin) {
    await grantRole(t.database.db, row.id, "admin");
    const enrolled = await enrollTwoFactor(t, created, await signIn(t, email, password));
    created.totpSecret = enrolled.totpSecret;
    created.backupCodes = enrolled.backupCodes;
  }
  return created;
}

/**
 * Signs in through the API; returns the value for a Cookie header. With two-factor authentication on,
 * the password step answers `twoFactorRedirect` and the code (from `totpSecret`) finishes the sign-in.
 */
export async function signIn(t: TestApp, email: string, password: string, totpSecret?: string): Promise<string> {
  const res = await t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: await captchaHeaders(t),
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.clone().json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) return cookieFrom(res);
  if (!totpSecret) throw new Error(`sign-in ${email}: two-factor authentication is on, no secret given`);
  const verify = await t.request("/api/auth/two-factor/verify-totp", {
    method: "POST",
    headers: { cookie: cookieFrom(res), "x-forwarded-for": randomIp() },
    json: { code: await totpCode(totpSecret) },
  });
  if (verify.status !== 200) throw new Error(`sign-in ${email} (code): ${verify.status} ${await verify.text()}`);
  return cookieFrom(verify);
}

/** The "name=value; ..." pairs of a response's Set-Cookie headers, as one Cookie header value. */
export function cookieFrom(res: Response): string {
  // As a browser keeps them: a later Set-Cookie of the same name wins, an emptied one is gone.
  const jar = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** createVerifiedUser + signIn: `{ user, cookie }`. */
export async function signedInUser(t: TestApp, opts: Parameters<typeof createVerifiedUser>[1] = {}) {
  const u = await createVerifiedUser(t, opts);
  return { user: u, cookie: await signIn(t, u.email, u.password, u.totpSecret) };
}
