/**
 * `npm run bench`: the request path against bare Hono and nginx, and memory (scripts/bench-http.ts; BENCH_ONLY=http
 * alone), then starts the built server on a temporary database and measures latency and throughput
 * of the main read paths over loopback, /api/health while clients sign in, a 25 MB upload (scripts/bench-upload.ts),
 * then the admin area over 10,000 orders (scripts/bench-admin.ts;
 * BENCH_ONLY=admin runs that part alone, BENCH_DATABASE_URL runs it on PostgreSQL), and the chat: 1,000 open
 * streams and reply latency on one instance and across two (scripts/bench-chat.ts; BENCH_ONLY=chat alone, across
 * two instances only with BENCH_DATABASE_URL), and publish → served on two instances (scripts/bench-publish.ts;
 * BENCH_ONLY=publish, PostgreSQL only), and an order's results at issue 43's scale: its report PDF and its page's main
 * thread on a phone profile (scripts/bench-results.ts; BENCH_ONLY=results). Numbers are printed, never asserted.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchAdmin } from "./bench-admin";
import { benchChat } from "./bench-chat";
import { benchHttp } from "./bench-http";
import { benchPublish } from "./bench-publish";
import { benchResults } from "./bench-results";
import { benchGuardHeaders } from "./bench-pow";
import { benchUpload } from "./bench-upload";

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
  for (let i = 0; i < 1200; i++) {
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

/**
 * /api/health latency (one client, one request after the other) while 10 clients sign in without pause.
 * Each sign-in names an unknown address, so better-auth hashes the password (as it does for a known one)
 * and answers 401; each comes from its own X-Forwarded-For address so the per-IP limits stay out of the way.
 */
async function healthWhileSigningIn(clients = 10, samples = 300) {
  let stop = false;
  let signIns = 0;
  const randomIp = () =>
    `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;
  const signer = async () => {
    while (!stop) {
      const ip = randomIp();
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: await benchGuardHeaders((p, init) => fetch(`${base}${p}`, init), ip),
        body: JSON.stringify({
          email: `bench-${Math.random().toString(36).slice(2)}@example.com`,
          password: "Not-the-password1",
        }),
      });
      await res.arrayBuffer();
      signIns++;
    }
  };
  const signers = Array.from({ length: clients }, signer);
  await new Promise((r) => setTimeout(r, 1000));
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(signers);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `GET /api/health while ${clients} clients sign in: p50 ${q(0.5)} ms   p95 ${q(0.95)} ms   max ${times.at(-1)!.toFixed(1)} ms   (${(signIns / seconds).toFixed(1)} sign-ins/s)`,
  );
}

async function benchServer() {
  // node itself (not npx) so that server.pid is the server's process, whose memory the upload case reads.
  const server = spawn(process.execPath, ["dist/node/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      // The sign-in scenario names its clients in X-Forwarded-For.
      TRUST_PROXY: "true",
      // The bench measures the server; its clients solve a light proof-of-work.
      POW_MAX_NUMBER: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUp();
    console.log(`${REQUESTS} requests per target, ${CONCURRENCY} concurrent, node ${process.version}`);
    if (process.env.BENCH_ONLY !== "signin") for (const t of targets) await run(t);
    await healthWhileSigningIn();
    if (process.env.BENCH_ONLY !== "signin") await benchUpload(base, dataDir, server.pid!);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === "http") await benchHttp();
if (!["admin", "chat", "http", "publish", "results"].includes(process.env.BENCH_ONLY ?? "")) await benchServer();
if (!["signin", "chat", "http", "publish", "results"].includes(process.env.BENCH_ONLY ?? "")) await benchAdmin();
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === "chat") await benchChat();
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === "publish") await benchPublish();
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === "results") await benchResults();
