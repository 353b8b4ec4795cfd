import type { Readable } from "node:stream";
import path from "node:path";
import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";

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

/** S3-compatible object storage when S3_BUCKET is configured, otherwise the disk under DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, "files"));
}
