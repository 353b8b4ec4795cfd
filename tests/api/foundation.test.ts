import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("health", () => {
  it("answers ok with the database kind", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("has migrated the schema, has_role included", async () => {
    const { rows } = await t.database.db.$client.query("select has_role('nobody', 'admin') as is_admin");
    expect(rows[0]).toEqual({ is_admin: false });
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the error shape", async () => {
    const res = await t.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
  });

  it("answer 404 for other methods too", async () => {
    const res = await t.request("/api/does-not-exist", { method: "POST", json: {} });
    expect(res.status).toBe(404);
  });
});

describe("security headers", () => {
  it("are on every response", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("add HSTS when the public URL is https", async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: "https://agency.example" } });
    try {
      const res = await https.request("/api/health");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await https.close();
    }
  });
});

describe("request bodies", () => {
  it("over the limit get 413 in the error shape, not a crash", async () => {
    const res = await t.request("/api/does-not-exist", { method: "POST", json: { blob: "x".repeat(200 * 1024) } });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});
