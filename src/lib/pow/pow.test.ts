import { afterEach, describe, expect, it, vi } from "vitest";
import { isPowAwaited, isPowSolving } from "./pow-status";

// The hashing is not under test: each solve waits until the test lets it finish.
const solves: (() => void)[] = [];
vi.mock("altcha-lib/v1", () => ({
  solveChallenge: () => ({ promise: new Promise((resolve) => solves.push(() => resolve({ number: 42 }))) }),
}));

const challenge = { algorithm: "SHA-256", challenge: "c", salt: "s", signature: "x", maxnumber: 10 };
vi.stubGlobal(
  "fetch",
  vi.fn(async () => new Response(JSON.stringify(challenge), { headers: { "content-type": "application/json" } })),
);
afterEach(() => vi.clearAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("proof-of-work status", () => {
  it("is 'solving' in the background, then 'awaited' while a sent form waits for its solution", async () => {
    const { prefetchPow, takePow } = await import("./pow");
    prefetchPow();
    expect(isPowSolving()).toBe(true);
    expect(isPowAwaited()).toBe(false);

    const taken = takePow();
    // The form that was sent now waits for the solution: its busy button can say what for.
    expect(isPowSolving()).toBe(false);
    expect(isPowAwaited()).toBe(true);

    await vi.waitFor(() => expect(solves).toHaveLength(1));
    solves.shift()!();
    expect(await taken).toBeTruthy();
    expect(isPowAwaited()).toBe(false);
    // The next solution is started at once, in the background.
    expect(isPowSolving()).toBe(true);
    await settle();
  });
});
