import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app";

/**
 * /metrics as Prometheus' own linter reads it: `promtool check metrics` (Debian's `prometheus` package; .ci/run
 * installs it). It names what Prometheus' conventions forbid: a gauge called `_total`, a counter without it, a
 * missing HELP, units that are not base units.
 */
const TOKEN = "metrics-token-promtool-0123456789";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

describe("promtool check metrics", () => {
  it("finds no problem in /metrics, with requests, mail and chat counted", async () => {
    // Some traffic first, so that the labelled series (routes, status classes) are there to be linted too.
    await t.request("/api/health");
    await t.request("/api/orders/ORD-000001");
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{/m);
    const promtool = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(promtool.error, "promtool is missing: apt-get install prometheus").toBeUndefined();
    expect(`${promtool.stdout}${promtool.stderr}`.trim()).toBe("");
    expect(promtool.status).toBe(0);
  });
});
