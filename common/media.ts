import { z } from "zod";
import type { Language } from "./locales";
import { safeString } from "./text";

/** Limits of the image library (issue 40); the upload zone checks size and type before sending, the server again. */
export const MEDIA_LIMITS = {
  /** Bytes of an uploaded original. */
  maxBytes: 20 * 1024 * 1024,
  /** Pixels of an original (width × height): past this, decoding alone would take hundreds of MB. */
  maxPixels: 40_000_000,
  /** Either side of an original, in pixels. */
  maxSide: 10_000,
  /** Either side, at least: a smaller image is no page image. */
  minSide: 16,
  /** Characters of one language's alt text. */
  altLength: 250,
} as const;

/** The widths of the responsive variants, for screens from 390 to 1440 CSS pixels; never wider than the original. */
export const MEDIA_WIDTHS = [390, 640, 960, 1280, 1440] as const;
export { MEDIA_FORMATS, mediaUrl, pictureSources, type MediaFormat, type MediaForPicture } from "./media-picture";
import type { MediaFormat } from "./media-picture";

/** What an upload may be, told by its bytes (sharp's reading), never by its name. */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const MEDIA_ACCEPT = MEDIA_TYPES.join(",");

export interface MediaVariant {
  format: MediaFormat;
  width: number;
  height: number;
  key: string;
  bytes: number;
}

/** Alt text per language; a language without a key has none yet. */
export type MediaAlt = Partial<Record<Language, string>>;

const altText = () => safeString().pipe(z.string().trim().max(MEDIA_LIMITS.altLength)).optional();
/** PUT /api/admin/media/:id/alt: the alt text of each language; an empty or absent language has none. */
export const mediaAltSchema = z
  .object({ en: altText(), es: altText(), fr: altText(), de: altText(), zh: altText(), ja: altText() })
  .strict();

export const mediaIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /api/media/:id/:version/:file, e.g. /api/media/7/3/640.webp. */
export const mediaFileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.coerce.number().int().positive().max(2_147_483_647),
  file: z.string().regex(/^\d{1,5}\.(webp|avif)$/),
});

export interface MediaUsageDto {
  kind: string;
  id: string;
}

/** One image of GET /api/admin/media. */
export interface MediaDto {
  id: number;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  version: number;
  variants: Omit<MediaVariant, "key">[];
  alt: MediaAlt;
  /** Languages without alt text. */
  missingAlt: Language[];
  usage: MediaUsageDto[];
  createdAt: string;
  updatedAt: string;
}

export const MEDIA_ERROR_CODES = {
  tooLarge: "FILE_TOO_LARGE",
  type: "FILE_TYPE_NOT_ALLOWED",
  none: "NO_FILES",
  incomplete: "UPLOAD_INCOMPLETE",
  dimensions: "IMAGE_DIMENSIONS",
  animated: "IMAGE_ANIMATED",
  inUse: "MEDIA_IN_USE",
} as const;
