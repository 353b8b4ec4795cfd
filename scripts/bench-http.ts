/**
 * The request path of `npm run bench` (alone: BENCH_ONLY=http): the built server started as a deployer runs it
 * (`node dist/node/server.mjs` as the container's CMD and `npm run server` do, NODE_ENV=production, the default
 * log level, every request's line written to a pipe the bench reads, as a container runtime or journald reads it)
 * side by side with a bare Hono app on the same @hono/node-server (scripts/bench-bare-hono.mjs) and, when
 * installed, nginx serving the same page and script precompressed (gzip_static), all loaded by wrk (Debian's
 * `wrk`) on loopback after a warm-up of each, in alternating rounds; besides requests a second, the CPU time each
 * process spent a request (from /proc), which the machine's other load disturbs much less. The server's memory
 * after a start and after the load. Numbers are printed, never asserted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
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

/** One wrk run: requests a second, and the server's CPU time a request in µs (user + system, from /proc). */
interface Load {
  rate: number;
  cpuUs: number;
}

interface Row {
  name: string;
  what: string;
  rounds: { ours: Load; theirs: Load | null; load: number }[];
}

async function compare(
  name: string,
  what: string,
  ours: () => Promise<Load>,
  theirs: (() => Promise<Load>) | null,
): Promise<Row> {
  // A warm-up of each first (JIT, caches, the page's best compression): the rounds measure a running server.
  await ours();
  await theirs?.();
  const rounds: Row["rounds"] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const load = os.loadavg()[0]!;
    rounds.push({ ours: await ours(), theirs: theirs ? await theirs() : null, load });
  }
  return { name, what, rounds };
}

/** CPU time (user + system) a process and its child processes (nginx's workers) have used so far, in µs. */
function cpuTime(pid: number): number {
  // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks, after the command's ")".
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  let children = "";
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  } catch {
    // No such file on this kernel: the process alone.
  }
  const own = (ticks * 1e6) / CLOCK_TICKS;
  return children ? children.split(" ").reduce((sum, child) => sum + cpuTime(Number(child)), own) : own;
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
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

/**
 * wrk against `url` served by process `pid`. Not spawnSync: this process reads the server's log pipe meanwhile
 * (a full pipe would stop the server at its next line).
 */
async function wrk(pid: number, url: string, encoding?: string): Promise<Load> {
  const args = [...WRK_ARGS, ...(encoding ? ["-H", `Accept-Encoding: ${encoding}`] : []), url];
  const cpu0 = cpuTime(pid);
  const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
  const out = { stdout: "", stderr: "" };
  child.stdout.on("data", (d: Buffer) => (out.stdout += d));
  child.stderr.on("data", (d: Buffer) => (out.stderr += d));
  await new Promise((r) => child.once("close", r));
  const cpu = cpuTime(pid) - cpu0;
  const m = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout);
  const n = /(\d+) requests in/.exec(out.stdout);
  if (!m || !n || /Non-2xx|Socket errors/.test(out.stdout)) throw new Error(`wrk ${url}: ${out.stdout}${out.stderr}`);
  return { rate: Number(m[1]), cpuUs: cpu / Number(n[1]) };
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

/** Bytes of log the measured server wrote to its stdout. */
let logBytes = 0;
const AUTH_SECRET = randomBytes(32).toString("hex");
/**
 * The server as the container's CMD and `npm run server` start it: plain node on the bundle, NODE_ENV=production,
 * LOG_LEVEL unset (info: a line a request), stdout a pipe that is read (a container runtime or journald), not
 * /dev/null, whose writes cost next to nothing. (`npm start` adds npm and scripts/launch.mjs in front, at start-up
 * only.)
 */
function startProduct(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  for (const key of ["LOG_LEVEL", "DATABASE_URL", "METRICS_TOKEN", "TRUST_PROXY", "NODE_OPTIONS"]) delete env[key];
  const child = spawn(process.execPath, ["dist/node/server.mjs"], { env, stdio: ["ignore", "pipe", "inherit"] });
  child.stdout!.on("data", (chunk: Buffer) => (logBytes += chunk.length));
  return child;
}

export async function benchHttp() {
  if (!has("wrk")) {
    console.log("request path: skipped (wrk is not installed: apt-get install wrk)");
    return;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-http-"));
  const first = Number(process.env.BENCH_HTTP_PORT ?? 4395);
  const [appPort, honoPort, nginxPort] = [first, first + 1, first + 2];
  const app = `http://127.0.0.1:${appPort}`;
  const children: ChildProcess[] = [];
  let nginxConf: string | null = null;
  let nginx: ChildProcess | undefined;
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
      nginx = spawn("nginx", ["-c", nginxConf, "-p", tmp], { stdio: ["ignore", "ignore", "inherit"] });
      children.push(nginx);
      await up(`http://127.0.0.1:${nginxPort}/`, nginx);
    }

    const rows: Row[] = [];
    rows.push(
      await compare(
        "GET /api/health",
        "bare Hono",
        () => wrk(server.pid!, `${app}/api/health`),
        () => wrk(hono.pid!, `http://127.0.0.1:${honoPort}/api/health`),
      ),
    );
    rows.push(
      await compare(
        "GET / (br, gzip)",
        "nginx gzip_static",
        () => wrk(server.pid!, `${app}/`, "br, gzip"),
        nginxConf ? () => wrk(nginx!.pid!, `http://127.0.0.1:${nginxPort}/`, "br, gzip") : null,
      ),
    );
    if (entry) {
      rows.push(
        await compare(
          "GET entry script (br, gzip)",
          "nginx gzip_static",
          () => wrk(server.pid!, `${app}${entry}`, "br, gzip"),
          nginxConf ? () => wrk(nginx!.pid!, `http://127.0.0.1:${nginxPort}${entry}`, "br, gzip") : null,
        ),
      );
    }
    const loaded = memory(server.pid!);

    console.log(
      `\nrequest path: wrk ${WRK_ARGS.join(" ")} on loopback, a warm-up then ${ROUNDS} rounds (this server, then the ` +
        `yardstick), node ${process.version}; the server as deployed (NODE_ENV=production, a log line a request ` +
        `into a pipe: ${Math.round(logBytes / 1024 / 1024)} MB of log)`,
    );
    console.log(
      "| request | this server req/s (median) | yardstick req/s (median) | ratio: median (each round, load average) | " +
        "CPU µs a request: this server / yardstick (median) | yardstick |",
    );
    console.log("|---|---|---|---|---|---|");
    for (const { name, what, rounds } of rows) {
      const ours = median(rounds.map((r) => r.ours.rate));
      const oursCpu = median(rounds.map((r) => r.ours.cpuUs));
      const paired = rounds.filter((r): r is { ours: Load; theirs: Load; load: number } => r.theirs !== null);
      if (!paired.length) {
        console.log(`| ${name} | ${Math.round(ours)} | – | – | ${oursCpu.toFixed(0)} / – | ${what} |`);
        continue;
      }
      const ratios = paired.map((r) => r.ours.rate / r.theirs.rate);
      const theirs = median(paired.map((r) => r.theirs.rate));
      const theirsCpu = median(paired.map((r) => r.theirs.cpuUs));
      const each = paired.map((r, i) => `${ratios[i]!.toFixed(2)} at ${r.load.toFixed(1)}`).join(", ");
      console.log(
        `| ${name} | ${Math.round(ours)} | ${Math.round(theirs)} | ${median(ratios).toFixed(2)} (${each}) | ` +
          `${oursCpu.toFixed(0)} / ${theirsCpu.toFixed(0)} (${(theirsCpu / oursCpu).toFixed(2)}×) | ${what} |`,
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
