import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { captchaHeaders, createVerifiedUser, randomIp, signedInUser } from "./auth-helpers";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const site = "http://localhost:3000";

describe("one Origin check for every state-changing /api route", () => {
  it("refuses a foreign Origin on the product's routes and better-auth's with 403 and the error shape", async () => {
    const { cookie } = await signedInUser(t);
    const attempts: [string, string, unknown][] = [
      ["PUT", "/api/profile", { email: "x@y.test", fullname: "Eve Evil", username: "eve", bio: "" }],
      ["POST", "/api/orders", {}],
      ["POST", "/api/contact", {}],
      ["POST", "/api/newsletter", { email: "a@b.test" }],
      ["PUT", "/api/admin/settings", {}],
      ["POST", "/api/auth/sign-out", {}],
      ["POST", "/api/auth/sign-up/email", { email: "a@b.test", password: "Qu1et-Meadow-Falls!", name: "Eve" }],
      ["POST", "/api/auth/update-user", { name: "Eve" }],
    ];
    for (const [method, path, json] of attempts) {
      for (const headers of <Record<string, string>[]>[
        { origin: "https://evil.test" },
        { origin: "null" },
        { origin: "https://evil.test", "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site", origin: "http://other.localhost:3000" },
      ]) {
        const res = await t.request(path, { method, json, headers: { cookie, ...headers } });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({ error: { code: "FORBIDDEN_ORIGIN", message: expect.any(String) } });
      }
    }
  });

  it("lets the site's own pages through (Origin or Sec-Fetch-Site), and non-browser clients", async () => {
    const { cookie, user } = await signedInUser(t);
    const body = { email: user.email, fullname: "Ada Lovelace", username: "ada_l", bio: "" };
    for (const headers of <Record<string, string>[]>[
      { origin: site },
      { origin: site, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      {},
    ]) {
      const res = await t.request("/api/profile", {
        method: "PUT",
        json: body,
        headers: { cookie, "x-forwarded-for": randomIp(), ...headers },
      });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("does not check reads", async () => {
    const res = await t.request("/api/health", {
      headers: { origin: "https://evil.test", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(200);
  });

  it("exempts webhooks (signed server-to-server calls)", async () => {
    const res = await t.request("/api/webhooks/stripe", {
      method: "POST",
      json: {},
      headers: { origin: "https://evil.test", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).not.toBe(403);
  });

  it("trusts 127.0.0.1 and [::1] in development without PUBLIC_URL, only PUBLIC_URL in production", () => {
    const dev = loadConfig({ NODE_ENV: "development", PORT: "3000" });
    expect(dev.trustedOrigins).toEqual(
      expect.arrayContaining(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]),
    );
    const prod = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://agency.example",
      AUTH_SECRET: "x".repeat(40),
    });
    expect(prod.trustedOrigins).toEqual(["https://agency.example"]);
  });

  it("a newcomer on http://127.0.0.1:PORT can sign up (not a bare 403)", async () => {
    const dev = await createTestApp({ env: { NODE_ENV: "development", PORT: "3000" } });
    try {
      const res = await dev.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { ...(await captchaHeaders(dev)), origin: "http://127.0.0.1:3000" },
        json: { email: "newcomer@example.com", password: "Qu1et-Meadow-Falls!", name: "New Comer" },
      });
      expect(res.status).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

describe("session cookie", () => {
  it("is Secure whenever PUBLIC_URL is https, even outside production", async () => {
    const https = await createTestApp({ env: { NODE_ENV: "development", PUBLIC_URL: "https://agency.example" } });
    try {
      const u = await createVerifiedUser(https);
      const res = await https.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { ...(await captchaHeaders(https, randomIp())), origin: "https://agency.example" },
        json: { email: u.email, password: u.password },
      });
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      const session = cookies.find((c) => c.includes("session_token"));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  it("is not Secure on a plain-http development URL (browsers would drop it)", async () => {
    const u = await createVerifiedUser(t);
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email: u.email, password: u.password },
    });
    const session = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(session).not.toMatch(/;\s*Secure/i);
  });
});
