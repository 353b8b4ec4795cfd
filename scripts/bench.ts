/**
 * `npm run bench`: starts the built server on a temporary database and measures latency and throughput
 * of the main read paths over loopback, then the admin area over 10,000 orders (scripts/bench-admin.ts;
 * BENCH_ONLY=admin runs that part alone, BENCH_DATABASE_URL runs it on PostgreSQL). Numbers are printed, never asserted.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchAdmin } from "./bench-admin";

const port = Number(process.env.BENCH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const targets: { name: string; path: string; init?: RequestInit }[] = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET / (prerendered)", path: "/" },
  { name: "GET /services/shilling", path: "/services/shilling" },
  { name: "GET /no-such-page (404 shell)", path: "/no-such-page" },
];

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function run(target: (typeof targets)[number]) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const res = await fetch(base + target.path, target.init);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
    }),
  );
  const total = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(
    `${target.name.padEnd(34)} ${String(Math.round(times.length / total)).padStart(6)} req/s   p50 ${q(0.5)} ms   p95 ${q(0.95)} ms   p99 ${q(0.99)} ms`,
  );
}

async function benchServer() {
  const server = spawn("npx", ["tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUp();
    console.log(`${REQUESTS} requests per target, ${CONCURRENCY} concurrent, node ${process.version}`);
    for (const t of targets) await run(t);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ONLY !== "admin") await benchServer();
await benchAdmin();
