/**
 * A crawler on cold pages: `npx tsx scripts/bench-cold-pages.ts [pages] [in flight] [root]`. Serves prerendered
 * pages through the static site (server/static.ts, as the server does) from `root` (default: dist/client when
 * built, else a folder of generated pages of about 150 KB each, like the prerendered ones), and asks for each page
 * once, with `in flight` requests open all the time and brotli accepted, as a crawler does. Every page is cold:
 * its first answer has to be compressed. Prints the latency percentiles; the goal is p99 under 1 s with 250 in
 * flight (issue 37).
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createStaticSite } from "../server/static";

const pageCount = Number(process.argv[2] ?? 1000);
const inFlight = Number(process.argv[3] ?? 250);
const builtRoot = path.resolve("dist/client");
const LANGS = ["", "es", "fr", "de", "zh", "ja"];

function generatedSite(): { root: string; paths: string[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cold-"));
  const words = "agency design brand motion video launch portfolio client studio order review quote invoice".split(" ");
  let seed = 1;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const paths: string[] = [];
  fs.writeFileSync(path.join(root, "_shell.html"), "<!doctype html><title>shell</title>");
  for (let i = 0; i < pageCount; i++) {
    const lng = LANGS[i % LANGS.length]!;
    const urlPath = `${lng ? `/${lng}` : ""}/blog/post-${i}`;
    const parts: string[] = [];
    let size = 0;
    while (size < 150_000) {
      const p = `<p class="c${Math.floor(rnd() * 40)}">${Array.from({ length: 20 }, () => words[Math.floor(rnd() * words.length)]).join(" ")} ${Math.floor(rnd() * 1e6)}</p>\n`;
      parts.push(p);
      size += p.length;
    }
    const file = path.join(root, lng, "blog", `post-${i}`, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<!doctype html><html><body>${parts.join("")}</body></html>`);
    paths.push(urlPath);
  }
  return { root, paths };
}

function builtSite(): { root: string; paths: string[] } | null {
  if (!fs.existsSync(path.join(builtRoot, "index.html"))) return null;
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name === "index.html") {
        const rel = path.relative(builtRoot, path.dirname(p)).split(path.sep).join("/");
        // Unprefixed pages redirect to the visitor's language first: the prefixed and English paths as they are.
        paths.push(`/${rel}`.replace(/\/$/, "") || "/");
      }
    }
  };
  walk(builtRoot);
  return { root: builtRoot, paths: paths.slice(0, pageCount) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const { root, paths } = (process.argv[4] ? null : builtSite()) ?? generatedSite();
  const site = createStaticSite(root, "http://localhost");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const answer = site.handle(
      { method: req.method ?? "GET", header: (n) => req.headers[n] as string | undefined },
      url,
    );
    void Promise.resolve(answer).then((a) => {
      res.writeHead(a.status, a.headers);
      res.end(a.body ?? undefined);
    });
  });
  // A socket the crawler keeps open between its requests is not closed under it (Node's default is 5 s).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const get = (p: string) =>
    new Promise<{ ms: number; status: number; encoding?: string }>((resolve, reject) => {
      const started = performance.now();
      http
        .get(
          `${base}${p}`,
          { agent, headers: { "accept-encoding": "gzip, deflate, br", "accept-language": "en" } },
          (res) => {
            res.resume();
            res.on("end", () =>
              resolve({
                ms: performance.now() - started,
                status: res.statusCode!,
                encoding: res.headers["content-encoding"],
              }),
            );
          },
        )
        .on("error", reject);
    });

  const times: number[] = [];
  const statuses = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < paths.length) {
        const p = paths[next++]!;
        const r = await get(p).catch(() => get(p));
        times.push(r.ms);
        const key = `${r.status} ${r.encoding ?? "identity"}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `${paths.length} cold pages, ${inFlight} in flight, ${root === builtRoot ? "the build" : "generated pages"}: ` +
      `p50 ${ms(percentile(times, 0.5))}, p90 ${ms(percentile(times, 0.9))}, p99 ${ms(percentile(times, 0.99))}, ` +
      `max ${ms(times.at(-1)!)}; ${ms(wall)} in all; ${[...statuses].map(([k, n]) => `${n} × ${k}`).join(", ")}`,
  );
  agent.destroy();
  server.close();
  if (root !== builtRoot) fs.rmSync(root, { recursive: true, force: true });
  // Best-level compressions still queued would keep the process alive.
  process.exit(0);
}

void main();
