import { solveChallenge } from "altcha-lib/v1";
import { encodePowSolution, POW_HEADER, type PowChallenge } from "../common/pow";

/** A solved proof-of-work header for a bench request (the benches run the server at a low difficulty). */
export async function benchPowHeader(
  get: (path: string) => Promise<{ json(): Promise<unknown> }>,
): Promise<Record<string, string>> {
  const c = (await (await get("/api/pow")).json()) as PowChallenge;
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!s) throw new Error("proof-of-work: no solution");
  return { [POW_HEADER]: encodePowSolution({ ...c, number: s.number }) };
}

/**
 * The headers of a guarded form's request from `ip` (the benches' servers trust X-Forwarded-For): the captcha asked
 * for and answered, the proof-of-work solved, a JSON body declared.
 */
export async function benchGuardHeaders(
  get: (path: string, init?: { headers: Record<string, string> }) => Promise<{ json(): Promise<unknown> }>,
  ip: string,
): Promise<Record<string, string>> {
  const c = (await (await get("/api/captcha", { headers: { "x-forwarded-for": ip } })).json()) as {
    token: string;
    a: number;
    b: number;
    op: string;
  };
  const answer = c.op === "+" ? c.a + c.b : c.op === "-" ? c.a - c.b : c.a * c.b;
  return {
    "x-forwarded-for": ip,
    "x-captcha-token": c.token,
    "x-captcha-answer": String(answer),
    "content-type": "application/json",
    ...(await benchPowHeader((p) => get(p))),
  };
}
