import { pipeline, Readable, Transform, type Writable } from "node:stream";
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
const FRAMING_BYTES = ORDER_FILE_LIMITS.maxFiles * 64 * 1024;
const MAX_REQUEST_BYTES = ORDER_FILE_LIMITS.maxFiles * ORDER_FILE_LIMITS.maxBytes + FRAMING_BYTES;

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

/** A body that stopped before its closing boundary: cut off on the way, or a connection that dropped. */
const incomplete = () =>
  new ApiError(
    400,
    ORDER_FILE_ERROR_CODES.incomplete,
    "The upload ended before it was complete; nothing was stored. Please send the files again.",
  );
const malformed = () => new ApiError(400, "VALIDATION_FAILED", "The multipart body is malformed.");

/** busboy's errors for a body that ends too soon (its other errors are malformed framing). */
const ENDED_EARLY = /^Unexpected end of (form|file)$/;

/**
 * How many bytes this request may store in all (a storage quota's room), and the error that refuses more.
 * Checked while the bytes arrive, like the size of each file.
 */
export interface UploadAllowance {
  bytes: number;
  refuse: () => ApiError;
}

/** Counts the bytes passing through and fails once a file passes its limit or the request its allowance. */
function byteCounter(limit: number, name: string, shared: { used: number; allowance?: UploadAllowance }) {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      shared.used += chunk.length;
      if (size > limit) done(tooLarge(name));
      else if (shared.allowance && shared.used > shared.allowance.bytes) done(shared.allowance.refuse());
      else done(null, chunk);
    },
  });
  return { counter, size: () => size };
}

/**
 * Reads a multipart request's files straight into the storage, one at a time, never holding a file in memory.
 * Limits are checked while the bytes arrive (a Content-Length may lie or be absent). On any failure every
 * file already stored for this request is deleted and the first error is thrown (413, 415 or 400).
 *
 * Every stream here has its error handled: busboy destroys the file stream it is reading with "Unexpected end of
 * form" when the body stops inside a part, and an 'error' nobody listens to would end the process. A body that
 * stops early answers 400 UPLOAD_INCOMPLETE, whether the file was being stored or skipped.
 */
/**
 * Pipes a request's body into a multipart parser and resolves when the pipeline ends. A body without (or with a
 * false) Content-Length that runs past `maxBytes` is stopped with `tooLarge`; one that ends early (the client went
 * away, or busboy's "Unexpected end of form/file") is `cutOff`; any other parser error is a malformed body. pipeline()
 * destroys both on either's error, and busboy then destroys the file stream it is reading.
 */
export async function pumpBody(
  request: Request,
  parser: Writable,
  o: { maxBytes: number; fail: (err: ApiError) => void; tooLarge: () => ApiError; cutOff: () => void },
): Promise<void> {
  const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  let total = 0;
  let sourceFailed = false;
  source.on("error", () => {
    sourceFailed = true;
  });
  source.on("data", (chunk: Buffer) => {
    total += chunk.length;
    if (total > o.maxBytes) {
      o.fail(o.tooLarge());
      source.destroy(o.tooLarge());
    }
  });
  await new Promise<void>((resolve) => {
    pipeline(source, parser, (err) => {
      if (err) {
        if (err instanceof ApiError) o.fail(err);
        else if (sourceFailed || ENDED_EARLY.test(err.message)) o.cutOff();
        else o.fail(malformed());
      }
      resolve();
    });
  });
}

export async function receiveUpload(
  request: Request,
  storage: FileStorage,
  opts: { allowance?: UploadAllowance } = {},
): Promise<StoredUpload[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data.");
  }
  const { allowance } = opts;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) throw tooLarge();
  // The framing around the files is small: a declared body well past the quota's room cannot fit in it.
  if (allowance && declared > allowance.bytes + FRAMING_BYTES) throw allowance.refuse();
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
    throw malformed();
  }

  // Sparse while files are stored (a refused file leaves a hole); compacted below.
  let stored: StoredUpload[] = [];
  const pending: Promise<void>[] = [];
  const shared = { used: 0, allowance };
  let failure: unknown;
  const fail = (err: unknown) => {
    failure ??= err;
  };
  // A body that stops early is told as such, over a file refused before (the whole request must be sent again);
  // a storage failure stays what it is.
  const cutOff = () => {
    if (!failure || failure instanceof ApiError) failure = incomplete();
  };
  /** A file stream's error: the body stopped inside it, or the request was ended here (one of our ApiErrors). */
  const fileError = (err: unknown) => (err instanceof ApiError ? fail(err) : cutOff());

  parser.on("file", (_field, file, info) => {
    const name = sanitizeFileName(info.filename ?? "");
    const contentType = allowedFileType(name, info.mimeType ?? "");
    if (failure || !contentType) {
      if (!contentType) fail(badType(name));
      // Skipped, but still read to its end: the body may stop inside it (the parser reports why).
      file.on("error", fileError);
      file.resume();
      return;
    }
    const { counter, size } = byteCounter(ORDER_FILE_LIMITS.maxBytes, name, shared);
    // On the counter's error pipe() unpipes; resume() then lets busboy skip the rest of this file.
    counter.on("error", () => file.resume());
    // pipe() does not pass a source's error on: the counter (and so the storage's write) is ended with it.
    file.on("error", (err) => {
      fileError(err);
      counter.destroy(err instanceof ApiError ? err : incomplete());
    });
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

  await pumpBody(request, parser, { maxBytes: MAX_REQUEST_BYTES, fail, tooLarge, cutOff });
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
