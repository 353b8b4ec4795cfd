import { spawn } from "node:child_process";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../server/lib/logger";
import { captchaHeaders, createVerifiedUser, signIn } from "./auth-helpers";
import { logCapture } from "./log-capture";
import { createTestApp, type TestApp } from "./test-app";

const TOKEN = "metrics-token-0123456789abcdef";

/** Every line the app logs, parsed; the logger writes to this stream instead of stdout. */
const { lines, stream: capture } = logCapture();

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({
      env: { METRICS_TOKEN: TOKEN, ADMIN_EMAILS: "chief@example.com" },
      deps: { logger: createLogger("debug", capture) },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
});

describe("request ids", () => {
  it("are made for every response", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.request("/api/does-not-exist");
    expect(other.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers.get("x-request-id")).not.toBe(res.headers.get("x-request-id"));
  });

  it("keep a sane incoming X-Request-Id and replace anything else", async () => {
    const kept = await t.request("/api/health", { headers: { "x-request-id": "lb-7f3a9c21.42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21.42");
    const odd = await t.request("/api/health", { headers: { "x-request-id": "a b\u00e9<script>" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("logs", () => {
  it("of a sign-in carry its request id and never the password", async () => {
    const u = await createVerifiedUser(t, { password: "Sup3r-Secret-Walrus!" });
    lines.length = 0;
    const startedAt = Date.now();
    const wrong = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { ...(await captchaHeaders(t)), authorization: "Bearer not-for-logs" },
      json: { email: u.email, password: "Wr0ng-Secret-Walrus!" },
    });
    expect(wrong.status).toBe(401);
    const cookie = await signIn(t, u.email, u.password);
    await t.request("/api/me", { headers: { cookie } });

    const text = JSON.stringify(lines);
    expect(text).not.toContain("Sup3r-Secret-Walrus!");
    expect(text).not.toContain("Wr0ng-Secret-Walrus!");
    expect(text).not.toContain("not-for-logs");
    expect(text).not.toContain(cookie.split("=")[1]!.slice(0, 20));
    const line = lines.find((l) => l.msg === "request" && l.path === "/api/auth/sign-in/email" && l.status === 401);
    expect(line).toMatchObject({ level: "info", method: "POST", reqId: wrong.headers.get("x-request-id") });
    // Each line says when, to the millisecond, in UTC.
    expect(line?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const at = Date.parse(String(line?.time));
    expect(at).toBeGreaterThanOrEqual(startedAt);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("written deep inside a request carry its id: a handler's, and one from better-auth's callback", async () => {
    // better-auth calls back on a verified address (ADMIN_EMAILS grants the role and says so in a line).
    const email = "chief@example.com";
    const signUp = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: await captchaHeaders(t),
      json: { email, password: "Blue-Harbor-Lantern-42", name: "Chief" },
    });
    expect(signUp.status).toBe(200);
    const mail = [...t.mail].reverse().find((m) => m.to === email)!;
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    lines.length = 0;
    const verify = await t.request(link.pathname + link.search);
    const verifyId = verify.headers.get("x-request-id");
    expect(verifyId).toBeTruthy();
    expect(lines.find((l) => l.msg === "admin role granted from ADMIN_EMAILS")).toMatchObject({ reqId: verifyId });

    // A handler's own line: an account deleted by its owner.
    const u = await createVerifiedUser(t);
    const cookie = await signIn(t, u.email, u.password);
    lines.length = 0;
    const gone = await t.request("/api/me", { method: "DELETE", headers: { cookie }, json: { password: u.password } });
    expect(gone.status).toBe(200);
    expect(lines.find((l) => l.msg === "account deleted by its owner")).toMatchObject({
      level: "info",
      userId: u.id,
      reqId: gone.headers.get("x-request-id"),
    });
    // Lines of other requests carry their own ids, never this one's.
    expect(lines.filter((l) => l.reqId === gone.headers.get("x-request-id")).map((l) => l.msg)).toEqual([
      "account deleted by its owner",
      "request",
    ]);
  });

  it("redact secret fields wherever a caller puts them", () => {
    const out: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _e, done) {
          out.push(String(chunk));
          done();
        },
      }),
    );
    logger.info("oops", {
      password: "p1",
      headers: { authorization: "Bearer a", cookie: "c=1", "set-cookie": ["s=1"] },
      body: { user: { newPassword: "p2", token: "t1" } },
      args: [{ secret: "s1" }],
    });
    expect(out.join("")).not.toMatch(/p1|p2|Bearer a|c=1|s=1|t1|s1/);
    expect(JSON.parse(out[0]!)).toMatchObject({ msg: "oops", password: "[redacted]" });
  });

  it("reach stdout whole and in order, every one of them, when the process exits right after logging", async () => {
    // A process that logs 3,000 lines in one turn and a last one in the next, then exits at once: stdout is a pipe
    // that is read slowly, so most lines are still waiting when it exits.
    const script = [
      `import { createLogger } from ${JSON.stringify(path.resolve("server/lib/logger.ts"))};`,
      `const log = createLogger("info");`,
      `for (let i = 0; i < 3000; i++) log.info("line", { i, pad: "x".repeat(200) });`,
      `setImmediate(() => { log.warn("last"); process.exit(0); });`,
    ].join("\n");
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let text = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (d: string) => (text += d));
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    const got = text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(got).toHaveLength(3001);
    expect(got.slice(0, 3000).map((l) => l.i)).toEqual([...Array(3000).keys()]);
    expect(got[3000]).toMatchObject({ level: "warn", msg: "last" });
  }, 30_000);
});

describe("/api/health and /api/ready", () => {
  it("health stays a constant liveness answer", async () => {
    const res = await plain.request("/api/health");
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe("ok");
  });

  it("ready answers 200 when the database answers and the mail worker runs", async () => {
    const res = await plain.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers 503 naming the mail worker when it is stopped", async () => {
    await plain.app.mailQueue.stop();
    try {
      const res = await plain.request("/api/ready");
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        error: { code: "NOT_READY", message: "Not ready: mail worker.", fields: { mailWorker: expect.any(String) } },
      });
    } finally {
      plain.app.mailQueue.start();
    }
  });

  // Last in this file for `plain`: its database stays closed.
  it("ready answers 503 naming the database once it is closed, and health still answers", async () => {
    await plain.app.mailQueue.stop();
    plain.app.mailQueue.start();
    await plain.database.close();
    const res = await plain.app.request("/api/ready");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.code).toBe("NOT_READY");
    expect(body.error.fields).toEqual({ database: expect.stringContaining("SELECT 1") });
    expect(body.error.message).toBe("Not ready: database.");
    expect((await plain.app.request("/api/health")).status).toBe(200);
  });
});

describe("/metrics", () => {
  it("is 404 when METRICS_TOKEN is not set", async () => {
    const res = await plain.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("is 401 without the token or with a wrong one", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-0123456789abcdef", TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.request("/metrics", { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("Bearer");
      expect((await res.json()).error.code).toBe("UNAUTHORIZED");
    }
  });

  it("serves Prometheus text with the token: requests per route pattern, mail outbox, chat streams, process", async () => {
    await t.request("/api/orders/ORD-424242");
    await t.request("/api/orders/ORD-434343");
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/orders\/:id",status_class="4xx"\} 2$/m);
    expect(text).not.toContain("ORD-424242");
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/orders\/:id"/m);
    expect(text).toMatch(/^mail_outbox_messages\{status="pending"\} \d+$/m);
    expect(text).toMatch(/^mail_outbox_messages\{status="failed"\} \d+$/m);
    expect(text).toMatch(/^chat_open_streams 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
    // What `promtool check metrics` lints (issue 45): only a counter's name ends in `_total`.
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.length).toBeGreaterThan(10);
    expect(types.filter((m) => m.name!.endsWith("_total") && m.type !== "counter")).toEqual([]);
    expect(text).toMatch(/^nodejs_active_handles\{type="\w+"\} \d+$/m);
  });
});
