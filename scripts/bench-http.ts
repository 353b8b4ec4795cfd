/**
 * The request path of `npm run bench` (alone: BENCH_ONLY=http): the built server (dist/node/server.mjs, logging
 * every request as in production) side by side with a bare Hono app on the same @hono/node-server
 * (scripts/bench-bare-hono.mjs) and, when installed, nginx serving the same page and script precompressed
 * (gzip_static), all loaded in one run by wrk (Debian's `wrk`) on loopback; the server's memory after a start
 * and after the load. Numbers are printed, never asserted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const WRK_ARGS = ["-t2", "-c50", `-d${process.env.BENCH_SECONDS ?? 5}s`];
/**
 * Each comparison is run this many times, this server and its yardstick one after the other: this machine's
 * speed drifts by up to 2x within minutes, so one pair can land on either side of a slow spell.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Row {
  name: string;
  what: string;
  rounds: { ours: number; theirs: number | null }[];
}

function compare(name: string, what: string, ours: () => number, theirs: (() => number) | null): Row {
  const rounds = Array.from({ length: ROUNDS }, () => ({ ours: ours(), theirs: theirs ? theirs() : null }));
  return { name, what, rounds };
}
const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;

async function up(url: string, child?: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function wrk(url: string, encoding?: string): number {
  const args = [...WRK_ARGS, ...(encoding ? ["-H", `Accept-Encoding: ${encoding}`] : []), url];
  const out = spawnSync("wrk", args, { encoding: "utf8" });
  const m = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout);
  if (!m || /Non-2xx/.test(out.stdout)) throw new Error(`wrk ${url}: ${out.stdout}${out.stderr}`);
  return Number(m[1]);
}

/** Resident memory of a process, now and at its high-water mark, in MB. */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  return exited;
}

const startProduct = (port: number, dataDir: string) =>
  spawn(process.execPath, ["dist/node/server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    // Every request is logged, as in production; the lines go to /dev/null here.
    stdio: ["ignore", "ignore", "inherit"],
  });

export async function benchHttp() {
  if (!has("wrk")) {
    console.log("request path: skipped (wrk is not installed: apt-get install wrk)");
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-http-"));
  const [appPort, honoPort, nginxPort] = [4395, 4396, 4397];
  const app = `http://127.0.0.1:${appPort}`;
  const children: ChildProcess[] = [];
  let nginxConf: string | null = null;
  try {
    // A first start creates the database; the server measured is a later start, as in production.
    let server = startProduct(appPort, path.join(tmp, "data"));
    await up(`${app}/api/health`, server);
    await stop(server);
    server = startProduct(appPort, path.join(tmp, "data"));
    children.push(server);
    await up(`${app}/api/health`, server);
    const page = await (await fetch(`${app}/`)).text();
    await new Promise((r) => setTimeout(r, 3000));
    const idle = memory(server.pid!);

    const hono = spawn(process.execPath, ["scripts/bench-bare-hono.mjs"], {
      env: { ...process.env, PORT: String(honoPort) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(hono);
    await up(`http://127.0.0.1:${honoPort}/api/health`, hono);

    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    if (has("nginx") && entry) {
      // The same page and entry script, precompressed, as nginx would serve a static export.
      const root = path.join(tmp, "www");
      fs.mkdirSync(path.join(root, "assets"), { recursive: true });
      fs.writeFileSync(path.join(root, "index.html"), page);
      fs.writeFileSync(path.join(root, "index.html.gz"), zlib.gzipSync(page, { level: 9 }));
      for (const ext of ["", ".gz"]) fs.copyFileSync(`dist/client${entry}${ext}`, path.join(root, `${entry}${ext}`));
      nginxConf = path.join(tmp, "nginx.conf");
      fs.writeFileSync(
        nginxConf,
        `daemon off; worker_processes auto; pid ${tmp}/nginx.pid; error_log ${tmp}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; gzip_static on; types { text/html html; text/javascript js; }
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp}; uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  server { listen 127.0.0.1:${nginxPort}; root ${root}; location / { try_files $uri $uri/index.html =404; } } }`,
      );
      const nginx = spawn("nginx", ["-c", nginxConf, "-p", tmp], { stdio: ["ignore", "ignore", "inherit"] });
      children.push(nginx);
      await up(`http://127.0.0.1:${nginxPort}/`, nginx);
    }

    const rows: Row[] = [];
    rows.push(
      compare(
        "GET /api/health",
        "bare Hono",
        () => wrk(`${app}/api/health`),
        () => wrk(`http://127.0.0.1:${honoPort}/api/health`),
      ),
    );
    rows.push(
      compare(
        "GET / (br, gzip)",
        "nginx gzip_static",
        () => wrk(`${app}/`, "br, gzip"),
        nginxConf ? () => wrk(`http://127.0.0.1:${nginxPort}/`, "br, gzip") : null,
      ),
    );
    if (entry) {
      rows.push(
        compare(
          "GET entry script (br, gzip)",
          "nginx gzip_static",
          () => wrk(`${app}${entry}`, "br, gzip"),
          nginxConf ? () => wrk(`http://127.0.0.1:${nginxPort}${entry}`, "br, gzip") : null,
        ),
      );
    }
    const loaded = memory(server.pid!);

    console.log(
      `\nrequest path: wrk ${WRK_ARGS.join(" ")} on loopback, ${ROUNDS} rounds (this server, then the yardstick), node ${process.version}`,
    );
    console.log(
      "| request | this server req/s (median) | yardstick req/s (median) | ratio: median (each round) | yardstick |",
    );
    console.log("|---|---|---|---|---|");
    for (const { name, what, rounds } of rows) {
      const ours = median(rounds.map((r) => r.ours));
      const paired = rounds.filter((r): r is { ours: number; theirs: number } => r.theirs !== null);
      if (!paired.length) {
        console.log(`| ${name} | ${Math.round(ours)} | – | – | ${what} |`);
        continue;
      }
      const ratios = paired.map((r) => r.ours / r.theirs);
      const theirs = median(paired.map((r) => r.theirs));
      console.log(
        `| ${name} | ${Math.round(ours)} | ${Math.round(theirs)} | ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(", ")}) | ${what} |`,
      );
    }
    console.log(
      `server memory (PGlite in process): idle after a later start ${idle.rss} MB; after the load ${loaded.rss} MB (high-water ${loaded.hwm} MB)`,
    );
  } finally {
    for (const c of children.reverse()) await stop(c);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
