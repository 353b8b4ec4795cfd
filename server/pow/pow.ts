import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { Payload } from "altcha-lib/v1/types";
import { sql } from "drizzle-orm";
import {
  POW_HARD_FACTOR,
  POW_HARDER_REQUIRED,
  powExpiresAt,
  powLevelOf,
  type PowChallenge,
  type PowLevel,
  type PowSolution,
} from "@common/pow";
import type { Db } from "../db/client";
import { powUsed } from "../db/schema";
import { ApiError } from "../lib/http-error";

/** Long enough to fill in a long contact message; the client asks for a fresh one when it runs out. */
export const POW_TTL_SECONDS = 20 * 60;

/** A secret of its own, derived from AUTH_SECRET, so a PoW signature is never valid as anything else. */
const hmacKey = (secret: string) => `pow:${secret}`;

/** A hard challenge hides its number among POW_HARD_FACTOR times as many, and says so in its signed salt. */
export async function createPowChallenge(
  secret: string,
  maxNumber: number,
  now = Date.now(),
  level: PowLevel = "normal",
): Promise<PowChallenge> {
  const hard = level === "hard";
  const c = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: hmacKey(secret),
    maxNumber: hard ? maxNumber * POW_HARD_FACTOR : maxNumber,
    expires: new Date(now + POW_TTL_SECONDS * 1000),
    ...(hard ? { params: { level: "hard" } } : {}),
  });
  return {
    algorithm: c.algorithm,
    challenge: c.challenge,
    maxnumber: c.maxnumber,
    salt: c.salt,
    signature: c.signature,
  };
}

const powError = (code: string, message: string) => new ApiError(400, code, message);

/** The header's solution, shape-checked, or null (anything else a client can send is "invalid", never a 5xx). */
function decode(header: string): PowSolution | null {
  if (header.length > 2000) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const ok =
    v.algorithm === "SHA-256" &&
    typeof v.challenge === "string" &&
    typeof v.salt === "string" &&
    typeof v.signature === "string" &&
    typeof v.number === "number" &&
    Number.isSafeInteger(v.number) &&
    v.number >= 0;
  if (!ok) return null;
  return {
    algorithm: v.algorithm as string,
    challenge: v.challenge as string,
    salt: v.salt as string,
    signature: v.signature as string,
    number: v.number as number,
  };
}

/**
 * Checks a proof-of-work solution and uses it up: its signature is stored until the challenge expires, so the
 * same work is never accepted twice, on any instance sharing the database. Throws a 400 ApiError otherwise.
 * With `minLevel: "hard"`, a valid solution of a normal challenge is refused with POW_HARDER_REQUIRED before it is
 * used up (the level is in the signed salt, so it cannot be claimed without the work).
 */
export async function checkPow(
  db: Db,
  secret: string,
  header: string | undefined,
  now = Date.now(),
  minLevel: PowLevel = "normal",
): Promise<void> {
  if (!header?.trim()) {
    throw powError("POW_REQUIRED", "This form needs a proof-of-work solution. Please reload the page and try again.");
  }
  const solution = decode(header.trim());
  const expiresAt = solution ? powExpiresAt(solution.salt) : null;
  if (!solution || expiresAt === null) {
    throw powError("POW_INVALID", "The proof-of-work solution is not valid. Please try again.");
  }
  if (expiresAt < now) {
    throw powError("POW_EXPIRED", "The proof-of-work challenge has expired. Please try again.");
  }
  let valid = false;
  try {
    valid = await verifySolution({ ...solution, algorithm: "SHA-256" } as Payload, hmacKey(secret), false);
  } catch {
    valid = false;
  }
  if (!valid) throw powError("POW_INVALID", "The proof-of-work solution is not valid. Please try again.");
  if (minLevel === "hard" && powLevelOf(solution.salt) !== "hard") {
    throw powError(
      POW_HARDER_REQUIRED,
      "This account had many failed sign-ins: a longer security check is needed. Please try again.",
    );
  }

  const used = await db
    .insert(powUsed)
    .values({ signature: solution.signature, expiresAt: new Date(expiresAt) })
    .onConflictDoNothing()
    .returning({ signature: powUsed.signature });
  if (used.length === 0) {
    throw powError("POW_USED", "This proof-of-work solution was already used. Please try again.");
  }
  // Expired signatures cannot be replayed anyway (the expiry is signed); keep the table small.
  await db.delete(powUsed).where(sql`${powUsed.expiresAt} < now()`);
}
