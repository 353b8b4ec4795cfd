import busboy from "busboy";
import { MEDIA_ERROR_CODES, MEDIA_LIMITS } from "@common/media";
import { ApiError } from "../../lib/http-error";
import { pumpBody } from "../files/receive-upload";

const MB = MEDIA_LIMITS.maxBytes / (1024 * 1024);
/** Room for the multipart framing around the one file. */
const FRAMING_BYTES = 64 * 1024;
const MAX_REQUEST_BYTES = MEDIA_LIMITS.maxBytes + FRAMING_BYTES;

const tooLarge = () => new ApiError(413, MEDIA_ERROR_CODES.tooLarge, `Images may be at most ${MB} MB.`);
const incomplete = () =>
  new ApiError(400, MEDIA_ERROR_CODES.incomplete, "The upload ended before it was complete; nothing was stored.");
const malformed = () => new ApiError(400, "VALIDATION_FAILED", "The multipart body is malformed.");
const none = () => new ApiError(400, MEDIA_ERROR_CODES.none, "Choose an image.");

/**
 * Reads the one image of a multipart request (the first file part; others are skipped) into memory: at most 20 MB,
 * which sharp needs whole anyway. The size is checked while the bytes arrive, a Content-Length is not trusted.
 */
export async function receiveImage(request: Request): Promise<Buffer> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the image as multipart/form-data.");
  }
  if (Number(request.headers.get("content-length") ?? "0") > MAX_REQUEST_BYTES) throw tooLarge();
  if (!request.body) throw none();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: MEDIA_LIMITS.maxBytes, fields: 10, parts: 20 },
    });
  } catch {
    throw malformed();
  }
  let failure: ApiError | undefined;
  const fail = (err: ApiError) => {
    failure ??= err;
  };
  let chunks: Buffer[] | undefined;
  let done: Promise<void> = Promise.resolve();

  parser.on("file", (_field, file) => {
    if (chunks) {
      file.resume();
      return;
    }
    const mine: Buffer[] = (chunks = []);
    done = new Promise<void>((resolve) => {
      file.on("data", (chunk: Buffer) => mine.push(chunk));
      file.on("limit", () => fail(tooLarge()));
      file.on("error", () => {
        fail(incomplete());
        resolve();
      });
      file.on("end", resolve);
      file.on("close", resolve);
    });
  });

  await pumpBody(request, parser, {
    maxBytes: MAX_REQUEST_BYTES,
    fail,
    tooLarge,
    cutOff: () => fail(incomplete()),
  });
  await done;
  if (failure) throw failure;
  if (!chunks) throw none();
  const buf = Buffer.concat(chunks);
  if (buf.length === 0) throw none();
  return buf;
}
