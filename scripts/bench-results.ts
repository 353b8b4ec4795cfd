/**
 * The results case of `npm run bench` (alone: `BENCH_ONLY=results npm run bench`, needs `npm run build`), issue 43's
 * scale: an order with 5 metrics × 730 daily points (3,650 points).
 * - The monthly report's PDF as staff preview it (`GET /api/admin/orders/:code/reports/:id/pdf`: the month's numbers
 *   read from the database and the PDF drawn) in en, de and ja, against the real app in process.
 * - The client's order page on a phone profile (Chromium, 390 × 844, CPU slowed 4×, as Lighthouse's mobile run):
 *   the main thread's task time of the client-side navigation from the dashboard to the order page, with the five
 *   charts and their tables, against the same page of an order without metrics; the difference is the results'.
 * Printed, never asserted.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { user } from "../server/db/schema";
import { createLogger } from "../server/lib/logger";
import { benchGuardHeaders } from "./bench-pow";
import { benchStaffSession } from "./bench-staff";

const RUNS = Number(process.env.BENCH_RESULTS_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4390) + 30;
const AUTH_SECRET = "bench-results-secret-0123456789abcdef";
const KINDS = ["followers", "subscribers", "views", "mentions", "review_count"] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Request = (p: string, init?: RequestInit) => Promise<Response>;

async function client(request: Request, db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const creds = { email: "bench-client@example.com", password: "Bench-Orchard-Compass-91", name: "Bench Client" };
  const ip = "10.9.9.10";
  await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: await benchGuardHeaders(request, ip),
    body: JSON.stringify({ ...creds, callbackURL: "/dashboard" }),
  });
  await db
    .update(user)
    .set({ emailVerified: true })
    .where(sql`${user.email} = ${creds.email}`);
  const signIn = await request("/api/auth/sign-in/email", {
    method: "POST",
    headers: await benchGuardHeaders(request, ip),
    body: JSON.stringify({ email: creds.email, password: creds.password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function placeOrder(request: Request, cookie: string, projectName: string) {
  const res = await request("/api/orders", {
    method: "POST",
    headers: { ...(await benchGuardHeaders(request, "10.9.9.10")), cookie },
    body: JSON.stringify({
      serviceId: "youtube",
      servicePlan: "starter",
      projectName,
      projectDescription: "",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Bench Client",
      contactEmail: "bench-client@example.com",
      contactPhone: "",
    }),
  });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { order: { code: string } }).order.code;
}

async function waitUp(base: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not start`);
}

export async function benchResults() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-results-"));
  const env = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    POW_MAX_NUMBER: "1000",
    AUTH_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  } as const;
  const database = await openDatabase({ dataDir, lock: false });
  const app = createApp({
    config: loadConfig(env),
    database,
    logger: createLogger("silent"),
    mailer: { mode: "outbox" as const, async send() {} },
  });
  const request: Request = (p, init = {}) => Promise.resolve(app.request(p, init));
  const staff = await benchStaffSession(request, database, {
    email: "bench-admin@example.com",
    password: "Bench-Harbor-Lantern-42",
    name: "Bench Admin",
  });
  const clientCookie = await client(request, database.db);
  const code = await placeOrder(request, clientCookie, "Bench results");
  const plain = await placeOrder(request, clientCookie, "Bench without results");

  // Five metrics, each with 730 daily points ending today (one statement each), and last month's draft report.
  for (const [i, kind] of KINDS.entries()) {
    const res = await request(`/api/admin/orders/${code}/metrics`, {
      method: "POST",
      headers: { cookie: staff, "content-type": "application/json" },
      body: JSON.stringify({
        kind,
        platform: kind === "mentions" || kind === "review_count" ? null : "youtube",
        baseline: 1000 * (i + 1),
      }),
    });
    if (res.status !== 201) throw new Error(`metric: ${res.status} ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    await database.db.execute(sql`
      insert into metric_points (metric_id, value, measured_at, source)
      select ${id}, ${1000 * (i + 1)} + d * ${3 + i} + (d * 7919 % 37), now() - make_interval(days => 730 - d),
        (array['manual', 'csv', 'api'])[1 + d % 3]
      from generate_series(1, 730) as d`);
  }
  const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 15))
    .toISOString()
    .slice(0, 7);
  const [draft] = (
    await database.db.execute<{ id: number }>(sql`
      insert into result_reports (order_id, month, locale)
      select id, ${lastMonth}, 'en' from orders where code = ${code} returning id`)
  ).rows;
  console.log(`results: 5 metrics × 730 points on ${code}; the report of ${lastMonth} (${database.kind})`);

  for (const lang of ["en", "de", "ja"] as const) {
    const times: number[] = [];
    let bytes = 0;
    // A report is drawn in its client's language.
    await database.db.execute(sql`update result_reports set locale = ${lang} where id = ${draft!.id}`);
    for (let r = 0; r < RUNS; r++) {
      const t0 = performance.now();
      const res = await request(`/api/admin/orders/${code}/reports/${draft!.id}/pdf`, {
        headers: { cookie: staff },
      });
      const body = await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`pdf: ${res.status}`);
      times.push(performance.now() - t0);
      bytes = body.byteLength;
    }
    console.log(
      `  report PDF (${lang})`.padEnd(34) +
        `median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
  await app.closeStreams();
  await app.mailQueue.stop();
  await database.close();

  // The built server on the same folder, and the client's page on a phone profile.
  const server = spawn(process.execPath, ["dist/node/server.mjs"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    await waitUp(base);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies(
      clientCookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!.value;
    const measure = async (orderCode: string, charts: number) => {
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        await page.goto(`${base}/dashboard`);
        await page
          .getByRole("link", { name: new RegExp(orderCode) })
          .first()
          .waitFor();
        await page.waitForTimeout(300);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const before = await taskSeconds();
        await page
          .getByRole("link", { name: new RegExp(orderCode) })
          .first()
          .click();
        await page.getByRole("heading", { level: 1, name: new RegExp(orderCode) }).waitFor();
        if (charts) {
          await page
            .locator("#results [role=img]")
            .nth(charts - 1)
            .waitFor();
        }
        await page.waitForTimeout(1000);
        times.push((await taskSeconds()) - before);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      }
      return times.map((s) => s * 1000);
    };
    const withResults = await measure(code, KINDS.length);
    const without = await measure(plain, 0);
    const added = median(withResults) - median(without);
    console.log(
      `  order page, 4× CPU, main thread`.padEnd(34) +
        `median ${median(withResults).toFixed(0)} ms with 5 charts, ${median(without).toFixed(0)} ms without: the results add ${added.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void benchResults().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
