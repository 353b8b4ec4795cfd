import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), "agency-web-"));
  await fs.mkdir(path.join(webRoot, "services"), { recursive: true });
  await fs.mkdir(path.join(webRoot, "assets"), { recursive: true });
  await fs.writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>home</title>");
  await fs.writeFile(path.join(webRoot, "services", "index.html"), "<!doctype html><title>services</title>");
  await fs.writeFile(path.join(webRoot, "_shell.html"), "<!doctype html><title>shell</title>");
  await fs.writeFile(path.join(webRoot, "assets", "app.js"), "console.log(1)");
  await fs.writeFile(path.join(webRoot, "favicon.svg"), "<svg/>");
  await fs.writeFile(path.join(webRoot, "_prerendered.json"), JSON.stringify([{ path: "/", public: true }]));
  t = await createTestApp({ deps: { webRoot } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

/** A Location a browser would follow off the site: absolute, protocol-relative or with a backslash. */
function leavesSite(location: string): boolean {
  const resolved = new URL(location.replace(/\\/g, "/"), "http://site.test/");
  return resolved.host !== "site.test";
}

describe("static paths never redirect off the site", () => {
  const attacks = [
    "/%5Cevil.test/",
    "/%5C%5Cevil.test/",
    "//evil.test/",
    "///evil.test/",
    "/%2F%2Fevil.test/",
    "/%2F/evil.test/",
    "/%5C/evil.test/",
    "/.//evil.test/",
    "/./%5Cevil.test/",
    "/%09/evil.test/",
    "/%0A/evil.test/",
    "/%0D%0A/evil.test/",
    "/evil.test/%2E%2E/%2E%2E//evil.test/",
    "/services/..//evil.test/",
    "/%E2%80%A8/evil.test/",
  ];
  it.each(attacks)("GET %s", async (p) => {
    for (const method of ["GET", "HEAD"]) {
      const res = await t.app.request(`http://site.test${p}`, { method });
      expect(res.status).toBeLessThan(500);
      const location = res.headers.get("location");
      if (location) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(leavesSite(location)).toBe(false);
      }
    }
  });

  it("still drops a trailing slash and keeps the query", async () => {
    const res = await t.app.request("http://site.test/services/?a=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/services?a=1");
  });

  it("serves pages and files", async () => {
    expect((await t.app.request("http://site.test/services")).status).toBe(200);
    expect((await t.app.request("http://site.test/assets/app.js")).status).toBe(200);
    expect((await t.app.request("http://site.test/nope")).status).toBe(404);
  });
});

describe("HEAD", () => {
  it.each(["/", "/services", "/robots.txt", "/sitemap.xml", "/favicon.svg", "/assets/app.js", "/missing"])(
    "answers %s like GET, without a body",
    async (p) => {
      const get = await t.app.request(`http://site.test${p}`);
      const head = await t.app.request(`http://site.test${p}`, { method: "HEAD" });
      expect(head.status).toBe(get.status);
      expect(head.status).toBeLessThan(500);
      expect(await head.text()).toBe("");
    },
  );
});

describe("Permissions-Policy", () => {
  it.each(["/api/health", "/", "/robots.txt", "/api/nope"])("is on %s", async (p) => {
    const res = await t.app.request(`http://site.test${p}`);
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
  });
});
