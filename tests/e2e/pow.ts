import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import { encodePowSolution, POW_HEADER, type PowChallenge } from "../../common/pow";

/** A real proof-of-work solution for a request a test sends itself (the browser's forms solve their own). */
export async function powHeaders(request: APIRequestContext, base = ""): Promise<Record<string, string>> {
  const c = (await (await request.get(`${base}/api/pow`)).json()) as PowChallenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("proof-of-work: no solution found");
  return { [POW_HEADER]: encodePowSolution({ ...c, number: solution.number }) };
}
