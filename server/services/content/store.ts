import { and, desc, eq } from "drizzle-orm";
import {
  placeholdersOf,
  type ContentDetail,
  type ContentField,
  type ContentSaveInput,
  type ContentState,
  type ContentSummary,
  type Localized,
} from "@common/content";
import { LANGUAGES, type Language } from "@common/locales";
import type { Db } from "../../db/client";
import { contentItems, contentVersions } from "../../db/schema";
import { ApiError, notFound } from "../../lib/http-error";
import { BUILT_IN, type Bundle } from "./built-in";
import { ITEMS, itemDef, setTextAt, textAt, type ItemDef } from "./registry";

/**
 * The content store (issue 39): drafts, publication, versions. An item's texts are `{ [fieldKey]: Localized }`
 * with every field and language present ("" is a missing translation); an item without a row is as shipped.
 */

type Texts = Record<string, Localized>;
type Row = typeof contentItems.$inferSelect;

/** The shipped texts of an item, in every language. */
export function shippedTexts(def: ItemDef): Texts {
  return Object.fromEntries(
    def.keys.map((key) => [
      key,
      Object.fromEntries(LANGUAGES.map((l) => [l, textAt(BUILT_IN[l][def.ns], key) ?? ""])) as Localized,
    ]),
  );
}

/** Stored texts completed to the item's current fields (a field added by a newer build starts as shipped). */
function complete(def: ItemDef, stored: Record<string, Record<string, string>> | null | undefined): Texts {
  const shipped = shippedTexts(def);
  if (!stored) return shipped;
  return Object.fromEntries(
    def.keys.map((key) => [
      key,
      Object.fromEntries(LANGUAGES.map((l) => [l, stored[key]?.[l] ?? shipped[key]![l]])) as Localized,
    ]),
  );
}

const stateOf = (row: Row | undefined): ContentState =>
  !row ? "shipped" : row.draft ? "draft" : row.published ? "published" : "shipped";

function missingOf(texts: Texts): Record<Language, number> {
  const missing = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  for (const field of Object.values(texts)) for (const l of LANGUAGES) if (!field[l].trim()) missing[l]++;
  return missing;
}

function summary(def: ItemDef, row: Row | undefined): ContentSummary {
  const current = complete(def, row?.draft ?? row?.published);
  return {
    id: def.id,
    group: def.group,
    state: stateOf(row),
    rev: row?.rev ?? 0,
    fields: def.keys.length,
    missing: missingOf(current),
    updatedAt: row?.updatedAt?.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function listContent(db: Db): Promise<ContentSummary[]> {
  const rows = new Map((await db.select().from(contentItems)).map((r) => [r.id, r]));
  return ITEMS.map((def) => summary(def, rows.get(def.id)));
}

function defOr404(id: string): ItemDef {
  const def = itemDef(id);
  if (!def) throw notFound("No such content item.");
  return def;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The item's row, locked until the transaction ends (none while the item is as shipped). */
async function lockedRow(tx: Tx, id: string): Promise<Row | undefined> {
  return (await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update"))[0];
}

/**
 * Stores an item's changed row: an update of the locked row, or its first row. Two first saves of one item lock
 * nothing; the later insert finds the earlier one's row and is refused as a stale save, not as a key violation.
 */
async function storeRow(tx: Tx, id: string, row: Row | undefined, values: Partial<Row>, since: number) {
  if (row) {
    await tx.update(contentItems).set(values).where(eq(contentItems.id, id));
    return;
  }
  const inserted = await tx
    .insert(contentItems)
    .values({ id, ...values })
    .onConflictDoNothing()
    .returning({ id: contentItems.id });
  if (!inserted.length) throw conflict(await lockedRow(tx, id), since);
}

async function rowOf(db: Db, id: string): Promise<Row | undefined> {
  return (await db.select().from(contentItems).where(eq(contentItems.id, id)))[0];
}

export async function getContent(db: Db, id: string): Promise<ContentDetail> {
  const def = defOr404(id);
  const row = await rowOf(db, id);
  const versions = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.itemId, id))
    .orderBy(desc(contentVersions.version));
  const live = complete(def, row?.published);
  const current = complete(def, row?.draft ?? row?.published);
  const fields: ContentField[] = def.keys.map((key) => ({
    key,
    multiline: def.multiline[key] ?? false,
    values: current[key]!,
    live: live[key]!,
    changed: LANGUAGES.some((l) => current[key]![l] !== live[key]![l]),
  }));
  const { fields: _count, ...rest } = summary(def, row);
  void _count;
  return {
    ...rest,
    fields,
    versions: versions.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
      publishedBy: v.publishedBy,
    })),
    paths: def.paths,
  };
}

/** A stale rev: names each field saved after it (`draftChanged` holds the rev of each field's last save). */
function conflict(row: Row | undefined, since: number): ApiError {
  const changed = Object.fromEntries(
    Object.entries(row?.draftChanged ?? {})
      .filter(([, rev]) => rev > since)
      .map(([k]) => [k, "changed"]),
  );
  return new ApiError(
    409,
    "CONTENT_CONFLICT",
    `Someone else saved this item since you opened it${row?.updatedBy ? ` (${row.updatedBy})` : ""}. Load their version or copy your texts first.`,
    Object.keys(changed).length ? changed : undefined,
  );
}

/** Checks a patch against the item: known fields, English present, the English placeholders kept. */
function checkPatch(def: ItemDef, patch: ContentSaveInput["values"], base: Texts): void {
  const fields: Record<string, string> = {};
  const shipped = shippedTexts(def);
  for (const [key, values] of Object.entries(patch)) {
    if (!base[key]) {
      fields[`values.${key}`] = "This item has no such field.";
      continue;
    }
    const wanted = placeholdersOf(shipped[key]!.en).join(",");
    for (const l of LANGUAGES) {
      const text = values[l] ?? base[key]![l];
      if (l === "en" && !text.trim()) fields[`values.${key}.en`] = "The English text is required.";
      else if (text.trim() && placeholdersOf(text).join(",") !== wanted)
        fields[`values.${key}.${l}`] = `Keep the placeholders of the English text: ${wanted || "none"}.`;
    }
  }
  if (Object.keys(fields).length) throw new ApiError(400, "VALIDATION_FAILED", "Some texts cannot be saved.", fields);
}

/** Saves a draft of the fields sent (the others keep their draft or live text). */
export async function saveDraft(db: Db, id: string, input: ContentSaveInput, by: string): Promise<ContentDetail> {
  const def = defOr404(id);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if ((row?.rev ?? 0) !== input.rev) throw conflict(row, input.rev);
    const base = complete(def, row?.draft ?? row?.published);
    checkPatch(def, input.values, base);
    const draft: Texts = { ...base };
    const changed = { ...(row?.draftChanged ?? {}) };
    for (const [key, values] of Object.entries(input.values)) {
      draft[key] = { ...base[key]!, ...values } as Localized;
      changed[key] = input.rev + 1;
    }
    const values = { draft, draftChanged: changed, rev: input.rev + 1, updatedAt: new Date(), updatedBy: by };
    await storeRow(tx, id, row, values, input.rev);
  });
  return getContent(db, id);
}

/** Publishes the draft: it becomes the live texts and a kept version. */
export async function publishDraft(db: Db, id: string, rev: number, by: string): Promise<ContentDetail> {
  const def = defOr404(id);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if ((row?.rev ?? 0) !== rev) throw conflict(row, rev);
    if (!row?.draft) throw new ApiError(409, "NOTHING_TO_PUBLISH", "There is no draft to publish.");
    const texts = complete(def, row.draft);
    const version = row.publishedVersion + 1;
    await tx.insert(contentVersions).values({ itemId: id, version, data: texts, publishedBy: by });
    await tx
      .update(contentItems)
      .set({
        published: texts,
        draft: null,
        draftChanged: null,
        publishedVersion: version,
        rev: rev + 1,
        updatedAt: new Date(),
        updatedBy: by,
      })
      .where(eq(contentItems.id, id));
  });
  return getContent(db, id);
}

export async function discardDraft(db: Db, id: string, rev: number, by: string): Promise<ContentDetail> {
  defOr404(id);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, id);
    if ((row?.rev ?? 0) !== rev) throw conflict(row, rev);
    if (!row?.draft) return;
    await tx
      .update(contentItems)
      .set({ draft: null, draftChanged: null, rev: rev + 1, updatedAt: new Date(), updatedBy: by })
      .where(eq(contentItems.id, id));
  });
  return getContent(db, id);
}

/** A draft holding an earlier published version (published only when staff publish it). */
export async function restoreVersion(db: Db, id: string, version: number, by: string): Promise<ContentDetail> {
  const def = defOr404(id);
  await db.transaction(async (tx) => {
    const kept = (
      await tx
        .select()
        .from(contentVersions)
        .where(and(eq(contentVersions.itemId, id), eq(contentVersions.version, version)))
    )[0];
    if (!kept) throw notFound("No such version of this item.");
    const row = await lockedRow(tx, id);
    const draft = complete(def, kept.data);
    const rev = (row?.rev ?? 0) + 1;
    const changed = Object.fromEntries(def.keys.map((k) => [k, rev]));
    const values = { draft, draftChanged: changed, rev, updatedAt: new Date(), updatedBy: by };
    await storeRow(tx, id, row, values, rev - 1);
  });
  return getContent(db, id);
}

/** Every stored item: read once for all the languages a render makes. */
export function contentRows(db: Db): Promise<Row[]> {
  return db.select().from(contentItems);
}

/**
 * The namespaces of one language with published content, as whole bundles: the shipped bundle with every published
 * field in place; a missing translation takes the published English text. `draftOf` puts one item's draft in
 * (a preview); `ns` keeps one namespace.
 */
export function publishedStrings(
  rows: Row[],
  lng: Language,
  opts: { draftOf?: string; ns?: string } = {},
): Record<string, Record<string, unknown>> {
  const out: Record<string, Bundle> = {};
  for (const row of rows) {
    const def = itemDef(row.id);
    const stored = row.id === opts.draftOf ? (row.draft ?? row.published) : row.published;
    if (!def || !stored || (opts.ns !== undefined && def.ns !== opts.ns)) continue;
    const texts = complete(def, stored);
    const bundle = (out[def.ns] ??= structuredClone(BUILT_IN[lng][def.ns]));
    for (const key of def.keys) {
      const field = texts[key]!;
      setTextAt(bundle, key, field[lng].trim() ? field[lng] : field.en);
    }
  }
  return out;
}

/** Every field shown in English because its translation is missing, in the live content. */
export async function fallbacks(db: Db): Promise<{ id: string; key: string; lng: Language }[]> {
  const rows = await db.select().from(contentItems);
  const out: { id: string; key: string; lng: Language }[] = [];
  for (const row of rows) {
    const def = itemDef(row.id);
    if (!def || !row.published) continue;
    const texts = complete(def, row.published);
    for (const key of def.keys)
      for (const l of LANGUAGES) if (!texts[key]![l].trim()) out.push({ id: def.id, key, lng: l });
  }
  return out;
}
