import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IP_RULES } from "../../server/auth/limits";
import { getCaptcha, solveCaptcha, solvePow } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("per-IP limits under a burst", () => {
  it("20 parallel sign-ins from one IP: at most the limit get past the limiter", async () => {
    const ip = "10.77.0.1";
    // Captchas fetched first (their own limit is per IP too), then every sign-in at once.
    const captchas = await Promise.all(Array.from({ length: 20 }, () => getCaptcha(t, ip)));
    const pows = await Promise.all(captchas.map(() => solvePow(t)));
    const results = await Promise.all(
      captchas.map((c, i) =>
        t.app.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": ip,
            "x-captcha-token": c.token,
            "x-captcha-answer": String(solveCaptcha(c)),
            "x-pow": pows[i]!,
          },
          // Different addresses, so that only the per-IP limit can stop them.
          body: JSON.stringify({ email: `guess${i}@example.com`, password: "wrong-password" }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    const through = statuses.filter((s) => s !== 429).length;
    expect(through).toBeLessThanOrEqual(IP_RULES["/sign-in/email"].max);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - IP_RULES["/sign-in/email"].max);
  });

  it("20 parallel sign-ups from one IP: at most the limit get through", async () => {
    const ip = "10.77.0.2";
    const captchas = await Promise.all(Array.from({ length: 20 }, () => getCaptcha(t, ip)));
    const pows = await Promise.all(captchas.map(() => solvePow(t)));
    const results = await Promise.all(
      captchas.map((c, i) =>
        t.app.request("/api/auth/sign-up/email", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": ip,
            "x-captcha-token": c.token,
            "x-captcha-answer": String(solveCaptcha(c)),
            "x-pow": pows[i]!,
          },
          body: JSON.stringify({ email: `burst${i}@example.com`, password: "Qu1et-Meadow-Falls!", name: "Burst Test" }),
        }),
      ),
    );
    const through = results.filter((r) => r.status !== 429).length;
    expect(through).toBeLessThanOrEqual(IP_RULES["/sign-up/email"].max);
  });
});
