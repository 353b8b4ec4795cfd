import type { ContentNamespace } from "./content-namespaces";

/**
 * Rich texts (issue 39, "no script in any text"): the long prose fields of the content store take a small Markdown
 * subset — paragraphs (a blank line), line breaks, **bold**, *italic*, links `[text](https://… or /path)`, bulleted
 * and numbered lists. The public pages draw them with src/components/rich-text.tsx (React elements, anything
 * outside the subset as text); the server and the editor refuse what would not render as staff meant.
 * No dependency here: the server bundle and the editor both import it.
 */

/** Field keys of each namespace that are rich (entries staff add to a list match too: `items.new1.answer`). */
const RICH_FIELDS: Partial<Record<ContentNamespace, RegExp[]>> = {
  legal: [/^(terms|privacy|refund|cookies)\.sections\.\d+\.(paragraphs|items)\.\d+$/],
  faq: [/^items\.[^.]+\.answer$/],
  about: [
    /^mission\.paragraphs\.[^.]+$/,
    /^story\.timeline\.[^.]+\.description$/,
    /^approach\.steps\.[^.]+\.description$/,
  ],
  catalog: [/^services\.[^.]+\.longDescription$/, /^services\.[^.]+\.faqs\.\d+\.answer$/],
};

export function isRichField(ns: ContentNamespace, key: string): boolean {
  return (RICH_FIELDS[ns] ?? []).some((re) => re.test(key));
}

export const RICH_HTML_MESSAGE = "HTML tags are not allowed: use Markdown (**bold**, *italic*, [text](https://…)).";
export const RICH_IMAGE_MESSAGE = "Images are not allowed in a text.";
export const RICH_LINK_MESSAGE = "A link goes to an https:// address or a path of this site (/contact).";

/** A link target the pages draw as a link: an https address, or a path of this site ("/contact", not "//host"). */
export function richLinkKind(target: string): "external" | "internal" | null {
  if (/^https:\/\/[^\s/?#]+[^\s]*$/i.test(target)) return "external";
  if (/^\/(?![/\\])\S*$/.test(target)) return "internal";
  return null;
}

/** `<tag`, `</tag`, `<!--`, `<?`, and autolinks like `<https://…>` (a `<` before a space, digit or `=` is text). */
const HTML_TAG = /<[a-z!?/]/i;
const IMAGE = /!\[[^\]]*\]\s*[([]/;
/** Inline links `[text](target "title")`; the target may be in angle brackets. */
const INLINE_LINK = /\]\(\s*<?([^\s)>]*)/g;
/** Reference definitions `[name]: target` (the pages draw them as text; refused so staff see why). */
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s*\S/m;

/** Why a rich text cannot be saved (the first reason), or null when it is within the subset. */
export function richTextProblem(text: string): string | null {
  if (HTML_TAG.test(text)) return RICH_HTML_MESSAGE;
  if (IMAGE.test(text)) return RICH_IMAGE_MESSAGE;
  for (const m of text.matchAll(INLINE_LINK)) if (!richLinkKind(m[1]!)) return RICH_LINK_MESSAGE;
  if (REFERENCE.test(text)) return RICH_LINK_MESSAGE;
  return null;
}
