import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { verification } from "../db/schema";
import { ApiError } from "../lib/http-error";
import { CAPTCHA_TTL_SECONDS } from "./limits";

export const CAPTCHA_TOKEN_HEADER = "x-captcha-token";
export const CAPTCHA_ANSWER_HEADER = "x-captcha-answer";

const OPS = ["+", "-", "*"] as const;
type Op = (typeof OPS)[number];

interface Payload {
  id: string;
  a: number;
  b: number;
  op: Op;
  exp: number;
}

export interface Captcha {
  /** Send it back in the x-captcha-token header with the answer in x-captcha-answer. */
  token: string;
  a: number;
  b: number;
  op: Op;
  /** e.g. "7 × 3" */
  question: string;
  expiresAt: string;
}

const SYMBOL: Record<Op, string> = { "+": "+", "-": "−", "*": "×" };

const sign = (secret: string, body: string) =>
  createHmac("sha256", `captcha:${secret}`).update(body).digest("base64url");

/** A signed challenge (spec §5: two numbers from 1 to 10 with plus, minus or times). */
export function createCaptcha(secret: string, now = Date.now()): Captcha {
  const payload: Payload = {
    id: randomUUID(),
    a: randomInt(1, 11),
    b: randomInt(1, 11),
    op: OPS[randomInt(0, OPS.length)]!,
    exp: now + CAPTCHA_TTL_SECONDS * 1000,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return {
    token: `${body}.${sign(secret, body)}`,
    a: payload.a,
    b: payload.b,
    op: payload.op,
    question: `${payload.a} ${SYMBOL[payload.op]} ${payload.b}`,
    expiresAt: new Date(payload.exp).toISOString(),
  };
}

export function solve(a: number, b: number, op: Op): number {
  return op === "+" ? a + b : op === "-" ? a - b : a * b;
}

const captchaError = (code: string, message: string) => new ApiError(400, code, message);

function readPayload(secret: string, token: string): Payload | null {
  const [body, sig] = token.split(".");
  if (!body || !sig) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
    if (typeof p.id !== "string" || !OPS.includes(p.op) || !Number.isInteger(p.a) || !Number.isInteger(p.b))
      return null;
    return p;
  } catch {
    return null;
  }
}

/**
 * Checks a captcha answer and uses the captcha up, right or wrong (single use: its id is stored in the
 * verification table until it expires). Throws a 400 ApiError with a specific code otherwise.
 */
export async function checkCaptcha(
  db: Db,
  secret: string,
  token: string | undefined,
  answer: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (!token || answer === undefined || answer.trim() === "") {
    throw captchaError("CAPTCHA_REQUIRED", "Please solve the captcha to verify you're not a bot.");
  }
  const payload = readPayload(secret, token);
  if (!payload) throw captchaError("CAPTCHA_INVALID", "The captcha is not valid. Please solve a new one.");
  if (payload.exp < now) throw captchaError("CAPTCHA_EXPIRED", "The captcha has expired. Please solve a new one.");

  const used = await db
    .insert(verification)
    .values({
      id: `captcha:${payload.id}`,
      identifier: "captcha",
      value: payload.id,
      expiresAt: new Date(payload.exp),
    })
    .onConflictDoNothing()
    .returning({ id: verification.id });
  if (used.length === 0) {
    throw captchaError("CAPTCHA_USED", "This captcha was already used. Please solve a new one.");
  }
  // Old captcha ids are no use to anyone once expired.
  await db
    .delete(verification)
    .where(sql`${verification.identifier} = 'captcha' AND ${verification.expiresAt} < now()`);

  const expected = solve(payload.a, payload.b, payload.op);
  if (!/^\s*-?\d+\s*$/.test(answer) || Number(answer) !== expected) {
    throw captchaError("CAPTCHA_WRONG", "The captcha answer is wrong. Please try again.");
  }
}
