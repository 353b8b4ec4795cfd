import path from "node:path";
import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";
import { createS3Storage } from "./s3-storage";

/** S3-compatible object storage when S3_BUCKET is configured, otherwise the disk under DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, "files"));
}
