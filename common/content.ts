import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { hasControlChars } from "./text";

/**
 * The content store (issue 39): the public site's texts, as staff edit them in six languages. Contract of
 * /api/admin/content (/work/content-contract.md). An item is one block of one public namespace's strings; its fields
 * are the leaf strings under it, keyed by their dotted path in the namespace ("items.0.question").
 *
 * Written by the editor's branch from the contract until the server's version lands (that one replaces this file).
 */

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
  "blog",
  "portfolio",
] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

export type ContentState = "shipped" | "draft" | "published";

/** A text in each language; "" is a missing translation (the page falls back to English). */
export type Localized = Record<Language, string>;

export interface ContentSummary {
  id: string;
  group: ContentGroup;
  state: ContentState;
  /** Counts saves; 0 while shipped. The editor sends the rev it loaded; a stale rev is refused. */
  rev: number;
  /** How many fields the item has. */
  fields: number;
  /** Fields with no text in that language (in the draft if any, else live). */
  missing: Record<Language, number>;
  updatedAt: string | null;
  /** E-mail of the staff member who saved last. */
  updatedBy: string | null;
}

export interface ContentField {
  key: string;
  multiline: boolean;
  /** The draft's texts, else the live ones. */
  values: Localized;
  live: Localized;
  /** Whether the draft differs from live. */
  changed: boolean;
}

export interface ContentVersion {
  rev: number;
  publishedAt: string;
  publishedBy: string | null;
}

export interface ContentDetail extends Omit<ContentSummary, "fields"> {
  fields: ContentField[];
  /** Newest first. */
  versions: ContentVersion[];
  /** App paths that show this item; the first is the best preview ("/faq"). */
  paths: string[];
}

/** `POST /api/admin/content/:id/publish` → the item and how many pages were re-rendered. */
export interface ContentPublishResult {
  item: ContentDetail;
  pages: number;
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
