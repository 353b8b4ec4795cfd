import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/lib/logger";
import { dataDirExposure, keepFilesPrivate } from "../../server/lib/private-files";
import type { MailMessage } from "../../server/mail/mailer";
import { serveOnlineBackups } from "../../server/services/backup/online";
import { randomIp, signedInUser } from "./auth-helpers";
import { recordingMailer, requestThrough, testConfig, type TestApp } from "./test-app";
import { placeOrder } from "./workspace-helpers";

const root = path.resolve(__dirname, "../..");
let previousUmask: number;
let scratch: string;

// server/index.ts and the commands set this umask first thing; the test's process does what they do.
beforeAll(async () => {
  previousUmask = keepFilesPrivate();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "agency-modes-"));
});
afterAll(async () => {
  process.umask(previousUmask);
  await fs.rm(scratch, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) with its permission bits. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const walk = async (p: string) => {
    const stat = await fs.lstat(p);
    found.set(path.relative(dir, p) || ".", stat.mode & 0o777);
    if (stat.isDirectory()) for (const name of await fs.readdir(p)) await walk(path.join(p, name));
  };
  await walk(dir);
  return found;
}

function runBackup(file: string, dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // A process of its own, as cron runs it, started with the usual umask (022).
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/backup.ts", file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("the files the server writes", () => {
  it.runIf(!process.env.DATABASE_URL)(
    "are its user's alone: DATA_DIR 0700, the database, order files, mails, lock, socket and backups without group or other bits",
    async () => {
      const dataDir = path.join(scratch, "data"); // not there yet: the server makes it
      const config = testConfig(dataDir);
      const database = await openDatabase({ dataDir }); // a new database (initdb), the folder locked
      const logger = createLogger(config.logLevel);
      const mail: MailMessage[] = [];
      const app = createApp({ config, database, logger, mailer: recordingMailer(config, logger, mail) });
      const backups = await serveOnlineBackups({ config, database, logger });
      const t: TestApp = {
        app,
        database,
        config,
        mail,
        dataDir,
        request: requestThrough(app, (p, init) => app.request(p, init)),
        close: async () => {},
      };
      try {
        const { cookie } = await signedInUser(t, { name: "Mo Modes" });
        const { code } = await placeOrder(t, "mo@modes.test", cookie);
        const form = new FormData();
        form.append("files", new File([randomBytes(5000)], "brief.pdf", { type: "application/pdf" }));
        const up = await t.request(`/api/orders/${code}/files`, {
          method: "POST",
          headers: { cookie, "x-forwarded-for": randomIp() },
          body: form,
        });
        expect(up.status).toBe(201);
        expect(mail.length).toBeGreaterThan(0);

        const archive = path.join(scratch, "umbra.tar");
        const made = await runBackup(archive, dataDir);
        expect(made.output).toContain("from the running server");
        expect(made.code).toBe(0);
        expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);

        const found = await modes(dataDir);
        const kinds = [...found.keys()];
        // What the walk must have seen for it to mean anything.
        expect(found.get(".")).toBe(0o700);
        expect(found.get("server.lock")).toBe(0o600);
        expect(found.get("backup.sock")).toBe(0o600);
        expect(kinds.some((k) => k.startsWith("pglite/pg_wal/") && !k.endsWith("archive_status"))).toBe(true);
        expect(kinds.some((k) => /^pglite\/base\/\d+\/\d+$/.test(k))).toBe(true);
        expect(kinds.some((k) => /^files\/[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(k))).toBe(true);
        expect(kinds.some((k) => /^outbox\/.+\.eml$/.test(k))).toBe(true);
        const open = [...found].filter(([, mode]) => mode & 0o077).map(([p, mode]) => `${p} ${mode.toString(8)}`);
        expect(open).toEqual([]);
      } finally {
        await backups.close();
        await app.closeStreams();
        await app.mailQueue.stop();
        await database.close();
      }
    },
    120_000,
  );

  it("warn at start-up about a DATA_DIR that others may enter", async () => {
    const shared = path.join(scratch, "shared");
    await fs.mkdir(shared, { mode: 0o700 });
    expect(dataDirExposure(shared)).toBeNull();
    await fs.chmod(shared, 0o755);
    expect(dataDirExposure(shared)).toMatch(/has mode 0755: other users of this machine can read .*chmod 700 /);
    expect(dataDirExposure(path.join(scratch, "missing"))).toBeNull();
  });
});
