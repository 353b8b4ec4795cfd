import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POW_HEADER } from "../../common/pow";
import { powUsed } from "../../server/db/schema";
import { createPowChallenge } from "../../server/pow/pow";
import {
  createVerifiedUser,
  getCaptcha,
  randomIp,
  solveCaptcha,
  solvePow,
  uniqueEmail,
  type TestUser,
} from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL: "staff@agency.test" } });
  client = await createVerifiedUser(t);
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The six forms a script would post in bulk; `captcha` marks the two that also ask the arithmetic question. */
const FORMS: { name: string; path: string; ok: number; captcha?: boolean; body: () => unknown }[] = [
  {
    name: "sign-up",
    path: "/api/auth/sign-up/email",
    ok: 200,
    captcha: true,
    body: () => ({ email: uniqueEmail("pow"), password: "Qu1et-Meadow-Falls!", name: "Pow Test" }),
  },
  {
    name: "sign-in",
    path: "/api/auth/sign-in/email",
    ok: 200,
    captcha: true,
    body: () => ({ email: client.email, password: client.password }),
  },
  {
    name: "password reset",
    path: "/api/auth/request-password-reset",
    ok: 200,
    body: () => ({ email: client.email, redirectTo: "/reset-password" }),
  },
  {
    name: "contact",
    path: "/api/contact",
    ok: 201,
    body: () => ({ name: "Ada", email: "ada@client.test", service: "music", message: "Grow my channel." }),
  },
  {
    name: "order",
    path: "/api/orders",
    ok: 201,
    body: () => ({
      serviceId: "shilling",
      servicePlan: "starter",
      projectName: "Launch",
      projectDescription: "Make it trend.",
      projectDeadline: tomorrow(),
      projectGoals: ["Trend"],
      contactName: "Ada Lovelace",
      contactEmail: "ada@client.test",
      contactPhone: "",
    }),
  },
  { name: "newsletter", path: "/api/newsletter", ok: 200, body: () => ({ email: uniqueEmail("reader") }) },
];

/** A script that answers the arithmetic question right (where there is one) and sends `pow` as it likes. */
async function send(form: (typeof FORMS)[number], pow?: string) {
  const ip = randomIp();
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (form.captcha) {
    const c = await getCaptcha(t, ip);
    Object.assign(headers, { "x-captcha-token": c.token, "x-captcha-answer": String(solveCaptcha(c)) });
  }
  if (pow !== undefined) headers[POW_HEADER] = pow;
  return t.request(form.path, { method: "POST", headers, json: form.body() });
}

async function expectRefused(res: Response, code: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

const decode = (pow: string) => JSON.parse(Buffer.from(pow, "base64").toString("utf8")) as Record<string, unknown>;
const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64");

describe("GET /api/pow", () => {
  it("gives a signed SHA-256 challenge with the configured difficulty and an expiry, never cached", async () => {
    const res = await t.request("/api/pow");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const c = await res.json();
    expect(c).toEqual({
      algorithm: "SHA-256",
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 1000,
      salt: expect.stringMatching(/\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });
});

describe("proof-of-work on every form a script would post", () => {
  for (const form of FORMS) {
    it(`${form.name}: refuses no, garbled, forged and expired solutions; a real one passes once`, async () => {
      await expectRefused(await send(form), "POW_REQUIRED");
      await expectRefused(await send(form, "not base64 json"), "POW_INVALID");

      // A made-up number for a real challenge: the work was not done.
      const real = decode(await solvePow(t));
      await expectRefused(await send(form, encode({ ...real, number: (real.number as number) + 1 })), "POW_INVALID");
      // A challenge of one's own making, without the server's signature.
      await expectRefused(await send(form, encode({ ...real, signature: "0".repeat(64) })), "POW_INVALID");

      const old = await createPowChallenge(t.config.authSecret, 10, Date.now() - 21 * 60_000);
      const { solveChallenge } = await import("altcha-lib/v1");
      const oldSolution = await solveChallenge(old.challenge, old.salt, old.algorithm, 10).promise;
      await expectRefused(await send(form, encode({ ...old, number: oldSolution!.number })), "POW_EXPIRED");

      const pow = await solvePow(t);
      const ok = await send(form, pow);
      expect(ok.status).toBe(form.ok);
      await expectRefused(await send(form, pow), "POW_USED");
    });
  }

  it("keeps a used solution's signature in the database until its challenge expires", async () => {
    const pow = await solvePow(t);
    expect((await send(FORMS[5]!, pow)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(powUsed)
      .where(eq(powUsed.signature, String(decode(pow).signature)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
  });
});
