/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset) over the main public pages of the built app,
 * median of three runs each, in Debian's Chromium. Starts its own server on a temporary data folder and
 * prints a markdown table. A benchmark: numbers are printed, never asserted. Run `npm run build` first.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4395);
const base = `http://127.0.0.1:${port}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (
  process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
    "/",
    "/services",
    "/services/shilling",
    "/blog/1",
    "/portfolio/1",
    "/contact",
    "/de/",
    "/ja/services",
  ]
).map((p) => p.trim());
/** ARCHITECTURE.md: the flags Debian's Chromium needs here. */
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

async function waitUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function audit(url: string, chromePort: number): Promise<Result> {
  const runner = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!runner) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = runner.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    bytes: num("total-byte-weight"),
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lighthouse-"));
  const server = spawn(process.execPath, ["dist/node/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      PUBLIC_URL: base,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await waitUp();
    const rows: string[] = [];
    for (const page of PAGES) {
      const probe = await fetch(base + page);
      if (probe.status !== 200) {
        console.log(`skipped ${page}: the server answers ${probe.status} (not built for this path yet)`);
        continue;
      }
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + page, chrome.port));
      const m = (k: keyof Result) => median(runs.map((r) => r[k]));
      rows.push(
        `| ${page} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ` +
          `${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ` +
          `${Math.round(m("bytes") / 1024)} KB |`,
      );
      console.log(`measured ${page}`);
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile preset, ${new Date().toISOString()}\n\n` +
        "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred |\n" +
        "|---|---|---|---|---|---|---|---|---|\n" +
        rows.join("\n"),
    );
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
