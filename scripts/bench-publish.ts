/**
 * The content case of `npm run bench` (alone: `BENCH_ONLY=publish npm run bench`, needs `npm run build`): the time
 * from staff publishing a text to the page that shows it being served with it, on the instance that published and,
 * with BENCH_DATABASE_URL (PostgreSQL), on a second instance that heard NOTIFY. Two built servers
 * (dist/node/server.mjs), each its own process; staff change the German title of a service and its page
 * `/de/services/shilling` is fetched until it carries the new title. Printed, never asserted. Only on PostgreSQL: the
 * bench sets the staff member's role in the database the servers use, which a PGlite folder opened by a server is not
 * open to.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ContentDetail } from "../common/content";
import { openDatabase } from "../server/db/client";
import { freshPostgres } from "./bench-chat";
import { benchStaffSession } from "./bench-staff";

const SAMPLES = Number(process.env.BENCH_PUBLISH_SAMPLES ?? 5);
const PORT_A = Number(process.env.BENCH_PORT ?? 4390) + 20;
const PORT_B = PORT_A + 1;
const ITEM = encodeURIComponent("catalog:services.shilling");
const PAGE = "/de/services/shilling";

function start(port: number, dataDir: string, databaseUrl?: string): ChildProcess {
  return spawn(process.execPath, ["dist/node/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      TRUST_PROXY: "true",
      POW_MAX_NUMBER: "1000",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: "bench-publish-secret-0123456789abcdef",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
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

/** Milliseconds from `t0` until the page served by `base` contains `text` (polled every 10 ms). */
async function servedAt(base: string, text: string, t0: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(base + PAGE, { headers: { "accept-encoding": "identity" } })).text();
    if (html.includes(text)) return performance.now() - t0;
    if (performance.now() - t0 > 60_000) throw new Error(`${base}${PAGE} never showed ${text}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const q = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);

export async function benchPublish() {
  if (!fs.existsSync("dist/node/server.mjs")) throw new Error("bench publish: run npm run build first");
  if (!process.env.BENCH_DATABASE_URL) {
    console.log("\npublish → served: needs BENCH_DATABASE_URL (PostgreSQL)");
    return;
  }
  const pgDb = await freshPostgres(process.env.BENCH_DATABASE_URL, "bench_publish");
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-publish-")));
  const baseA = `http://127.0.0.1:${PORT_A}`;
  const baseB = `http://127.0.0.1:${PORT_B}`;
  const processes: ChildProcess[] = [start(PORT_A, dirs[0]!, pgDb.url)];
  try {
    await waitUp(baseA);
    processes.push(start(PORT_B, dirs[1]!, pgDb.url));
    await waitUp(baseB);
    // The staff session: through A's API, the role and two-factor set in the database it uses.
    const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: dirs[0]!, lock: false });
    const cookie = await benchStaffSession(
      (p, init) => fetch(baseA + p, { ...init, headers: { "content-type": "application/json", ...init?.headers } }),
      database,
      { email: "bench-publish@example.com", password: "Bench-publish-passw0rd!", name: "Bench" },
    );
    await database.close();
    const api = async (p: string, init: RequestInit = {}) => {
      const res = await fetch(`${baseA}/api/admin/content/${ITEM}${p}`, {
        ...init,
        headers: { cookie, "content-type": "application/json", "x-forwarded-for": "10.7.7.7" },
      });
      if (!res.ok) throw new Error(`${init.method ?? "GET"} ${p}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<ContentDetail & { item?: ContentDetail; pages?: number }>;
    };

    const answered: number[] = [];
    const onA: number[] = [];
    const onB: number[] = [];
    let pages = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const marker = `Bench-Titel ${i}-${Math.random().toString(36).slice(2, 8)}`;
      const { rev } = await api("");
      const draft = await api("", {
        method: "PUT",
        body: JSON.stringify({ rev, values: { "services.shilling.title": { de: marker } } }),
      });
      const t0 = performance.now();
      const b = servedAt(baseB, marker, t0);
      const published = await api("/publish", { method: "POST", body: JSON.stringify({ rev: draft.rev }) });
      answered.push(performance.now() - t0);
      pages = published.pages ?? 0;
      onA.push(await servedAt(baseA, marker, t0));
      onB.push(await b);
    }
    console.log(
      `\npublish → served (${SAMPLES} publications of a German service title, ${pages} files re-rendered each, PostgreSQL):`,
    );
    console.log(`  publish answered         p50 ${q(answered, 0.5)} ms   max ${q(answered, 1)} ms`);
    console.log(`  served by the publisher  p50 ${q(onA, 0.5)} ms   max ${q(onA, 1)} ms`);
    console.log(`  served by a second one   p50 ${q(onB, 0.5)} ms   max ${q(onB, 1)} ms`);
  } finally {
    for (const p of processes) {
      const exited = new Promise((r) => p.once("exit", r));
      p.kill("SIGTERM");
      await exited;
    }
    await pgDb.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}
