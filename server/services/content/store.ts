import { and, desc, eq } from "drizzle-orm";
import {
  placeholdersOf,
  richTextProblem,
  type ContentDetail,
  type ContentField,
  type ContentList,
  NEW_ENTRY_KEY,
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
import { ITEMS, itemDef, setTextAt, setValueAt, textAt, textsAt, type ItemDef, type ListDef } from "./registry";

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

/** List path → entry keys in order. */
type Layout = Record<string, string[]>;
/** The stored form's key holding the lists' orders (`{ path: "0,2,new1" }`; no field key starts with "@"). */
const LISTS_KEY = "@lists";

/** An item's texts and lists, completed: `keys` are its fields now (a removed entry's are not among them). */
interface Content {
  texts: Texts;
  lists: Layout;
  keys: string[];
}

const emptyLocalized = (): Localized => Object.fromEntries(LANGUAGES.map((l) => [l, ""])) as Localized;
const entryField = (list: ListDef, entry: string, rel: string) => `${list.path}.${entry}${rel ? `.${rel}` : ""}`;

/** The list and entry a shipped field key belongs to, if any. */
function listOfKey(def: ItemDef, key: string): { list: ListDef; entry: string } | undefined {
  for (const list of def.lists) {
    if (!key.startsWith(`${list.path}.`)) continue;
    const entry = key.slice(list.path.length + 1).split(".")[0]!;
    if (list.shipped.includes(entry)) return { list, entry };
  }
  return undefined;
}

/** The field keys of one entry: a shipped entry's own, a new one's by the list's shape. */
function entryKeys(def: ItemDef, list: ListDef, entry: string): string[] {
  if (!list.shipped.includes(entry)) return list.shape.map((rel) => entryField(list, entry, rel));
  const prefix = `${list.path}.${entry}`;
  return def.keys.filter((k) => k === prefix || k.startsWith(`${prefix}.`));
}

/** The item's field keys with its lists in the given order (each list where its first shipped field is). */
function keysOf(def: ItemDef, lists: Layout): string[] {
  const out: string[] = [];
  const done = new Set<string>();
  for (const key of def.keys) {
    const owner = listOfKey(def, key);
    if (!owner) out.push(key);
    else if (!done.has(owner.list.path)) {
      done.add(owner.list.path);
      for (const entry of lists[owner.list.path]!) out.push(...entryKeys(def, owner.list, entry));
    }
  }
  return out;
}

/** Whether an entry key can stand in a list: a shipped entry's, or a new entry's. */
const entryAllowed = (list: ListDef, entry: string) =>
  list.shipped.includes(entry) || (list.add && NEW_ENTRY_KEY.test(entry));

/**
 * Stored texts completed to the item's current fields (a field added by a newer build starts as shipped; a list's
 * entry a newer build no longer ships is dropped).
 */
function complete(def: ItemDef, stored: Record<string, Record<string, string>> | null | undefined): Content {
  const shipped = shippedTexts(def);
  const orders = stored?.[LISTS_KEY] ?? {};
  const lists: Layout = Object.fromEntries(
    def.lists.map((list) => {
      const order = orders[list.path];
      if (order === undefined) return [list.path, [...list.shipped]];
      return [list.path, order === "" ? [] : order.split(",").filter((e) => entryAllowed(list, e))];
    }),
  );
  const keys = keysOf(def, lists);
  const texts: Texts = Object.fromEntries(
    keys.map((key) => [
      key,
      Object.fromEntries(LANGUAGES.map((l) => [l, stored?.[key]?.[l] ?? shipped[key]?.[l] ?? ""])) as Localized,
    ]),
  );
  return { texts, lists, keys };
}

/** The stored form of an item's content: its texts, and its lists' orders under LISTS_KEY. */
function stored(def: ItemDef, content: Content): Record<string, Record<string, string>> {
  if (!def.lists.length) return content.texts;
  return {
    ...content.texts,
    [LISTS_KEY]: Object.fromEntries(Object.entries(content.lists).map(([path, order]) => [path, order.join(",")])),
  };
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
    fields: current.keys.length,
    missing: missingOf(current.texts),
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
  const fields: ContentField[] = current.keys.map((key) => {
    const was = live.texts[key] ?? emptyLocalized();
    return {
      key,
      // A rich field is a paragraph whatever its shipped length.
      multiline: multilineOf(def, key) || def.rich(key),
      rich: def.rich(key),
      values: current.texts[key]!,
      live: was,
      changed: LANGUAGES.some((l) => current.texts[key]![l] !== was[l]),
    };
  });
  const shipped = def.lists.length ? shippedTexts(def) : {};
  const lists: ContentList[] = def.lists.map((list) => ({
    path: list.path,
    entries: current.lists[list.path]!,
    live: live.lists[list.path]!,
    shipped: list.shipped,
    // A shipped entry staff removed, with its texts as shipped: what "Put back" brings into the form.
    removed: list.shipped
      .filter((entry) => !current.lists[list.path]!.includes(entry))
      .flatMap((entry) => entryKeys(def, list, entry))
      .map((key) => ({
        key,
        multiline: multilineOf(def, key) || def.rich(key),
        rich: def.rich(key),
        values: { ...(shipped[key] ?? emptyLocalized()) },
        live: live.texts[key] ?? emptyLocalized(),
        changed: true,
      })),
    shape: list.shape,
    add: list.add,
    reorder: list.reorder,
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
    lists,
  };
}

/** Whether a field reads as a paragraph: a new entry's field as the first shipped entry's does. */
function multilineOf(def: ItemDef, key: string): boolean {
  if (key in def.multiline) return def.multiline[key]!;
  const list = def.lists.find((l) => key.startsWith(`${l.path}.`));
  if (!list) return false;
  const rel = key
    .slice(list.path.length + 1)
    .split(".")
    .slice(1)
    .join(".");
  return def.multiline[entryField(list, list.shipped[0]!, rel)] ?? false;
}

/** The placeholders a field must keep: a new entry's field those of the first shipped entry's. */
function wantedPlaceholders(def: ItemDef, key: string): string {
  const shipped = def.keys.includes(key) ? key : undefined;
  const list = shipped ? undefined : def.lists.find((l) => key.startsWith(`${l.path}.`));
  const model =
    shipped ??
    (list
      ? entryField(
          list,
          list.shipped[0]!,
          key
            .slice(list.path.length + 1)
            .split(".")
            .slice(1)
            .join("."),
        )
      : key);
  return placeholdersOf(textAt(BUILT_IN.en[def.ns], model) ?? "").join(",");
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

/** Checks a new order of an item's lists: known lists, known or new entry keys, each once. */
function checkLists(def: ItemDef, lists: Layout): void {
  const fields: Record<string, string> = {};
  for (const [path, order] of Object.entries(lists)) {
    const list = def.lists.find((l) => l.path === path);
    if (!list) fields[`lists.${path}`] = "This item has no such list.";
    else if (new Set(order).size !== order.length) fields[`lists.${path}`] = "An entry appears twice.";
    else if (order.some((e) => !list.shipped.includes(e) && !NEW_ENTRY_KEY.test(e)))
      fields[`lists.${path}`] = "This list has no such entry.";
    else if (!list.add && order.some((e) => !list.shipped.includes(e)))
      fields[`lists.${path}`] = "Entries cannot be added to this list.";
    else if (
      !list.reorder &&
      order.some((e, i) => i > 0 && list.shipped.indexOf(e) < list.shipped.indexOf(order[i - 1]!))
    )
      fields[`lists.${path}`] = "This list keeps its order.";
  }
  if (Object.keys(fields).length) throw new ApiError(400, "VALIDATION_FAILED", "The lists cannot be saved.", fields);
}

/**
 * Checks a patch against the item's fields (with the lists as saved): known fields, English present (a new
 * entry's too, sent or not), a rich field within the Markdown subset, the English placeholders kept.
 */
function checkPatch(def: ItemDef, patch: ContentSaveInput["values"], base: Texts): void {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(patch)) if (!base[key]) fields[`values.${key}`] = "This item has no such field.";
  for (const [key, field] of Object.entries(base)) {
    const values = patch[key];
    // A shipped field is checked when sent; a new entry's field always (it may be new in this save).
    if (!values && def.keys.includes(key)) continue;
    const wanted = wantedPlaceholders(def, key);
    for (const l of LANGUAGES) {
      const text = values?.[l] ?? field[l];
      const problem = def.rich(key) ? richTextProblem(text) : null;
      if (l === "en" && !text.trim()) fields[`values.${key}.en`] = "The English text is required.";
      else if (problem) fields[`values.${key}.${l}`] = problem;
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
    const changed = { ...(row?.draftChanged ?? {}) };
    const lists = { ...base.lists };
    if (input.lists) {
      checkLists(def, input.lists);
      for (const [path, order] of Object.entries(input.lists)) {
        if (order.join(",") !== base.lists[path]!.join(",")) changed[`lists.${path}`] = input.rev + 1;
        lists[path] = order;
      }
    }
    const keys = keysOf(def, lists);
    const shipped = shippedTexts(def);
    const texts: Texts = Object.fromEntries(keys.map((k) => [k, base.texts[k] ?? shipped[k] ?? emptyLocalized()]));
    checkPatch(def, input.values, texts);
    for (const [key, values] of Object.entries(input.values)) {
      texts[key] = { ...texts[key]!, ...values } as Localized;
      changed[key] = input.rev + 1;
    }
    const draft = stored(def, { texts, lists, keys });
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
    const texts = stored(def, complete(def, row.draft));
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
    const content = complete(def, kept.data);
    const draft = stored(def, content);
    const rev = (row?.rev ?? 0) + 1;
    const changed = Object.fromEntries(
      [...content.keys, ...def.lists.map((l) => `lists.${l.path}`)].map((k) => [k, rev]),
    );
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
    const { texts, lists } = complete(def, stored);
    const bundle = (out[def.ns] ??= structuredClone(BUILT_IN[lng][def.ns]));
    const text = (key: string) => {
      const field = texts[key] ?? emptyLocalized();
      return field[lng].trim() ? field[lng] : field.en;
    };
    for (const key of def.keys) if (!listOfKey(def, key)) setTextAt(bundle, key, text(key));
    for (const list of def.lists) {
      const shipped = textsAt(BUILT_IN[lng][def.ns], list.path) as Record<string, unknown>;
      const model = (textsAt(BUILT_IN.en[def.ns], list.path) as Record<string, unknown>)[list.shipped[0]!];
      const entries = lists[list.path]!.map((entry) => {
        if (list.shape[0] === "") return text(entryField(list, entry, ""));
        const value = structuredClone(list.shipped.includes(entry) ? shipped[entry] : model) as Record<string, unknown>;
        for (const key of entryKeys(def, list, entry)) {
          const rel = key.slice(list.path.length + entry.length + 2);
          setTextAt(value, rel, text(key));
        }
        return value;
      });
      const value =
        list.kind === "array" ? entries : Object.fromEntries(lists[list.path]!.map((e, i) => [e, entries[i]]));
      setValueAt(bundle, list.path, value);
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
    const { texts, keys } = complete(def, row.published);
    for (const key of keys)
      for (const l of LANGUAGES) if (!texts[key]![l].trim()) out.push({ id: def.id, key, lng: l });
  }
  return out;
}
