import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { hasControlChars } from "./text";

/**
 * The content store (issue 39): the public site's texts, as staff edit them in six languages. Contract of
 * /api/admin/content (see server/routes/admin/content.ts). An item is one block of one public namespace's strings;
 * its fields are the leaf strings under it, keyed by their dotted path in the namespace ("items.0.question").
 */

export { CONTENT_NAMESPACES, type ContentNamespace } from "./content-namespaces";

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
  /** The draft's texts when there is a draft, else the live ones. */
  values: Localized;
  /** What visitors read now. */
  live: Localized;
  /** Whether the draft differs from the live texts. */
  changed: boolean;
}

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

export const contentSaveSchema = z.object({
  rev: z.number().int().min(0),
  values: z.record(z.string().min(1).max(200), localizedPatchSchema),
});
export type ContentSaveInput = z.infer<typeof contentSaveSchema>;

export const contentRevSchema = z.object({ rev: z.number().int().min(0) });
export const contentRestoreSchema = z.object({ version: z.number().int().min(1) });

/** The {{placeholders}} of a text: a translation must keep the English one's. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}
