import path from "node:path";
import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";

/**
 * S3-compatible object storage when S3_BUCKET is configured, otherwise the disk under DATA_DIR/files. The S3 code
 * and its SDK load on first use: an install without S3 never loads them.
 */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  const s3 = config.s3;
  if (!s3) return createDiskStorage(path.join(config.dataDir, "files"));
  let loaded: Promise<FileStorage> | undefined;
  const real = () => (loaded ??= import("./s3-storage").then((m) => m.createS3Storage(s3)));
  return {
    kind: "s3",
    put: async (body, contentType) => (await real()).put(body, contentType),
    get: async (key) => (await real()).get(key),
    delete: async (key) => (await real()).delete(key),
  };
}
