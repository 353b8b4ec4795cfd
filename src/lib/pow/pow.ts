import { encodePowSolution, powExpiresAt, type PowChallenge, type PowLevel } from "@common/pow";
import { changePowAwaited, setPowSolving } from "./pow-status";

interface Solved {
  value: string;
  expiresAt: number;
}

/** A solution this close to its expiry is not used: the form's request must still arrive in time. */
const MARGIN_MS = 60_000;

function solveInWorker(c: PowChallenge): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./pow-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<{ number?: number; error?: string }>) => {
      worker.terminate();
      if (typeof e.data.number === "number") resolve(e.data.number);
      else reject(new Error(e.data.error ?? "proof-of-work failed"));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message || "proof-of-work worker failed"));
    };
    worker.postMessage(c);
  });
}

/** Where workers are unavailable, the same solver on the page (its hashing is async, so it does not freeze it). */
async function solveHere(c: PowChallenge): Promise<number> {
  const { solveChallenge } = await import("altcha-lib/v1");
  const s = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!s) throw new Error("proof-of-work failed");
  return s.number;
}

async function solveFresh(level: PowLevel = "normal"): Promise<Solved> {
  const res = await fetch(level === "hard" ? "/api/pow?level=hard" : "/api/pow", {
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!res.ok) throw new Error(`GET /api/pow: ${res.status}`);
  const c = (await res.json()) as PowChallenge;
  const number = await (typeof Worker === "function" ? solveInWorker(c).catch(() => solveHere(c)) : solveHere(c));
  return {
    value: encodePowSolution({ ...c, number }),
    expiresAt: powExpiresAt(c.salt) ?? Date.now() + MARGIN_MS * 2,
  };
}

let next: Promise<Solved> | null = null;

/** Starts solving a challenge in the background (once): call it as soon as a protected form is shown. */
export function prefetchPow(): void {
  if (next) return;
  const p = solveFresh();
  next = p;
  setPowSolving(true);
  // A failed prefetch is forgotten (and nothing waits for it any more); the submit tries again and reports its own
  // error.
  p.then(
    () => {
      if (next === p) setPowSolving(false);
    },
    () => {
      if (next !== p) return;
      next = null;
      setPowSolving(false);
    },
  );
}

/**
 * A solution for one request (each is accepted once): the one solved in the background, waited for if it is
 * not ready yet, or a new one if it failed or is about to expire. The next is started at once.
 */
export async function takePow(): Promise<string> {
  const pending = next ?? solveFresh();
  next = null;
  // From here the request that asked waits for it (its form shows itself busy, and says what it waits for).
  setPowSolving(false);
  changePowAwaited(1);
  let solved: Solved;
  try {
    solved = await pending.catch(() => solveFresh());
    if (solved.expiresAt - Date.now() < MARGIN_MS) solved = await solveFresh();
  } finally {
    changePowAwaited(-1);
  }
  prefetchPow();
  return solved.value;
}

/** A solution of the harder challenge, solved on demand (asked for once sign-in answers POW_HARDER_REQUIRED). */
export async function takeHardPow(): Promise<string> {
  changePowAwaited(1);
  try {
    return (await solveFresh("hard")).value;
  } finally {
    changePowAwaited(-1);
  }
}
