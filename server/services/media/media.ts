import { Readable } from "node:stream";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { LANGUAGES } from "@common/locales";
import { MEDIA_ERROR_CODES, type MediaAlt, type MediaDto, type MediaFormat, type MediaVariant } from "@common/media";
import type { Db } from "../../db/client";
import { media, mediaUsage } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import type { FileStorage } from "../files/file-storage";
import { processImage, type ProcessedImage } from "./process-image";

type MediaRow = typeof media.$inferSelect;

const noSuchImage = () => notFound("No such image.");

function toDto(row: MediaRow, usage: { kind: string; id: string }[]): MediaDto {
  return {
    id: row.id,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    version: row.version,
    variants: row.variants.map(({ format, width, height, bytes }) => ({ format, width, height, bytes })),
    alt: row.alt,
    missingAlt: LANGUAGES.filter((l) => !row.alt[l]),
    usage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function usageOf(db: Db, ids: number[]) {
  const byId = new Map<number, { kind: string; id: string }[]>();
  if (!ids.length) return byId;
  const rows = await db
    .select()
    .from(mediaUsage)
    .where(inArray(mediaUsage.mediaId, ids))
    .orderBy(asc(mediaUsage.itemKind), asc(mediaUsage.itemId));
  for (const r of rows) {
    const list = byId.get(r.mediaId) ?? [];
    list.push({ kind: r.itemKind, id: r.itemId });
    byId.set(r.mediaId, list);
  }
  return byId;
}

export async function listMedia(db: Db): Promise<MediaDto[]> {
  const rows = await db.select().from(media).orderBy(asc(media.createdAt), asc(media.id));
  const usage = await usageOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toDto(r, usage.get(r.id) ?? []));
}

export async function getMedia(db: Db, id: number): Promise<MediaDto | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) return null;
  return toDto(row, (await usageOf(db, [id])).get(id) ?? []);
}

export async function findMediaRow(db: Db, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

const put = (storage: FileStorage, data: Buffer, type: string) => storage.put(Readable.from([data]), type);
const removeKeys = (storage: FileStorage, keys: string[]) =>
  Promise.all(keys.map((k) => storage.delete(k).catch(() => {})));

/** Stores an original and its variants; on any failure nothing stored stays behind. */
async function storeAll(storage: FileStorage, original: Buffer, image: ProcessedImage) {
  const keys: string[] = [];
  try {
    const originalKey = await put(storage, original, image.mime);
    keys.push(originalKey);
    const variants: MediaVariant[] = [];
    for (const v of image.variants) {
      const key = await put(storage, v.data, `image/${v.format}`);
      keys.push(key);
      variants.push({ format: v.format, width: v.width, height: v.height, key, bytes: v.data.length });
    }
    return { originalKey, variants, keys };
  } catch (err) {
    await removeKeys(storage, keys);
    throw err;
  }
}

/** A new image from an upload's bytes: checked, its variants made and stored, then its row. */
export async function createMedia(db: Db, storage: FileStorage, original: Buffer, userId: string): Promise<MediaDto> {
  const image = await processImage(original);
  const stored = await storeAll(storage, original, image);
  try {
    const [row] = await db
      .insert(media)
      .values({
        originalKey: stored.originalKey,
        mime: image.mime,
        bytes: original.length,
        width: image.width,
        height: image.height,
        variants: stored.variants,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
    return toDto(row!, []);
  } catch (err) {
    await removeKeys(storage, stored.keys);
    throw err;
  }
}

/**
 * New bytes for an image: same id and alt text, a new version (so every page's URL and every cache changes), the
 * previous files removed once the row points at the new ones.
 */
export async function replaceMedia(
  db: Db,
  storage: FileStorage,
  id: number,
  original: Buffer,
  userId: string,
): Promise<MediaDto> {
  if (!(await findMediaRow(db, id))) throw noSuchImage();
  const image = await processImage(original);
  const stored = await storeAll(storage, original, image);
  let previous: MediaRow | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [old] = await tx.select().from(media).where(eq(media.id, id)).for("update");
      if (!old) return undefined;
      await tx
        .update(media)
        .set({
          originalKey: stored.originalKey,
          mime: image.mime,
          bytes: original.length,
          width: image.width,
          height: image.height,
          variants: stored.variants,
          version: sql`${media.version} + 1`,
          updatedBy: userId,
          updatedAt: new Date(),
        })
        .where(eq(media.id, id));
      return old;
    });
  } catch (err) {
    await removeKeys(storage, stored.keys);
    throw err;
  }
  if (!previous) {
    await removeKeys(storage, stored.keys);
    throw noSuchImage();
  }
  await removeKeys(storage, [previous.originalKey, ...previous.variants.map((v) => v.key)]);
  return (await getMedia(db, id))!;
}

export async function saveMediaAlt(db: Db, id: number, alt: MediaAlt, userId: string): Promise<MediaDto> {
  // Only the languages with text are kept: an emptied field is a missing alt text again.
  const kept = Object.fromEntries(Object.entries(alt).filter(([, text]) => text)) as MediaAlt;
  const [row] = await db
    .update(media)
    .set({ alt: kept, updatedBy: userId, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  if (!row) throw noSuchImage();
  return (await getMedia(db, id))!;
}

const describeUsage = (usage: { kind: string; id: string }[]) => usage.map((u) => `${u.kind} ${u.id}`).join(", ");
const inUse = (usage: { kind: string; id: string }[]) =>
  new ApiError(409, MEDIA_ERROR_CODES.inUse, `This image is in use and cannot be deleted: ${describeUsage(usage)}.`, {
    usage: describeUsage(usage),
  });

/** Deletes an unused image and its files; one in use is refused with 409 naming where (the foreign key backs this). */
export async function deleteMedia(db: Db, storage: FileStorage, id: number): Promise<void> {
  const row = await findMediaRow(db, id);
  if (!row) throw noSuchImage();
  const usage = (await usageOf(db, [id])).get(id) ?? [];
  if (usage.length) throw inUse(usage);
  try {
    await db.delete(media).where(eq(media.id, id));
  } catch (err) {
    // A use recorded between the look above and the delete: the foreign key refused it.
    if (
      (err as { code?: string; cause?: { code?: string } }).code === "23503" ||
      (err as { cause?: { code?: string } }).cause?.code === "23503"
    ) {
      throw inUse((await usageOf(db, [id])).get(id) ?? []);
    }
    throw err;
  }
  await removeKeys(storage, [row.originalKey, ...row.variants.map((v) => v.key)]);
}

/** Records that `kind`/`itemId` shows the image (idempotent); the articles and case studies call this. */
export async function recordMediaUse(db: Db, mediaId: number, kind: string, itemId: string): Promise<void> {
  await db.insert(mediaUsage).values({ mediaId, itemKind: kind, itemId }).onConflictDoNothing();
}

/** Forgets every image use of one item (before recording what its new version shows). */
export async function releaseMediaUses(db: Db, kind: string, itemId: string): Promise<void> {
  await db.delete(mediaUsage).where(sql`${mediaUsage.itemKind} = ${kind} and ${mediaUsage.itemId} = ${itemId}`);
}

/** The stored variant a public URL names, or null. */
export function variantOf(row: MediaRow, width: number, format: MediaFormat): MediaVariant | null {
  return row.variants.find((v) => v.width === width && v.format === format) ?? null;
}
