/**
 * The chat case of `npm run bench` (alone: `npx tsx scripts/bench-chat.ts`): 1,000 visitor streams open on one
 * instance (the server process's memory before and with them), and the time from a staff reply to its arrival in a
 * visitor's stream, p50/p95, on one instance and, with BENCH_DATABASE_URL (PostgreSQL), across two: the reply
 * posted on instance B, the visitor streaming from instance A. Printed, never asserted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";
import pg from "pg";

const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 1000);
// Staff may send 120 replies in ten minutes: the two measurements share them.
const SAMPLES = Number(process.env.BENCH_CHAT_SAMPLES ?? 50);
const PORT_A = Number(process.env.BENCH_PORT ?? 4390) + 10;
const PORT_B = PORT_A + 1;

interface Seeded {
  admin: string;
  conversations: { id: string; cookie: string }[];
}

function start(port: number, seed: number, databaseUrl?: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-chat-server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      SEED: String(seed),
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let seeded: Seeded | null = null;
  const ready = new Promise<Seeded | null>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const msg = JSON.parse(line) as Partial<Seeded> & { ready?: number };
      if (msg.admin) seeded = msg as Seeded;
      if (msg.ready) resolve(seeded);
    });
    child.on("exit", (code) => reject(new Error(`bench chat server exited (${code})`)));
  });
  return { child, ready };
}

const rssMb = (child: ChildProcess) => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

/** An open stream: resolves `waitFor(text)` when a message event containing the text arrives. */
async function openStream(base: string, cookie: string, i = 0) {
  // One address per visitor: an address keeps at most 8 streams (the server trusts the bench's X-Forwarded-For).
  const res = await fetch(`${base}/api/chat/stream`, {
    headers: { cookie, "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` },
  });
  if (res.status !== 200) throw new Error(`stream: ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const waiting = new Map<string, (t: number) => void>();
  let buffer = "";
  let readyResolve!: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      const at = performance.now();
      buffer += decoder.decode(value, { stream: true });
      if (buffer.includes("event: ready")) readyResolve();
      for (const [text, resolve] of waiting) {
        if (buffer.includes(text)) {
          waiting.delete(text);
          resolve(at);
        }
      }
      if (buffer.length > 10_000) buffer = buffer.slice(-2_000);
    }
  })();
  await ready;
  return {
    waitFor: (text: string) => new Promise<number>((resolve) => waiting.set(text, resolve)),
    close: () => reader.cancel().catch(() => {}),
  };
}

async function replyLatency(label: string, streams: Awaited<ReturnType<typeof openStream>>[], post: string, s: Seeded) {
  const times: number[] = [];
  for (let i = 0; i < Math.min(SAMPLES, streams.length); i++) {
    const marker = `bench-reply-${label}-${i}-${Math.random().toString(36).slice(2, 8)}`;
    const arrived = streams[i]!.waitFor(marker);
    const t0 = performance.now();
    const res = await fetch(`${post}/api/admin/inbox/${s.conversations[i]!.id}/messages`, {
      method: "POST",
      headers: { cookie: s.admin, "content-type": "application/json", "x-forwarded-for": `10.8.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ body: marker }),
    });
    if (res.status !== 201) throw new Error(`reply: ${res.status} ${await res.text()}`);
    times.push((await arrived) - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  console.log(
    `staff reply → visitor's stream, ${label}: p50 ${q(0.5)} ms   p95 ${q(0.95)} ms   (${times.length} replies)`,
  );
}

/** A new database on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards. */
export async function freshPostgres(baseUrl: string, prefix = "bench_chat") {
  const name = `${prefix}_${Date.now()}`;
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: baseUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

export async function benchChat() {
  const pgDb = process.env.BENCH_DATABASE_URL ? await freshPostgres(process.env.BENCH_DATABASE_URL) : null;
  const databaseUrl = pgDb?.url;
  const a = start(PORT_A, STREAMS, databaseUrl);
  const processes: ChildProcess[] = [a.child];
  try {
    const seeded = (await a.ready)!;
    const baseA = `http://127.0.0.1:${PORT_A}`;
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMb(a.child);
    const streams = [];
    for (let i = 0; i < seeded.conversations.length; i += 100) {
      streams.push(
        ...(await Promise.all(
          seeded.conversations.slice(i, i + 100).map((c, j) => openStream(baseA, c.cookie, i + j)),
        )),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    const withStreams = rssMb(a.child);
    console.log(
      `\nchat on ${databaseUrl ? "PostgreSQL" : "PGlite"}: server RSS ${before.toFixed(0)} MB before, ` +
        `${withStreams.toFixed(0)} MB with ${streams.length} open streams ` +
        `(${(((withStreams - before) * 1024) / streams.length).toFixed(1)} KB a stream)`,
    );
    await replyLatency("one instance", streams, baseA, seeded);
    if (databaseUrl) {
      const b = start(PORT_B, 0, databaseUrl);
      processes.push(b.child);
      await b.ready;
      await replyLatency(
        "across two instances (posted on B, streamed from A)",
        streams,
        `http://127.0.0.1:${PORT_B}`,
        seeded,
      );
    } else {
      console.log("staff reply across two instances: needs BENCH_DATABASE_URL (PostgreSQL); PGlite is one process");
    }
    await Promise.all(streams.map((s) => s.close()));
  } finally {
    for (const p of processes) {
      const exited = new Promise((r) => p.once("exit", r));
      p.kill("SIGTERM");
      await exited;
    }
    await pgDb?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChat();
