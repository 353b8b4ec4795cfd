import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tarStream from "tar-stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { ArchiveError, MAC_ENTRY, MANIFEST_ENTRY, writeArchive } from "../../server/services/backup/archive";
import { createBackup } from "../../server/services/backup/backup";
import { pgDump } from "../../server/services/backup/database";
import { archiveKey } from "../../server/services/backup/key";
import { restoreBackup, RestoreRefused } from "../../server/services/backup/restore";

const AUTH_SECRET = "a-test-secret-of-at-least-32-characters-0001";
let scratch: string;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "agency-backup-mac-"));
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await fs.rm(scratch, { recursive: true, force: true });
});

type Entry = { name: string; body: Buffer };

async function readTar(file: string): Promise<Entry[]> {
  const extract = tarStream.extract();
  createReadStream(file).pipe(extract);
  const entries: Entry[] = [];
  for await (const e of extract) {
    const chunks: Buffer[] = [];
    for await (const c of e) chunks.push(c as Buffer);
    entries.push({ name: e.header.name, body: Buffer.concat(chunks) });
  }
  return entries;
}

async function writeTar(file: string, entries: Entry[]) {
  const pack = tarStream.pack();
  for (const e of entries) pack.entry({ name: e.name, size: e.body.length }, e.body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  await fs.writeFile(file, Buffer.concat(chunks));
}

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** A restore of `archive` into a DATA_DIR that does not exist yet: refused, and the folder never made. */
async function expectRefused(archive: string, message: RegExp, env: { BACKUP_KEY?: string } = {}) {
  const target = path.join(scratch, `never-${randomUUID()}`);
  const restore = restoreBackup(archive, { dataDir: target, authSecret: AUTH_SECRET, backupKey: env.BACKUP_KEY });
  await expect(restore).rejects.toThrow(message);
  await expect(restore).rejects.toBeInstanceOf(ArchiveError);
  await expect(fs.stat(target)).rejects.toThrow(/ENOENT/);
}

describe.runIf(!process.env.DATABASE_URL)("an authenticated PGlite backup", () => {
  let archive: string;
  let entries: Entry[];
  const orderFile = randomBytes(3000);
  const key = randomUUID();

  beforeAll(async () => {
    const dataDir = path.join(scratch, "source");
    const template = inject("pgliteTemplate");
    const database = await openDatabase({
      dataDir,
      loadDataDir: template ? new Blob([await fs.readFile(template)]) : undefined,
    });
    await database.close();
    await fs.mkdir(path.join(dataDir, "files", key.slice(0, 2)), { recursive: true });
    await fs.writeFile(path.join(dataDir, "files", key.slice(0, 2), key), orderFile);
    archive = path.join(scratch, "umbra.tar");
    const made = await createBackup(archive, {
      dataDir,
      databaseUrl: undefined,
      s3: undefined,
      authSecret: AUTH_SECRET,
      backupKey: undefined,
    });
    expect(made.mode).toBe("offline");
    entries = await readTar(archive);
  }, 120_000);

  it("carries the manifest's HMAC under a key derived from AUTH_SECRET, and restores with it", async () => {
    expect(entries.map((e) => e.name).slice(-2)).toEqual([MANIFEST_ENTRY, MAC_ENTRY]);
    const manifest = JSON.parse(entries.at(-2)!.body.toString("utf8"));
    expect(manifest.version).toBe(2);
    const k = archiveKey({ authSecret: AUTH_SECRET, backupKey: undefined });
    expect(manifest.authentication).toEqual({ alg: "HMAC-SHA256", keyId: k.id, keySource: "AUTH_SECRET" });
    expect(JSON.parse(entries.at(-1)!.body.toString("utf8"))).toEqual({
      alg: "HMAC-SHA256",
      keyId: k.id,
      mac: k.sign(entries.at(-2)!.body),
    });
    const target = path.join(scratch, "restored");
    await restoreBackup(archive, { dataDir: target, authSecret: AUTH_SECRET, backupKey: undefined });
    expect((await fs.readFile(path.join(target, "files", key.slice(0, 2), key))).equals(orderFile)).toBe(true);
  }, 120_000);

  it("is refused before any write when an order file is replaced", async () => {
    const tampered = path.join(scratch, "replaced-file.tar");
    await writeTar(
      tampered,
      entries.map((e) => (e.name.endsWith(key) ? { ...e, body: Buffer.alloc(e.body.length, 0x41) } : e)),
    );
    await expectRefused(tampered, /is damaged \(checksum\)/);
  });

  it("is refused before any write when the manifest is rewritten to match a replaced file", async () => {
    const replaced = Buffer.from("#!/bin/sh\necho replaced\n");
    const rewritten = entries.map((e) => {
      if (e.name.endsWith(key)) return { ...e, body: replaced };
      if (e.name !== MANIFEST_ENTRY) return e;
      const m = JSON.parse(e.body.toString("utf8"));
      m.sha256[`files/${key.slice(0, 2)}/${key}`] = sha256(replaced);
      m.files.bytes = replaced.length;
      return { ...e, body: Buffer.from(JSON.stringify(m, null, 2) + "\n") };
    });
    const tampered = path.join(scratch, "rewritten-manifest.tar");
    await writeTar(tampered, rewritten);
    await expectRefused(tampered, /has been altered: its manifest does not match its authentication code/);

    // Without its code, or with the code of a format-1 archive's absence: refused too.
    const unsigned = path.join(scratch, "unsigned.tar");
    await writeTar(
      unsigned,
      rewritten.filter((e) => e.name !== MAC_ENTRY),
    );
    await expectRefused(unsigned, /has no manifest\.hmac: it is not an authenticated backup/);
    const old = path.join(scratch, "format-1.tar");
    await writeTar(
      old,
      rewritten
        .filter((e) => e.name !== MAC_ENTRY)
        .map((e) =>
          e.name === MANIFEST_ENTRY
            ? { ...e, body: Buffer.from(e.body.toString().replace('"version": 2', '"version": 1')) }
            : e,
        ),
    );
    await expectRefused(old, /was made before backups were authenticated \(format 1\)/);

    // A second manifest appended after the authenticated one: refused, whichever a reader would take.
    const doubled = path.join(scratch, "doubled.tar");
    await writeTar(doubled, [...entries, rewritten.find((e) => e.name === MANIFEST_ENTRY)!]);
    await expectRefused(doubled, /holds manifest\.json twice/);
  });

  it("is refused with another key (BACKUP_KEY set on the restoring machine)", async () => {
    await expectRefused(archive, /was made with another backup key than this one \(BACKUP_KEY\)/, {
      BACKUP_KEY: "another-backup-key-of-at-least-32-characters",
    });
  });
});

describe.runIf(!!process.env.DATABASE_URL)("a PostgreSQL dump in an authenticated archive", () => {
  it("is refused before any write when its table of contents holds anything but the product's schema", async () => {
    const base = process.env.DATABASE_URL!;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const names = [`evil_${Date.now()}`, `target_${Date.now()}`];
    for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
    cleanups.push(async () => {
      for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
      await admin.end();
    });
    const urlOf = (n: string) => Object.assign(new URL(base), { pathname: `/${n}` }).toString();

    // The product's schema, and one schema more with a function in it.
    const source = await openDatabase({ databaseUrl: urlOf(names[0]!), dataDir: scratch });
    await source.close();
    const c = new pg.Client({ connectionString: urlOf(names[0]!) });
    await c.connect();
    await c.query("CREATE SCHEMA extra; CREATE FUNCTION extra.f() RETURNS int LANGUAGE sql AS 'select 1'");
    const tmp = await fs.mkdtemp(path.join(scratch, "dump-"));
    const { dump, cleanup } = await pgDump(urlOf(names[0]!), tmp, (s) => c.query(s));
    await c.end();
    const archive = path.join(scratch, "foreign.tar");
    const out = createWriteStream(archive);
    const k = archiveKey({ authSecret: AUTH_SECRET, backupKey: undefined });
    await writeArchive(out, { database: dump, files: { storage: "disk", root: tmp }, appVersion: "test", key: k });
    await new Promise<void>((r) => out.end(r));
    await cleanup();

    const files = path.join(scratch, `pg-files-${randomUUID()}`);
    const restore = restoreBackup(archive, {
      dataDir: files,
      databaseUrl: urlOf(names[1]!),
      authSecret: AUTH_SECRET,
      backupKey: undefined,
    });
    await expect(restore).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restore).rejects.toThrow(/outside this product's schema \(.*SCHEMA - extra/);
    const t = new pg.Client({ connectionString: urlOf(names[1]!) });
    await t.connect();
    const { rows } = await t.query("select count(*)::int as n from pg_namespace where nspname in ('extra', 'drizzle')");
    await t.end();
    expect(rows[0].n).toBe(0);
  }, 120_000);
});
