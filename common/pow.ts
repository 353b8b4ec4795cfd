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
