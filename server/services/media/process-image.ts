import sharp from "sharp";
import { MEDIA_ERROR_CODES, MEDIA_FORMATS, MEDIA_LIMITS, MEDIA_WIDTHS, type MediaFormat } from "@common/media";
import { ApiError } from "../../lib/http-error";

// One libvips thread per image and at most two images at once (below): the machine's two cores serve the requests too.
// sharp's work runs on libuv's thread pool, off the event loop; only the small bookkeeping here runs on it.
sharp.concurrency(1);
const MAX_JOBS = 2;

export interface ProcessedVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  mime: string;
  /** The original's size after orientation (what the page shows). */
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

const notAllowed = () =>
  new ApiError(400, MEDIA_ERROR_CODES.type, "The file is not a JPEG, PNG, WebP or AVIF image (told by its content).");
const unreadable = () => new ApiError(400, MEDIA_ERROR_CODES.type, "The image could not be read; it may be damaged.");

/** The type told by the first bytes, the way the formats' specifications define their signatures. */
export function sniffImageType(buf: Buffer): string | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "image/jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (buf.length >= 12 && buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  // ISO-BMFF: a "ftyp" box naming AVIF (still image or sequence) as its major or a compatible brand.
  if (buf.length >= 16 && buf.toString("latin1", 4, 8) === "ftyp") {
    const end = Math.min(buf.readUInt32BE(0), buf.length, 64);
    const brands = [buf.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(buf.toString("latin1", at, at + 4));
    if (brands.some((b) => b === "avif" || b === "avis")) return "image/avif";
  }
  return null;
}

const SHARP_FORMAT: Record<string, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The widths to make for an original `width` wide: those it reaches, or its own width when it is narrower than all. */
export function variantWidths(width: number): number[] {
  const fit = MEDIA_WIDTHS.filter((w) => w <= width);
  return fit.length ? fit : [width];
}

/**
 * Checks an upload by its content and makes its variants: WebP and AVIF at each width of variantWidths, oriented as
 * its EXIF says and without any of its metadata (sharp writes none unless asked). Refused (400) when the bytes are
 * not one of the four types, are animated or have several pages, or pass the limits of MEDIA_LIMITS.
 */
export async function processImage(buf: Buffer): Promise<ProcessedImage> {
  const mime = sniffImageType(buf);
  if (!mime) throw notAllowed();
  return inTurn(async () => {
    const input = () => sharp(buf, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: "error" });
    let meta: sharp.Metadata;
    try {
      meta = await input().metadata();
    } catch {
      throw unreadable();
    }
    if (meta.format !== SHARP_FORMAT[mime] || (mime === "image/avif" && meta.compression !== "av1")) throw notAllowed();
    if ((meta.pages ?? 1) > 1) {
      throw new ApiError(400, MEDIA_ERROR_CODES.animated, "Animated or multi-page images are not accepted.");
    }
    const rotated = (meta.orientation ?? 1) >= 5;
    const width = rotated ? meta.height : meta.width;
    const height = rotated ? meta.width : meta.height;
    const { maxSide, minSide, maxPixels } = MEDIA_LIMITS;
    if (!width || !height || width > maxSide || height > maxSide || width < minSide || height < minSide) {
      throw new ApiError(
        400,
        MEDIA_ERROR_CODES.dimensions,
        `Images must be between ${minSide} and ${maxSide} pixels on each side (this one is ${width ?? 0} × ${height ?? 0}).`,
      );
    }
    if (width * height > maxPixels) {
      throw new ApiError(400, MEDIA_ERROR_CODES.dimensions, `Images may have at most ${maxPixels / 1e6} megapixels.`);
    }
    const variants: ProcessedVariant[] = [];
    try {
      const widths = variantWidths(width);
      // Decoded, oriented and scaled once to the widest variant (JPEG shrinks while decoding); each variant is made
      // from these pixels, not by decoding the original ten times.
      const base = await input()
        .rotate()
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
      for (const w of widths) {
        for (const format of MEDIA_FORMATS) {
          const pipeline = sharp(base.data, { raw }).resize({ width: w, withoutEnlargement: true });
          const encoded =
            format === "avif" ? pipeline.avif({ quality: 55, effort: 3 }) : pipeline.webp({ quality: 78, effort: 4 });
          const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
          variants.push({ format, width: info.width, height: info.height, data });
        }
      }
    } catch {
      throw unreadable();
    }
    return { mime, width, height, variants };
  });
}
