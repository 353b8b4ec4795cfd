import type { Readable } from "node:stream";

/**
 * Where order files' bytes live. Everything streams: put() reads its stream to the end without holding it,
 * get() hands back a stream. Keys are made by the storage (random), never from a user's file name.
 */
export interface FileStorage {
  readonly kind: "disk" | "s3";
  /** Stores the stream's bytes under a new key. If the stream errors, nothing is left behind and put() rejects. */
  put(body: Readable, contentType: string): Promise<string>;
  /** The stored bytes, or null when the key is unknown. */
  get(key: string): Promise<Readable | null>;
  /** Removes the bytes; an unknown key is not an error. */
  delete(key: string): Promise<void>;
}
