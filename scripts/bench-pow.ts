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
