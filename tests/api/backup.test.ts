import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/lib/logger";
import type { MailMessage } from "../../server/mail/mailer";
import { serveOnlineBackups } from "../../server/services/backup/online";
import { randomIp, signedInUser } from "./auth-helpers";
import { completeBillingSetup, issueInvoice } from "./billing-helpers";
import { recordingMailer, requestThrough, testConfig, type TestApp } from "./test-app";
import { getJson, placeOrder, post } from "./workspace-helpers";

const root = path.resolve(__dirname, "../..");
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL, dropped after the file. */
async function emptyPostgresDatabase(): Promise<string> {
  const base = process.env.DATABASE_URL!;
  const name = `backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

type Server = TestApp & { url: string };

/**
 * The server as server/index.ts runs it (the data folder locked, online backups on DATA_DIR/backup.sock), over
 * real HTTP on a free loopback port. `request` goes through that port.
 */
async function startServer(dataDir: string, databaseUrl?: string, fromTemplate = false): Promise<Server> {
  const config = testConfig(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const template = fromTemplate ? inject("pgliteTemplate") : undefined;
  const database = await openDatabase({
    databaseUrl,
    dataDir,
    loadDataDir: template ? new Blob([await fs.readFile(template)]) : undefined,
  });
  const logger = createLogger(config.logLevel);
  const mail: MailMessage[] = [];
  const app = createApp({ config, database, logger, mailer: recordingMailer(config, logger, mail) });
  const backups = await serveOnlineBackups({ config, database, logger });
  const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => http.once("listening", r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  let closed = false;
  const server: Server = {
    app,
    database,
    config,
    mail,
    dataDir,
    databaseUrl,
    url,
    request: requestThrough(app, (p, init) => fetch(url + p, init)),
    async close() {
      if (closed) return;
      closed = true;
      http.close();
      await backups.close();
      await app.closeStreams();
      await app.mailQueue.stop();
      await database.close();
    },
  };
  cleanups.push(() => server.close());
  return server;
}

/** Runs `npm run backup` / `npm run restore` as a process of its own, as an operator (or cron) does. */
function runCli(
  command: "backup" | "restore",
  file: string,
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `server/cli/${command}.ts`, file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

function upload(t: TestApp, code: string, cookie: string, ...files: File[]) {
  const form = new FormData();
  for (const f of files) form.append("files", f);
  return t.request(`/api/orders/${code}/files`, {
    method: "POST",
    headers: { cookie, "x-forwarded-for": randomIp() },
    body: form,
  });
}

interface Seeded {
  client: string;
  staff: string;
  codes: string[];
  messages: Map<string, string[]>;
  files: Map<string, Map<string, Buffer>>;
  invoice: { code: string; number: string; totalCents: number };
  /** An image of the library and its 390 px WebP variant as served. */
  image: { id: number; webp: Buffer };
  /** Messages sent to one order while the backup ran, in order. */
  during?: { code: string; bodies: string[] };
}

/** Orders, messages both ways, files both ways (one over a megabyte) and an issued invoice. */
async function seed(t: Server): Promise<Seeded> {
  const staff = (await signedInUser(t, { admin: true, name: "Sam Staff" })).cookie;
  const client = (await signedInUser(t, { name: "Ada Client" })).cookie;
  await completeBillingSetup(t, staff);
  const codes = [
    (await placeOrder(t, "ada@client.test", client)).code,
    (await placeOrder(t, "ada@client.test", client)).code,
  ];

  const messages = new Map<string, string[]>();
  for (const code of codes) {
    const said = [`Brief for ${code}: three cuts.`, `Received ${code}, on it.`];
    expect((await post(t, `/api/orders/${code}/messages`, client, { body: said[0] })).status).toBe(201);
    expect((await post(t, `/api/admin/orders/${code}/messages`, staff, { body: said[1] })).status).toBe(201);
    messages.set(code, said);
  }

  const files = new Map<string, Map<string, Buffer>>();
  const sent: [string, string, string, Buffer, string][] = [
    [codes[0]!, client, "brief.pdf", randomBytes(1_500_000), "application/pdf"],
    [codes[0]!, client, "notes.txt", Buffer.from("Cut at 0:42.\n"), "text/plain"],
    [codes[1]!, staff, "mockup.png", randomBytes(40_000), "image/png"],
  ];
  for (const [code, cookie, name, bytes, type] of sent) {
    expect((await upload(t, code, cookie, new File([bytes as BlobPart], name, { type }))).status).toBe(201);
    if (!files.has(code)) files.set(code, new Map());
    files.get(code)!.set(name, bytes);
  }

  const res = await issueInvoice(t, staff, codes[0]!);
  expect(res.status).toBe(201);
  const { invoice } = await res.json();

  // An image of the library: its original and its variants (390 px, WebP and AVIF) are stored files too.
  const form = new FormData();
  const photo = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
  form.append("file", new File([photo as BlobPart], "hero.jpg", { type: "image/jpeg" }));
  const up = await t.request("/api/admin/media", { method: "POST", headers: { cookie: staff }, body: form });
  expect(up.status).toBe(201);
  const { media } = await up.json();
  const webp = Buffer.from(await (await t.request(`/api/media/${media.id}/1/390.webp`)).arrayBuffer());
  expect(webp.length).toBeGreaterThan(0);
  return {
    client,
    staff,
    codes,
    messages,
    files,
    invoice: { code: codes[0]!, ...invoice },
    image: { id: media.id, webp },
  };
}

/** Everything seeded is there on `t`, read through the API (the same session cookies: sessions are data too). */
async function expectEverything(t: Server, s: Seeded) {
  const mine = await getJson(t, "/api/orders", s.client);
  expect(mine.status).toBe(200);
  expect(mine.body.orders.map((o: { code: string }) => o.code).sort()).toEqual([...s.codes].sort());

  for (const code of s.codes) {
    const thread = await getJson(t, `/api/orders/${code}/messages`, s.client);
    const bodies: string[] = thread.body.messages.map((m: { body: string }) => m.body);
    const said = s.messages.get(code)!;
    const later = code === s.during?.code ? s.during.bodies : [];
    expect(bodies.slice(0, said.length)).toEqual(said);
    expect(bodies.slice(said.length)).toEqual(later.slice(0, bodies.length - said.length));

    const list = await getJson(t, `/api/orders/${code}/files`, s.client);
    const expected = s.files.get(code)!;
    expect(list.body.files.map((f: { name: string }) => f.name).sort()).toEqual([...expected.keys()].sort());
    for (const f of list.body.files as { id: string; name: string }[]) {
      const dl = await t.request(`/api/orders/${code}/files/${f.id}`, { headers: { cookie: s.staff } });
      expect(dl.status).toBe(200);
      expect(Buffer.from(await dl.arrayBuffer()).equals(expected.get(f.name)!)).toBe(true);
    }
  }

  const billing = await getJson(t, `/api/orders/${s.invoice.code}/billing`, s.client);
  expect(billing.body.invoices).toEqual([
    expect.objectContaining({ number: s.invoice.number, totalCents: s.invoice.totalCents }),
  ]);
  const pdf = await t.request(`/api/invoices/${s.invoice.number}/pdf`, { headers: { cookie: s.client } });
  expect(pdf.status).toBe(200);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  const image = await t.request(`/api/media/${s.image.id}/1/390.webp`);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(s.image.webp)).toBe(true);
  const original = await t.request(`/api/admin/media/${s.image.id}/original`, { headers: { cookie: s.staff } });
  expect(original.status).toBe(200);
}

describe.each([
  { kind: "pglite", run: !process.env.DATABASE_URL },
  { kind: "postgres", run: !!process.env.DATABASE_URL },
])("backup and restore on $kind", ({ kind, run }) => {
  it.runIf(run)(
    "backs up a running server with orders, messages, files and an invoice; a server on the restore finds them all",
    async () => {
      const pgUrl = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
      const first = await startServer(await tempDir("agency-backup-src-"), pgUrl, true);
      const seeded = await seed(first);
      const archive = path.join(await tempDir("agency-backup-out-"), "umbra.tar");

      // The server keeps answering and writing while the archive is made: messages one after another until it is
      // done. The restore must hold a prefix of them (a snapshot at one moment), none missing in between.
      let done = false;
      const backup = runCli("backup", archive, { DATA_DIR: first.dataDir, DATABASE_URL: pgUrl }).finally(
        () => (done = true),
      );
      const during: string[] = [];
      // Paced, both sides in turn: each author may send 20 messages per 10 minutes.
      while (!done && during.length < 30) {
        const body = `Sent while the backup ran, #${during.length + 1}.`;
        const [route, cookie] =
          during.length % 2 === 0 ? ["/api/orders", seeded.client] : ["/api/admin/orders", seeded.staff];
        const res = await post(first, `${route}/${seeded.codes[1]}/messages`, cookie!, { body });
        expect(res.status).toBe(201);
        during.push(body);
        await new Promise((r) => setTimeout(r, 100));
      }
      seeded.during = { code: seeded.codes[1]!, bodies: during };
      const made = await backup;
      expect(made.output).toContain(kind === "pglite" ? "from the running server" : "pg_dump");
      expect(made.code).toBe(0);
      expect(made.output).toMatch(/and 6 stored files, order files and images .* to .*umbra\.tar .*checked/);
      await first.close();

      // A damaged copy is refused before anything is written.
      const damaged = `${archive}.damaged`;
      const bytes = await fs.readFile(archive);
      bytes[1024] = bytes[1024]! ^ 0xff;
      await fs.writeFile(damaged, bytes);
      const refused = await runCli("restore", damaged, { DATA_DIR: path.join(path.dirname(archive), "never") });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is damaged \(checksum\)/);
      await expect(fs.stat(path.join(path.dirname(archive), "never"))).rejects.toThrow();

      const target = {
        DATA_DIR: await tempDir("agency-backup-dst-"),
        DATABASE_URL: pgUrl && (await emptyPostgresDatabase()),
      };
      const restored = await runCli("restore", archive, target);
      expect(restored.output).toContain("Restored the backup");
      expect(restored.code).toBe(0);

      // A second restore into the same place is refused, and changes nothing.
      const again = await runCli("restore", archive, target);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/is not empty .*restore only into/);

      const second = await startServer(target.DATA_DIR, target.DATABASE_URL);
      await expectEverything(second, seeded);
      await second.close();
    },
    180_000,
  );
});
