import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { S3Config } from "../../config";
import type { FileStorage } from "./file-storage";

const PREFIX = "order-files/";

/**
 * S3-compatible object storage (AWS S3, MinIO, R2, ...). Uploads stream as multipart in 5 MB parts, at most
 * two in flight, so a 25 MB file never sits in memory whole. The AWS SDK (13 MB) is loaded here, when S3 is
 * configured and the first file comes or goes, never at start (createFileStorage).
 */
export async function createS3Storage(config: S3Config): Promise<FileStorage> {
  const [{ DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client }, { Upload }] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/lib-storage"),
  ]);
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC checksums are not understood by every S3-compatible server; send them only when required.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    kind: "s3",
    async put(body, contentType) {
      const Key = `${PREFIX}${randomUUID()}`;
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body, ContentType: contentType },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // The SDK reads the stream itself; an error on it (a file over the limit) must end the upload.
      let failure: unknown;
      const onError = (err: unknown) => {
        failure = err;
        void upload.abort().catch(() => {});
      };
      body.once("error", onError);
      try {
        await upload.done();
      } catch (err) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw failure ?? err;
      } finally {
        body.off("error", onError);
      }
      if (failure) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw failure;
      }
      return Key.slice(PREFIX.length);
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: `${PREFIX}${key}` }));
        if (!out.Body) return null;
        return out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body.transformToWebStream() as never);
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${PREFIX}${key}` }));
    },
  };
}
