/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset) over the main public pages of the built app, then,
 * signed in, the client's `/dashboard`, one of their order pages and `/admin` (an admin with two-factor), median
 * of three runs each, in Debian's Chromium. Starts its own server on a temporary data folder, makes the accounts
 * through the real API (captcha, proof-of-work, the confirmation mail from the outbox, two-factor enrolled as
 * /profile does), hands Lighthouse the session cookie and prints a markdown table with the load average at each
 * page. A benchmark: numbers are printed, never asserted. Run `npm run build` first.
 * LIGHTHOUSE_PAGES=/,/contact limits the public pages, LIGHTHOUSE_SIGNED_IN=0 leaves the signed-in ones out.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readableMail } from "../tests/e2e/mail-text";
import { benchGuardHeaders } from "./bench-pow";

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
)
  .map((p) => p.trim())
  .filter(Boolean);
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

const SIGNED_IN = process.env.LIGHTHOUSE_SIGNED_IN !== "0";
const ADMIN_EMAIL = "lighthouse-admin@example.com";
const CLIENT_EMAIL = "lighthouse-client@example.com";
const PASSWORD = "Lighthouse-Harbor-Lantern-42";

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
  /** The accessibility audits the page fails, with the first element each names. */
  a11yFailures: string[];
  /** Lighthouse's own failure to measure the run (a trace it could not record), if any. */
  runtimeError?: string;
}

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

async function audit(url: string, chromePort: number, reportFile: string, cookie?: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Every request of the page carries the session (Lighthouse clears the browser's own cookies before a run).
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
    a11yFailures: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => {
        const node = (a!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node;
        return `${a!.id}${node?.snippet ? ` (${node.snippet.slice(0, 120)})` : ""}`;
      }),
    runtimeError: runner.lhr.runtimeError?.message,
  };
}

/** The `name=value` pairs of an answer's Set-Cookie headers, merged over `jar`. */
function cookiesOf(res: Response, jar = ""): string {
  const pairs = new Map(jar ? jar.split("; ").map((p) => [p.split("=")[0]!, p] as const) : []);
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(";")[0]!;
    pairs.set(pair.split("=")[0]!, pair);
  }
  return [...pairs.values()].join("; ");
}

let nextIp = 1;
/** Captcha answered and proof-of-work solved, from an address of its own (the server trusts X-Forwarded-For here). */
async function guarded(): Promise<Record<string, string>> {
  return benchGuardHeaders((p, init) => fetch(base + p, init), `10.77.0.${nextIp++}`);
}

/** The confirmation link in the newest mail to `email` in the server's outbox. */
async function confirmationLink(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < 100; i++) {
    const files = (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((f) => f.endsWith(`-${email}.eml`));
    for (const file of files.sort().reverse()) {
      const link = readableMail(fs.readFileSync(path.join(outbox, file), "utf8"))
        .match(/https?:\/\/[^\s"<>]+/g)
        ?.find((l) => l.includes("verify-email"));
      if (link) return link.replace(/&amp;/g, "&");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

/** Signs up, confirms the address from the outbox and returns the session's cookie. */
async function signedUp(dataDir: string, email: string, name: string): Promise<string> {
  const up = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: await guarded(),
    body: JSON.stringify({ email, password: PASSWORD, name, callbackURL: "/dashboard" }),
  });
  if (!up.ok) throw new Error(`sign-up ${email}: ${up.status} ${await up.text()}`);
  const verify = await fetch(await confirmationLink(dataDir, email), { redirect: "manual" });
  const cookie = cookiesOf(verify);
  if (verify.status !== 302 || !cookie) throw new Error(`confirming ${email}: ${verify.status}`);
  return cookie;
}

/** The current code of a base32 TOTP secret, as an authenticator app computes it (RFC 6238). */
async function totpCode(secret: string): Promise<string> {
  const { base32 } = await import("@better-auth/utils/base32");
  const { createOTP } = await import("@better-auth/utils/otp");
  return createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
}

/**
 * The signed-in pages and the cookie each is measured with: a client with one order (its dashboard and the
 * order's page) and an admin (ADMIN_EMAILS) who enrolled two-factor with the same calls as /profile.
 */
async function signedInPages(dataDir: string): Promise<{ page: string; cookie: string }[]> {
  const client = await signedUp(dataDir, CLIENT_EMAIL, "Lighthouse Client");
  const placed = await fetch(`${base}/api/orders`, {
    method: "POST",
    headers: { ...(await guarded()), cookie: client },
    body: JSON.stringify({
      serviceId: "youtube",
      servicePlan: "professional",
      projectName: "Tour promo",
      projectDescription: "A teaser for the spring tour, three cuts.",
      projectDeadline: null,
      projectGoals: [],
      contactName: "Lighthouse Client",
      contactEmail: CLIENT_EMAIL,
      contactPhone: "",
    }),
  });
  if (placed.status !== 201) throw new Error(`placing the order: ${placed.status} ${await placed.text()}`);
  const { order } = (await placed.json()) as { order: { code: string } };

  let admin = await signedUp(dataDir, ADMIN_EMAIL, "Lighthouse Admin");
  const headers = { "content-type": "application/json", "x-forwarded-for": "10.77.1.1" };
  const enable = await fetch(`${base}/api/auth/two-factor/enable`, {
    method: "POST",
    headers: { ...headers, cookie: admin },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!enable.ok) throw new Error(`two-factor enable: ${enable.status} ${await enable.text()}`);
  admin = cookiesOf(enable, admin);
  const secret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
  const confirm = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
    method: "POST",
    headers: { ...headers, cookie: admin },
    body: JSON.stringify({ code: await totpCode(secret) }),
  });
  if (!confirm.ok) throw new Error(`two-factor confirm: ${confirm.status} ${await confirm.text()}`);
  admin = cookiesOf(confirm, admin);
  const staff = await fetch(`${base}/api/admin/orders`, { headers: { cookie: admin } });
  if (!staff.ok) throw new Error(`the admin's session does not pass the admin guard: ${staff.status}`);
  return [
    { page: "/dashboard", cookie: client },
    { page: `/dashboard/orders/${order.code}`, cookie: client },
    { page: "/admin", cookie: admin },
  ];
}

const loadAverage = () => os.loadavg()[0]!.toFixed(2);

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
      SMTP_URL: "",
      ADMIN_EMAILS: ADMIN_EMAIL,
      TRUST_PROXY: "true",
      POW_MAX_NUMBER: "1000",
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
    const pages: { page: string; cookie?: string }[] = PAGES.map((page) => ({ page }));
    if (SIGNED_IN) pages.push(...(await signedInPages(dataDir)));
    for (const { page, cookie } of pages) {
      // Once more on a closed socket: between two pages the client's kept connection sat idle for minutes.
      const get = () => fetch(base + page, { headers: cookie ? { cookie } : {} });
      const probe = await get().catch(get);
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
          const run = await audit(base + page, chrome.port, path.join(REPORTS, `${slug}-${i + 1}.json`), cookie);
          if (run.runtimeError && attempt < 3) {
            console.log(`${page} run ${i + 1}: ${run.runtimeError} Running it again.`);
            continue;
          }
          runs.push(run);
          break;
        }
      }
      const m = (k: Exclude<keyof Result, "longTasks" | "a11yFailures" | "runtimeError">) =>
        median(runs.map((r) => r[k]));
      // The run whose TBT is the median one: its long tasks explain the figure in the table.
      const middle = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs.length / 2)]!;
      tasks.push(`${page}: ${middle.longTasks.join("; ") || "no long task"}`);
      const failures = [...new Set(runs.flatMap((r) => r.a11yFailures))];
      if (failures.length) tasks.push(`${page}: accessibility audits failed: ${failures.join("; ")}`);
      rows.push(
        `| ${page} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ` +
          `${(m("lcp") / 1000).toFixed(2)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ` +
          `${Math.round(m("bytes") / 1024)} KB | ${loadAverage()} |`,
      );
      console.log(`measured ${page}`);
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile preset, ${new Date().toISOString()}\n\n` +
        "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred | load average |\n" +
        "|---|---|---|---|---|---|---|---|---|---|\n" +
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
