import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const port = 4396, base = `http://127.0.0.1:${port}`;
const page = process.argv[2] ?? "/";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-trace-"));
const server = spawn(process.execPath, ["dist/node/server.mjs"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", NODE_ENV: "test", PUBLIC_URL: base, DATABASE_URL: "", SMTP_URL: "" }, stdio: ["ignore", "ignore", "inherit"] });
for (let i = 0; i < 120; i++) { try { if ((await fetch(base + "/api/ready")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
try {
  const r = await lighthouse(base + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  console.log("perf", r!.lhr.categories.performance.score, "TBT", a["total-blocking-time"].numericValue, "LCP", a["largest-contentful-paint"].numericValue, "load", os.loadavg()[0]);
  fs.writeFileSync("/tmp/trace.json", JSON.stringify((r!.artifacts as any).Trace ?? (r!.artifacts as any).traces?.defaultPass));
} finally { await chrome.kill(); server.kill(); }
