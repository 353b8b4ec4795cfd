import { z } from "zod";
import {
  CONTENT_TEXT_MAX,
  contentTextSchema,
  richTextProblem,
  type ContentDetail,
  type ContentSaveInput,
} from "@common/content";
import { LANGUAGES, type Language } from "@common/locales";

/**
 * The editor's form: one entry per field, in the item's order (field keys hold dots, so they are not form paths).
 * Error texts are keys of the admin-content namespace.
 */
function textError(text: string): string | undefined {
  const parsed = contentTextSchema.safeParse(text);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  if (issue.code === "too_big") return "errors.tooLong";
  return /control/i.test(issue.message) ? "errors.control" : "errors.unsafe";
}

const text = z.string().superRefine((s, ctx) => {
  const message = textError(s);
  if (message) ctx.addIssue({ code: "custom", message });
});

const localized = z.object({
  ...Object.fromEntries(LANGUAGES.map((l) => [l, text])),
  en: text.refine((s) => s.trim() !== "", "errors.englishRequired"),
} as Record<Language, typeof text>);

/** A rich field's texts within the Markdown subset (common/rich-text.ts), each refusal under its language. */
const field = z.object({ key: z.string(), rich: z.boolean().optional(), values: localized }).superRefine((f, ctx) => {
  if (!f.rich) return;
  for (const lng of LANGUAGES) {
    const problem = richTextProblem(f.values[lng] ?? "");
    if (problem) ctx.addIssue({ code: "custom", path: ["values", lng], message: problem });
  }
});

export const contentFormSchema = z.object({
  fields: z.array(field),
  /** Each list of the item with its entries' keys in order (see ContentList in common/content.ts). */
  lists: z.array(z.object({ path: z.string(), entries: z.array(z.string()) })),
});
export type ContentFormValues = z.infer<typeof contentFormSchema>;

export const MAX_TEXT = CONTENT_TEXT_MAX;

export const toFormValues = (item: ContentDetail): ContentFormValues => ({
  fields: item.fields.map((f) => ({ key: f.key, rich: f.rich, values: { ...f.values } })),
  lists: item.lists.map((l) => ({ path: l.path, entries: [...l.entries] })),
});

/** The list and entry a field key belongs to ("items.new1.quote" → the list "items", entry "new1"), if any. */
export function entryOf(lists: ContentFormValues["lists"], key: string): { path: string; entry: string } | undefined {
  // The longest path first: a list's path may be the start of another's.
  for (const list of [...lists].sort((a, b) => b.path.length - a.path.length)) {
    if (key.startsWith(`${list.path}.`))
      return { path: list.path, entry: key.slice(list.path.length + 1).split(".")[0]! };
  }
  return undefined;
}

/** Whether a field is part of the item as the form orders its lists (a removed entry's fields are not). */
export function inLayout(form: ContentFormValues, key: string): boolean {
  const owner = entryOf(form.lists, key);
  return !owner || !!form.lists.find((l) => l.path === owner.path)?.entries.includes(owner.entry);
}

/** Only what staff changed since the item was loaded, language by language (the server changes only what is sent). */
export function changedValues(item: ContentDetail, form: ContentFormValues): ContentSaveInput["values"] {
  const out: ContentSaveInput["values"] = {};
  for (const f of form.fields) {
    if (!inLayout(form, f.key)) continue;
    // A new entry's field: every text typed is sent.
    const before = item.fields.find((b) => b.key === f.key)?.values;
    for (const lng of LANGUAGES) {
      if (f.values[lng] !== (before?.[lng] ?? "")) (out[f.key] ??= {})[lng] = f.values[lng];
    }
  }
  return out;
}

/** The lists whose order changed since the item was loaded (removals and additions included). */
export function changedLists(item: ContentDetail, form: ContentFormValues): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const list of form.lists) {
    const before = item.lists.find((l) => l.path === list.path)?.entries ?? [];
    if (before.join(",") !== list.entries.join(",")) out[list.path] = list.entries;
  }
  return out;
}

/** A key for an entry staff add: `new<n>`, above every new entry's number the form knows. */
export function newEntryKey(form: ContentFormValues, path: string): string {
  const used = form.fields
    .map((f) => entryOf(form.lists, f.key))
    .filter((o) => o?.path === path)
    .map((o) => o!.entry)
    .concat(form.lists.find((l) => l.path === path)?.entries ?? []);
  const numbers = used
    .map((e) => /^new(\d+)$/.exec(e)?.[1])
    .filter(Boolean)
    .map(Number);
  return `new${Math.max(0, ...numbers) + 1}`;
}

/** A missing translation: no text in that language (the page shows English). */
export const isMissing = (value: string | undefined) => !value;

/** How many fields have no text in each language other than English. */
export function missingCounts(form: ContentFormValues): Record<Language, number> {
  const counts = Object.fromEntries(LANGUAGES.map((l) => [l, 0])) as Record<Language, number>;
  for (const f of form.fields)
    if (inLayout(form, f.key)) for (const lng of LANGUAGES) if (isMissing(f.values[lng])) counts[lng] += 1;
  return counts;
}

/**
 * A 400's `fields` (`values.<fieldKey>.<lng>`) as form positions; keys the form does not hold are returned apart,
 * so that the screen can still name them.
 */
export function serverFieldErrors(form: ContentFormValues, fields: Record<string, string> | undefined) {
  const marked: { index: number; lng: Language; message: string }[] = [];
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    const m = /^values\.(.+)\.([a-z]{2})$/.exec(name);
    const index = m ? form.fields.findIndex((f) => f.key === m[1]) : -1;
    if (m && index >= 0 && (LANGUAGES as readonly string[]).includes(m[2]!))
      marked.push({ index, lng: m[2] as Language, message });
    else other.push(message);
  }
  return { marked, other };
}
