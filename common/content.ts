import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { hasControlChars } from "./text";

/**
 * The content store (issue 39): the public site's texts, as staff edit them in six languages. Contract of
 * /api/admin/content (see server/routes/admin/content.ts). An item is one block of one public namespace's strings;
 * its fields are the leaf strings under it, keyed by their dotted path in the namespace ("items.0.question").
 */

export { CONTENT_NAMESPACES, type ContentNamespace } from "./content-namespaces";
export { isRichField, richTextProblem } from "./rich-text";

export const CONTENT_GROUPS = [
  "home",
  "services",
  "pricing",
  "about",
  "faq",
  "testimonials",
  "legal",
  "contact",
  "company",
] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

export type ContentState = "shipped" | "draft" | "published";

/** A text in each language; "" is a missing translation (the page shows the English one). */
export type Localized = Record<Language, string>;

export interface ContentSummary {
  id: string;
  group: ContentGroup;
  state: ContentState;
  /** Counts saves and publications; 0 while the item is as shipped. A save names the rev it started from. */
  rev: number;
  /** How many fields the item has. */
  fields: number;
  /** Fields with no text in a language (the draft's when there is one, else the live texts). */
  missing: Record<Language, number>;
  updatedAt: string | null;
  /** The e-mail address of who saved last. */
  updatedBy: string | null;
}

export interface ContentField {
  key: string;
  multiline: boolean;
  /** Whether the field takes the Markdown subset of common/rich-text.ts (the page draws it formatted). */
  rich: boolean;
  /** The draft's texts when there is a draft, else the live ones. */
  values: Localized;
  /** What visitors read now. */
  live: Localized;
  /** Whether the draft differs from the live texts. */
  changed: boolean;
}

/**
 * A list of an item (issue 39, list editing): staff order its entries, remove some and add their own. Detected from
 * the shipped English bundle (server/services/content/registry.ts): an array whose entries are all strings or all
 * objects of one shape (`approach.steps`), or an object of same-shaped objects keyed by id (`items` of the FAQ, the
 * testimonials). An entry is named by its **entry key**: a shipped entry by its array position ("0", "1") or its
 * shipped key ("sarah"); an entry staff added by `new<n>` ("new1", chosen by the editor, unique in the list).
 * An entry's fields are keyed `<list path>.<entry key>.<field>` (`items.new1.quote`; `mission.paragraphs.new1`
 * when entries are plain strings), so shipped entries keep their field keys. The draft and the published state
 * each hold the list's order (`entries`); a removed entry is absent from it (its texts stay in the versions, so
 * restoring one brings it back). A new entry's English fields are required; other languages show the English text
 * while missing. The published bundle carries the list in this order (an array, or an object in key order).
 */
export interface ContentList {
  /** Dotted path of the list in the namespace ("items", "approach.steps"). */
  path: string;
  /** The draft's order when there is a draft, else the live one. */
  entries: string[];
  /** The live order. */
  live: string[];
  /** The shipped entries (any of them can be put back). */
  shipped: string[];
  /** The fields of the shipped entries not in `entries`, with their shipped texts (for "Put back"). */
  removed: ContentField[];
  /** The fields of a new entry, relative to it ("quote", "author"; "" when entries are plain strings). */
  shape: string[];
  /** Whether entries can be added (false when the code holds data per entry: a milestone's year, a metric's figure). */
  add: boolean;
  /** Whether the order can change (false when the list is shown in its keys' order, like the timeline's years). */
  reorder: boolean;
}

export const CONTENT_LIST_MAX = 50;
/** The key of an entry staff added. */
export const NEW_ENTRY_KEY = /^new[1-9]\d{0,2}$/;

export interface ContentVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}

export interface ContentDetail extends Omit<ContentSummary, "fields"> {
  fields: ContentField[];
  /** Newest first. */
  versions: ContentVersion[];
  /** App paths that show the item; the first is the best preview. */
  paths: string[];
  /** The item's lists (none for most items). */
  lists: ContentList[];
}

export const CONTENT_TEXT_MAX = 5000;

/** Words that would turn a text into markup or a link target staff never meant (texts are drawn as text). */
const UNSAFE = /<\s*\/?\s*(script|iframe|object|embed|style)\b|javascript:|data:text\/html/i;

export const contentTextSchema = z
  .string()
  .max(CONTENT_TEXT_MAX, `At most ${CONTENT_TEXT_MAX} characters.`)
  .refine((s) => !hasControlChars(s, true), "Remove control characters from this text.")
  .refine((s) => !UNSAFE.test(s), "Scripts and script links are not allowed in a text.");

export const localizedPatchSchema = z.partialRecord(z.enum(LANGUAGES), contentTextSchema);

const entryKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Not an entry key.");

export const contentSaveSchema = z.object({
  rev: z.number().int().min(0),
  /** Field key → the texts to change (none when only a list's order changes). */
  values: z.record(z.string().min(1).max(200), localizedPatchSchema).default({}),
  /** List path → the entries' keys in their new order (see ContentList); lists not sent keep theirs. */
  lists: z
    .record(
      z.string().min(1).max(200),
      z.array(entryKeySchema).max(CONTENT_LIST_MAX, `At most ${CONTENT_LIST_MAX} entries.`),
    )
    .optional(),
});
export type ContentSaveInput = z.infer<typeof contentSaveSchema>;

export const contentRevSchema = z.object({ rev: z.number().int().min(0) });
export const contentRestoreSchema = z.object({ version: z.number().int().min(1) });

/** The {{placeholders}} of a text: a translation must keep the English one's. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}
