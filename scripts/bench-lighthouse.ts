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
  longTasks: string[];
  /** Lighthouse's own failure to measure the run (a trace it could not record), if any. */
  runtimeError?: string;
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

/** Each run's whole report stays here (git-ignored), so the long tasks behind a TBT can be read afterwards. */
const REPORTS = path.resolve("bench-results/lighthouse");

/** The run's longest main-thread tasks: where they started, how long, and the script they are charged to. */
function longTasks(audits: Record<string, { details?: unknown }>): string[] {
  const items = ((audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] })
    ?.items ?? []) as { url: string; duration: number; startTime: number }[];
  return items
    .slice(0, 4)
    .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url.replace(base, "") || "—"})`);
}

async function audit(url: string, chromePort: number, reportFile: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!runner) throw new Error(`no Lighthouse result for ${url}`);
  fs.writeFileSync(reportFile, typeof runner.report === "string" ? runner.report : runner.report.join(""));
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
    longTasks: longTasks(audits as Record<string, { details?: unknown }>),
    runtimeError: runner.lhr.runtimeError?.message,
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
    const tasks: string[] = [];
    fs.mkdirSync(REPORTS, { recursive: true });
    for (const page of PAGES) {
      const probe = await fetch(base + page);
      if (probe.status !== 200) {
        console.log(`skipped ${page}: the server answers ${probe.status} (not built for this path yet)`);
        continue;
      }
      const runs: Result[] = [];
      const slug = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      for (let i = 0; i < RUNS; i++) {
        // A run Lighthouse itself could not measure ("Please run Lighthouse again") is run again, up to twice:
        // counted, its missing figures made the median NaN.
        for (let attempt = 1; ; attempt++) {
          const run = await audit(base + page, chrome.port, path.join(REPORTS, `${slug}-${i + 1}.json`));
          if (run.runtimeError && attempt < 3) {
            console.log(`${page} run ${i + 1}: ${run.runtimeError} Running it again.`);
            continue;
          }
          runs.push(run);
          break;
        }
      }
      const m = (k: Exclude<keyof Result, "longTasks" | "runtimeError">) => median(runs.map((r) => r[k]));
      // The run whose TBT is the median one: its long tasks explain the figure in the table.
      const middle = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;
      tasks.push(`${page}: ${middle.longTasks.join("; ") || "no long task"}`);
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
        rows.join("\n") +
        `\n\nLongest main-thread tasks of each page's median run (reports in ${path.relative(process.cwd(), REPORTS)}/):\n` +
        tasks.join("\n"),
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
