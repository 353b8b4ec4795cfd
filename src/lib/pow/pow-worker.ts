/// <reference lib="webworker" />
import { solveChallenge } from "altcha-lib/v1";
import type { PowChallenge } from "@common/pow";

// Hashing off the main thread: typing and scrolling stay smooth while the form's proof-of-work is found.
self.onmessage = async (e: MessageEvent<PowChallenge>) => {
  const c = e.data;
  try {
    const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
    self.postMessage(solution ? { number: solution.number } : { error: "no solution" });
  } catch (err) {
    self.postMessage({ error: String(err) });
  }
};
