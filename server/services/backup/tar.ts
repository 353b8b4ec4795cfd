import { createHash } from "node:crypto";
import { once } from "node:events";
import type fsp from "node:fs/promises";
import type { Readable, Writable } from "node:stream";

/**
 * The few parts of POSIX ustar that backups need: regular files with short ASCII names. The archive stays a plain
 * tar, so `tar -tvf` lists it and `tar -xf` unpacks it by hand if ever needed.
 */
const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // eleven octal digits

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (!/^[\x21-\x7e]{1,99}$/.test(name)) throw new Error(`tar: unsupported entry name ${JSON.stringify(name)}`);
  if (size > MAX_SIZE) throw new Error(`tar: ${name} is larger than 8 GB`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, "ascii");
  h.write(octal(0o644, 8), 100, "ascii");
  h.write(octal(0, 8), 108, "ascii");
  h.write(octal(0, 8), 116, "ascii");
  h.write(octal(size, 12), 124, "ascii");
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  h.write("0", 156, "ascii");
  h.write("ustar\0", 257, "ascii");
  h.write("00", 263, "ascii");
  h.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, "ascii");
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after another into a stream, respecting its back-pressure; each entry's SHA-256 is kept. */
export class TarWriter {
  readonly sha256 = new Map<string, string>();

  constructor(
    private readonly out: Writable,
    private readonly mtime: Date,
  ) {}

  private async write(chunk: Buffer | Uint8Array) {
    if (this.out.destroyed) throw new Error("the archive's destination closed");
    if (!this.out.write(chunk)) {
      // Closed under us (the command was stopped): its 'close' may already have fired, so never wait for it then.
      if (this.out.destroyed) throw closed();
      await Promise.race([once(this.out, "drain"), once(this.out, "close").then(() => Promise.reject(closed()))]);
    }
  }

  /** One entry of exactly `size` bytes; a source that gives more or fewer fails the archive. */
  async add(name: string, size: number, body: Buffer | Readable): Promise<void> {
    await this.write(tarHeader(name, size, this.mtime));
    const hash = createHash("sha256");
    let written = 0;
    const chunks: AsyncIterable<Buffer> | Iterable<Buffer> = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being archived`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was being archived`);
    await this.write(padding(size));
    this.sha256.set(name, hash.digest("hex"));
  }

  /** The end-of-archive marker (two zero blocks). The stream itself is left to the caller. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

const closed = () => new Error("the archive's destination closed");

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the file. */
  offset: number;
}

/** The entries of a tar file, read header by header (bodies are skipped, not read). */
export async function listTar(file: fsp.FileHandle): Promise<TarEntry[]> {
  const { size: total } = await file.stat();
  const entries: TarEntry[] = [];
  const h = Buffer.alloc(BLOCK);
  let pos = 0;
  for (;;) {
    if (pos + BLOCK > total) throw new Error("the archive is cut short (no end-of-archive marker)");
    await file.read(h, 0, BLOCK, pos);
    if (h.every((b) => b === 0)) return entries;
    const field = (start: number, len: number) => h.toString("ascii", start, start + len).replace(/\0.*$/s, "");
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
    if (Number.parseInt(field(148, 8).trim(), 8) !== sum) throw new Error(`a damaged tar header at byte ${pos}`);
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/` : "") + field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    pos += BLOCK;
    if (type === "0" || type === "") {
      if (pos + size > total) throw new Error(`the archive is cut short inside ${name}`);
      entries.push({ name, size, offset: pos });
    }
    pos += size + padding(size).length;
  }
}
