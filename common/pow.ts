/**
 * Proof-of-work (ALTCHA v1 format). The client fetches a signed challenge from GET /api/pow, finds the number
 * whose SHA-256 with the salt gives the challenge, and sends the result, base64-encoded JSON, in this header on
 * sign-up, sign-in, password reset, contact, order and newsletter. Each solution is accepted once.
 */
export const POW_HEADER = "x-pow";

/** GET /api/pow. */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** What the header carries (base64 of its JSON). */
export interface PowSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
  took?: number;
}

/** Base64 of the JSON of a solution, as the header wants it (works in browsers, workers and Node). */
export function encodePowSolution(s: PowSolution): string {
  const json = JSON.stringify(s);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

/** The challenge's expiry (ALTCHA writes it into the salt as `?expires=<unix seconds>`), in ms, or null. */
export function powExpiresAt(salt: string): number | null {
  const m = /[?&]expires=(\d+)/.exec(salt);
  return m ? Number(m[1]) * 1000 : null;
}

/**
 * How hard a challenge is: `hard` is asked for (GET /api/pow?level=hard) when sign-in answers
 * POW_HARDER_REQUIRED, after many failed sign-ins to one account. The level is part of the signed salt.
 */
export const POW_LEVELS = ["normal", "hard"] as const;
export type PowLevel = (typeof POW_LEVELS)[number];
/** A hard challenge's numbers go this many times higher: on average this many times the work. */
export const POW_HARD_FACTOR = 10;
export const POW_HARDER_REQUIRED = "POW_HARDER_REQUIRED";

/** The level written into a challenge's salt (`level=hard`), `normal` when there is none. */
export function powLevelOf(salt: string): PowLevel {
  return /[?&]level=hard(&|$)/.test(salt) ? "hard" : "normal";
}
