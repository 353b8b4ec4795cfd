import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import {
  ALLOWED_FILE_TYPES,
  allowedFileType,
  ORDER_FILE_ERROR_CODES,
  ORDER_FILE_LIMITS,
  sanitizeFileName,
} from "@common/order-files";
import { ApiError } from "../../lib/http-error";
import type { FileStorage } from "./file-storage";

export interface StoredUpload {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

const MB = ORDER_FILE_LIMITS.maxBytes / (1024 * 1024);
/** Room for the multipart framing and a few text fields around the files. */
const MAX_REQUEST_BYTES = ORDER_FILE_LIMITS.maxFiles * (ORDER_FILE_LIMITS.maxBytes + 64 * 1024);

const tooLarge = (name?: string) =>
  new ApiError(
    413,
    ORDER_FILE_ERROR_CODES.tooLarge,
    `${name ? `"${name}" is` : "The upload is"} larger than ${MB} MB.`,
    name ? { file: name } : undefined,
  );
const badType = (name: string) =>
  new ApiError(
    415,
    ORDER_FILE_ERROR_CODES.type,
    `"${name}" is not an allowed type (${Object.keys(ALLOWED_FILE_TYPES).join(", ")}).`,
    { file: name },
  );

/** Counts the bytes passing through and fails once a file passes the limit. */
function byteCounter(limit: number, name: string) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) done(tooLarge(name));
      else done(null, chunk);
    },
  });
  return { counter, size: () => size };
}

/**
 * Reads a multipart request's files straight into the storage, one at a time, never holding a file in memory.
 * Limits are checked while the bytes arrive (a Content-Length may lie or be absent). On any failure every
 * file already stored for this request is deleted and the first error is thrown (413, 415 or 400).
 */
export async function receiveUpload(request: Request, storage: FileStorage): Promise<StoredUpload[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) throw tooLarge();
  if (!request.body) throw new ApiError(400, ORDER_FILE_ERROR_CODES.none, "Choose at least one file.");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      // One byte over the limit is enough to know; busboy discards the rest of that file without buffering.
      limits: { files: ORDER_FILE_LIMITS.maxFiles, fileSize: ORDER_FILE_LIMITS.maxBytes + 1, fields: 20, parts: 40 },
    });
  } catch {
    throw new ApiError(400, "VALIDATION_FAILED", "The multipart body is malformed.");
  }

  // Sparse while files are stored (a refused file leaves a hole); compacted below.
  let stored: StoredUpload[] = [];
  const pending: Promise<void>[] = [];
  let failure: unknown;
  const fail = (err: unknown) => {
    failure ??= err;
  };

  parser.on("file", (_field, file, info) => {
    const name = sanitizeFileName(info.filename ?? "");
    const contentType = allowedFileType(name, info.mimeType ?? "");
    if (failure || !contentType) {
      if (!contentType) fail(badType(name));
      file.resume();
      return;
    }
    const { counter, size } = byteCounter(ORDER_FILE_LIMITS.maxBytes, name);
    // On the counter's error pipe() unpipes; resume() then lets busboy skip the rest of this file.
    counter.on("error", () => file.resume());
    file.pipe(counter);
    // Kept in the order the files were sent, whichever finishes storing first.
    const slot = pending.length;
    pending.push(
      storage.put(counter, contentType).then(
        (key) => {
          stored[slot] = { key, name, size: size(), contentType };
        },
        (err) => fail(err),
      ),
    );
  });
  parser.on("filesLimit", () =>
    fail(
      new ApiError(413, ORDER_FILE_ERROR_CODES.tooMany, `Send at most ${ORDER_FILE_LIMITS.maxFiles} files at once.`),
    ),
  );

  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  let total = 0;
  const done = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (err) => {
      fail(failure ? err : new ApiError(400, "VALIDATION_FAILED", "The multipart body is malformed."));
      resolve();
    });
    source.on("error", () => {
      fail(new ApiError(400, "VALIDATION_FAILED", "The upload was interrupted."));
      resolve();
    });
  });
  source.on("data", (chunk: Buffer) => {
    total += chunk.length;
    // A body without (or with a false) Content-Length that runs past every file's allowance.
    if (total > MAX_REQUEST_BYTES) {
      fail(tooLarge());
      source.destroy();
    }
  });
  source.pipe(parser);
  await done;
  await Promise.all(pending);

  stored = stored.filter(Boolean);
  if (!failure && stored.length === 0)
    fail(new ApiError(400, ORDER_FILE_ERROR_CODES.none, "Choose at least one file."));
  if (failure) {
    await Promise.all(stored.map((s) => storage.delete(s.key).catch(() => {})));
    // Anything else is the storage's own failure (disk full, S3 unreachable): a real 5xx, logged.
    throw failure;
  }
  return stored;
}
