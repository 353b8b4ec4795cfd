import { z } from "zod";
import { safeString } from "./text";

/** Limits of order files; the upload zone checks them before sending, the server while streaming. */
export const ORDER_FILE_LIMITS = {
  /** Bytes per file. */
  maxBytes: 25 * 1024 * 1024,
  /** Files per upload request. */
  maxFiles: 10,
  /** Characters of a stored file name. */
  nameLength: 150,
} as const;

/**
 * The allow-list: extension → the types a browser may declare for it. The first is the type stored and
 * served back. A file passes only when its extension AND its declared type are both on the list and agree.
 */
export const ALLOWED_FILE_TYPES: Record<string, readonly string[]> = {
  pdf: ["application/pdf"],
  png: ["image/png"],
  jpg: ["image/jpeg"],
  jpeg: ["image/jpeg"],
  gif: ["image/gif"],
  webp: ["image/webp"],
  doc: ["application/msword"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xls: ["application/vnd.ms-excel"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
  odt: ["application/vnd.oasis.opendocument.text"],
  ods: ["application/vnd.oasis.opendocument.spreadsheet"],
  txt: ["text/plain"],
  csv: ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"],
  zip: ["application/zip", "application/x-zip-compressed", "application/x-zip"],
  mp3: ["audio/mpeg", "audio/mp3"],
  wav: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  ogg: ["audio/ogg", "application/ogg"],
  m4a: ["audio/mp4", "audio/x-m4a", "audio/m4a"],
  mp4: ["video/mp4"],
  webm: ["video/webm", "audio/webm"],
  mov: ["video/quicktime"],
};

/** For the file picker's `accept`. */
export const FILE_ACCEPT = Object.keys(ALLOWED_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The type to store for an allowed file, or null when its extension or declared type is not allowed. */
export function allowedFileType(name: string, declaredType: string): string | null {
  const types = ALLOWED_FILE_TYPES[extensionOf(name)];
  const declared = declaredType.split(";")[0]!.trim().toLowerCase();
  if (!types || !types.includes(declared)) return null;
  return types[0]!;
}

/** The type a browser should declare for a file it could not type itself (an empty File.type). */
export function typeForName(name: string): string | null {
  return ALLOWED_FILE_TYPES[extensionOf(name)]?.[0] ?? null;
}

/**
 * A safe display and download name: no folders (either slash), no control or invisible formatting characters
 * (bidi overrides could disguise the extension), no leading dots, at most 150 characters with the extension
 * kept. An empty result becomes "file".
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  let name = base
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const chars = Array.from(name);
  if (chars.length > ORDER_FILE_LIMITS.nameLength) {
    const ext = extensionOf(name);
    const keep = ORDER_FILE_LIMITS.nameLength - (ext ? ext.length + 1 : 0);
    name = chars.slice(0, Math.max(1, keep)).join("").trimEnd() + (ext ? `.${ext}` : "");
  }
  return name || "file";
}

/** Path parameters of the file routes. */
export const orderFileParamsSchema = z.object({
  code: safeString().pipe(z.string().regex(/^ORD-\d{1,12}$/)),
  fileId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export type UploaderSide = "client" | "staff";

/** One row of GET /api/orders/:code/files. */
export interface OrderFileDto {
  id: number;
  name: string;
  size: number;
  type: string;
  uploader: { side: UploaderSide; name: string | null };
  createdAt: string;
}

/** Storage the client side has used of one quota, and its size, in bytes. */
export interface StorageQuotaDto {
  used: number;
  limit: number;
}

/** The client's storage quotas: the files they uploaded to this order, and to all their account's orders. */
export interface OrderFilesQuotaDto {
  order: StorageQuotaDto;
  account: StorageQuotaDto;
}

/** GET /api/orders/:code/files. `quota` is the client's (null for staff, whose uploads it does not limit). */
export interface OrderFilesListDto {
  files: OrderFileDto[];
  quota: OrderFilesQuotaDto | null;
}

/** Error codes of the file routes the upload zone translates. */
export const ORDER_FILE_ERROR_CODES = {
  tooLarge: "FILE_TOO_LARGE",
  type: "FILE_TYPE_NOT_ALLOWED",
  tooMany: "TOO_MANY_FILES",
  none: "NO_FILES",
  /** The body stopped before its end (cut off, or the connection dropped): nothing was stored. */
  incomplete: "UPLOAD_INCOMPLETE",
  /** The order's or the account's storage quota has no room for these files. */
  quota: "STORAGE_QUOTA_EXCEEDED",
} as const;
