import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import type { ArchiveKey } from "./key";
import { listTar, TarWriter, type TarEntry } from "./tar";

/**
 * One backup is one tar file: the database dump, then every order file, then `manifest.json`, which describes the
 * rest and holds each entry's SHA-256, then `manifest.hmac`, the manifest's HMAC-SHA256 under the backup key
 * (key.ts): whoever lacks the key cannot change an entry, nor the manifest to match. The manifest comes last
 * because the files are counted while they are written (a file of a failed upload may vanish between listing and
 * reading); readers find it by its header.
 */
export const ARCHIVE_FORMAT = "umbra-backup";
/** 2: authenticated (manifest.hmac). Archives of format 1 had checksums only, which anyone could rewrite. */
export const ARCHIVE_VERSION = 2;
export const MANIFEST_ENTRY = "manifest.json";
export const MAC_ENTRY = "manifest.hmac";
export const FILES_PREFIX = "files/";

export interface MigrationLevel {
  /** Migrations recorded as applied in the database. */
  applied: number;
  /** The tag of the newest one (`0010_refunds`), or its timestamp when this code does not know it. */
  latest: string | null;
  /** Its drizzle timestamp, what the migrator compares. */
  latestMillis: number | null;
}

export type DatabaseDump = {
  kind: "pglite" | "postgres";
  /** How the dump entry is to be read back. */
  format: "pglite-datadir-tar-gzip" | "pg_dump-custom";
  entry: string;
  size: number;
  body: Buffer | (() => Readable);
  migrations: MigrationLevel;
};

export type FilesSource = { storage: "disk"; root: string } | { storage: "s3"; bucket: string };

export type FilesManifest =
  | { storage: "disk"; count: number; bytes: number; prefix: string }
  | { storage: "s3"; bucket: string; included: false; note: string };

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  app: { version: string };
  database: Omit<DatabaseDump, "body" | "size"> & { bytes: number };
  files: FilesManifest;
  /** How manifest.hmac authenticates this manifest: the key's fingerprint and which setting it came from. */
  authentication: { alg: "HMAC-SHA256"; keyId: string; keySource: ArchiveKey["source"] };
  /** SHA-256 of every other entry, by entry name. */
  sha256: Record<string, string>;
}

/** Storage keys are random UUIDs in folders named by their first two characters (disk-storage.ts). */
const KEY = /^[0-9a-f-]{36}$/;

/** The stored files under the disk storage's root, sorted; uploads still arriving (`*.part`) are left out. */
export async function listStoredFiles(root: string): Promise<string[]> {
  const dirs = await fsp.readdir(root).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [] as string[];
    throw err;
  });
  const keys: string[] = [];
  for (const dir of dirs.filter((d) => /^[0-9a-f]{2}$/.test(d)).sort()) {
    const names = await fsp.readdir(path.join(root, dir));
    keys.push(...names.filter((n) => KEY.test(n) && n.startsWith(dir)).sort());
  }
  return keys;
}

const fileEntry = (key: string) => `${FILES_PREFIX}${key.slice(0, 2)}/${key}`;

export const S3_NOTE =
  "Order files live in the S3 bucket and are not in this archive: keep them with the bucket's own versioning or replication.";

/** Writes the whole archive to `out` (which the caller ends or destroys); returns its manifest. */
export async function writeArchive(
  out: Writable,
  source: { database: DatabaseDump; files: FilesSource; appVersion: string; key: ArchiveKey; now?: Date },
): Promise<Manifest> {
  const createdAt = source.now ?? new Date();
  const tar = new TarWriter(out, createdAt);
  const { body, size, ...database } = source.database;
  await tar.add(database.entry, size, Buffer.isBuffer(body) ? body : body());

  let files: FilesManifest;
  if (source.files.storage === "disk") {
    let count = 0;
    let bytes = 0;
    for (const key of await listStoredFiles(source.files.root)) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(path.join(source.files.root, key.slice(0, 2), key), "r");
      } catch (err) {
        // Removed since the listing: the rollback of a failed upload, which no order row points at.
        if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw err;
      }
      try {
        const { size: fileSize } = await handle.stat();
        await tar.add(fileEntry(key), fileSize, handle.createReadStream({ autoClose: false }));
        count++;
        bytes += fileSize;
      } finally {
        await handle.close();
      }
    }
    files = { storage: "disk", count, bytes, prefix: FILES_PREFIX };
  } else {
    files = { storage: "s3", bucket: source.files.bucket, included: false, note: S3_NOTE };
  }

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: createdAt.toISOString(),
    app: { version: source.appVersion },
    database: { ...database, bytes: size },
    files,
    authentication: { alg: "HMAC-SHA256", keyId: source.key.id, keySource: source.key.source },
    sha256: Object.fromEntries(tar.sha256),
  };
  const json = Buffer.from(JSON.stringify(manifest, null, 2) + "\n");
  await tar.add(MANIFEST_ENTRY, json.length, json);
  const mac = Buffer.from(
    JSON.stringify({ alg: "HMAC-SHA256", keyId: source.key.id, mac: source.key.sign(json) }) + "\n",
  );
  await tar.add(MAC_ENTRY, mac.length, mac);
  await tar.finish();
  return manifest;
}

export class ArchiveError extends Error {}

export interface OpenedArchive {
  manifest: Manifest;
  database: TarEntry;
  /** Order files: the storage key and where its bytes are. */
  files: { key: string; entry: TarEntry }[];
  /** The entry's bytes as a stream. */
  read(entry: TarEntry): Readable;
}

/**
 * Reads an archive's manifest, checks that the backup key authenticates it, then checks every entry against it
 * (SHA-256, counts, bytes), reading each byte once. Throws an ArchiveError saying what is wrong; nothing is written
 * anywhere.
 */
export async function openArchive(file: string, key: ArchiveKey): Promise<OpenedArchive> {
  try {
    await fsp.access(file, fs.constants.R_OK);
  } catch (err) {
    throw new ArchiveError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  let entries: TarEntry[];
  try {
    entries = await listTar(file);
  } catch (err) {
    throw new ArchiveError(`${file} is not a complete backup archive: ${(err as Error).message}`);
  }
  const read = (e: TarEntry): Readable =>
    e.size === 0
      ? Readable.from([])
      : fs.createReadStream(file, { start: e.offset, end: e.offset + e.size - 1, highWaterMark: 1024 * 1024 });
  // One entry per name: a second one of the same name would be read by tar -x, or by a reader other than this.
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.name))
      throw new ArchiveError(`${file} holds ${e.name} twice: it is not an archive of this product.`);
    seen.add(e.name);
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST_ENTRY);
  if (!manifestEntry) throw new ArchiveError(`${file} has no ${MANIFEST_ENTRY}: not a backup, or cut short.`);
  const manifestBytes = await readAll(read(manifestEntry));
  const macEntry = entries.find((e) => e.name === MAC_ENTRY);
  authenticate(manifestBytes, macEntry && macEntry.size <= 4096 ? await readAll(read(macEntry)) : null, key, file);
  const manifest = parseManifest(manifestBytes, file);

  const rest = entries.filter((e) => e !== manifestEntry && e.name !== MAC_ENTRY);
  const names = new Set(rest.map((e) => e.name));
  for (const name of Object.keys(manifest.sha256)) {
    if (!names.has(name)) throw new ArchiveError(`${file} lacks ${name}, which its manifest lists.`);
  }
  for (const e of rest) {
    const expected = manifest.sha256[e.name];
    if (!expected) throw new ArchiveError(`${file} holds ${e.name}, which its manifest does not list.`);
    if (e.sha256 !== expected) throw new ArchiveError(`${e.name} in ${file} is damaged (checksum).`);
  }

  const database = rest.find((e) => e.name === manifest.database.entry);
  if (!database || database.size !== manifest.database.bytes) {
    throw new ArchiveError(`${file}: the database dump does not match its manifest.`);
  }
  const files = rest
    .filter((e) => e.name.startsWith(FILES_PREFIX))
    .map((entry) => ({ key: path.posix.basename(entry.name), entry }));
  if (files.some((f) => !KEY.test(f.key) || fileEntry(f.key) !== f.entry.name)) {
    throw new ArchiveError(`${file} holds an order file under an unexpected name.`);
  }
  const count = manifest.files.storage === "disk" ? manifest.files.count : 0;
  const bytes = manifest.files.storage === "disk" ? manifest.files.bytes : 0;
  if (files.length !== count || files.reduce((s, f) => s + f.entry.size, 0) !== bytes) {
    throw new ArchiveError(`${file}: the order files do not match the manifest's count and bytes.`);
  }
  return { manifest, database, files, read };
}

/**
 * Refuses an archive whose manifest the backup key does not authenticate: one of format 1 (no code at all), one
 * made with another key, or one whose manifest or code was changed.
 */
function authenticate(manifest: Buffer, macFile: Buffer | null, key: ArchiveKey, file: string) {
  if (!macFile) {
    let version: unknown;
    try {
      version = (JSON.parse(manifest.toString("utf8")) as { version?: unknown }).version;
    } catch {
      version = undefined;
    }
    throw new ArchiveError(
      version === 1
        ? `${file} was made before backups were authenticated (format 1): nothing proves it is unchanged, so it is not restored. Make a new backup with this version.`
        : `${file} has no ${MAC_ENTRY}: it is not an authenticated backup of this product, and nothing was restored.`,
    );
  }
  let mac: { keyId?: unknown; mac?: unknown };
  try {
    mac = JSON.parse(macFile.toString("utf8")) as typeof mac;
  } catch {
    mac = {};
  }
  if (typeof mac.keyId === "string" && mac.keyId !== key.id) {
    throw new ArchiveError(
      `${file} was made with another backup key than this one (${key.source}): set BACKUP_KEY (or AUTH_SECRET) to the one of the server that made it. Nothing was restored.`,
    );
  }
  if (typeof mac.mac !== "string" || !key.verify(manifest, mac.mac)) {
    throw new ArchiveError(
      `${file} has been altered: its manifest does not match its authentication code (${MAC_ENTRY}). Nothing was restored.`,
    );
  }
}

function parseManifest(text: Buffer, file: string): Manifest {
  let m: Manifest;
  try {
    m = JSON.parse(text.toString("utf8")) as Manifest;
  } catch {
    throw new ArchiveError(`${file}: ${MANIFEST_ENTRY} is not JSON.`);
  }
  if (m.format !== ARCHIVE_FORMAT) throw new ArchiveError(`${file} is not a backup of this product.`);
  if (m.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`${file} is a backup of format version ${m.version}; this code reads ${ARCHIVE_VERSION}.`);
  }
  return m;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
