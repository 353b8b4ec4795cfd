import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import type { Readable, Writable } from "node:stream";
import * as tarStream from "tar-stream";

/**
 * Backups as plain tar files, written and read with tar-stream: regular files with short names in ustar headers,
 * so `tar -tvf` lists an archive and `tar -xf` unpacks it by hand if ever needed.
 */
const MODE = 0o600;

type Entry = ReturnType<tarStream.Pack["entry"]>;

/** Writes entries one after another into a stream, respecting its back-pressure; each entry's SHA-256 is kept. */
export class TarWriter {
  readonly sha256 = new Map<string, string>();
  private readonly pack = tarStream.pack();
  private readonly sent: Promise<void>;

  constructor(
    out: Writable,
    private readonly mtime: Date,
  ) {
    this.sent = this.send(out);
    // finish() awaits it; a failure before then reaches add() through the pack it destroys.
    this.sent.catch(() => {});
  }

  /** Copies the packed bytes to `out`; a destination closed under us fails the pack, and with it any entry. */
  private async send(out: Writable) {
    try {
      for await (const chunk of this.pack) await write(out, chunk as Buffer);
    } catch (err) {
      this.pack.destroy(err as Error);
      throw err;
    }
  }

  /** One entry of exactly `size` bytes; a source that gives more or fewer fails the archive. */
  async add(name: string, size: number, body: Buffer | Readable): Promise<void> {
    let sink!: Entry;
    // Settles once the entry is wholly in the pack, or with the error that failed it (the pack's too).
    const added = new Promise<void>((resolve, reject) => {
      sink = this.pack.entry({ name, size, mtime: this.mtime, mode: MODE }, (err) => (err ? reject(err) : resolve()));
    });
    added.catch(() => {});
    // A failed entry's error also reaches its callback above; as an event nobody else would hear it.
    sink.on("error", () => {});
    const hash = createHash("sha256");
    let written = 0;
    try {
      const chunks: AsyncIterable<Buffer> | Iterable<Buffer> = Buffer.isBuffer(body) ? [body] : body;
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} grew while it was being archived`);
        hash.update(chunk);
        await write(sink, chunk);
      }
      if (written !== size) throw new Error(`${name} shrank while it was being archived`);
      sink.end(null); // no last chunk (streamx types the argument as required)
      await added;
    } catch (err) {
      this.pack.destroy(err as Error);
      throw err;
    }
    this.sha256.set(name, hash.digest("hex"));
  }

  /** The end-of-archive marker, once every byte before it has reached the stream (which is left to the caller). */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.sent;
  }
}

const closed = () => new Error("the archive's destination closed");

/** One chunk into a stream (node's or tar-stream's), waiting while it is full; fails if it closes meanwhile. */
async function write(out: Writable | Entry, chunk: Buffer) {
  if (out.destroyed) throw closed();
  if (!out.write(chunk)) {
    // Closed under us (the command was stopped): its 'close' may already have fired, so never wait for it then.
    if (out.destroyed) throw closed();
    await Promise.race([once(out, "drain"), once(out, "close").then(() => Promise.reject(closed()))]);
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
  sha256: string;
}

/** A ustar header is one 512-byte block; the entry's bytes follow it. */
const HEADER = 512;

/** The regular-file entries of a tar file and the SHA-256 of each, reading every byte once. */
export async function listTar(file: string): Promise<TarEntry[]> {
  const source = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  const extract = tarStream.extract();
  source.on("error", (err) => extract.destroy(err));
  source.pipe(extract);
  const entries: TarEntry[] = [];
  try {
    for await (const entry of extract) {
      const hash = createHash("sha256");
      for await (const chunk of entry) hash.update(chunk as Buffer);
      const { name, size, type } = entry.header;
      if (type === "file") entries.push({ name, size, offset: entry.offset + HEADER, sha256: hash.digest("hex") });
    }
  } finally {
    source.destroy();
  }
  return entries;
}
