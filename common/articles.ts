import { z } from "zod";
import { LANGUAGES, type Language } from "./locales";
import { safeString } from "./text";

/**
 * Articles of the blog as stored data (issue 40): per-language texts with the body as a ProseMirror (Tiptap) document,
 * rendered to static HTML on the server at publish. A piece may exist in some languages only.
 */

export const ARTICLE_STATES = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];

/** The node types a body may hold (Tiptap's starter kit, images and tables); anything else is refused. */
export const ARTICLE_NODES = [
  "doc",
  "paragraph",
  "text",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "hardBreak",
  "horizontalRule",
  "image",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
] as const;
export const ARTICLE_MARKS = ["bold", "italic", "strike", "code", "underline", "link"] as const;

/**
 * A stored article's address under /blog/: lower-case letters, digits and hyphens with at least one letter (the
 * shipped articles' numbers stay theirs; server/site-listener.ts hands these paths to the app, which answers an
 * unpublished one with 410).
 */
export const ARTICLE_SLUG = /^(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** An https URL, or a path of this site (not `//host`): what a link or a replacement may point to. */
export function isAllowedHref(href: string): boolean {
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === "https:" && !!url.hostname;
  } catch {
    return false;
  }
}

export interface ArticleNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ArticleNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

const markSchema = z.object({
  type: z.string().max(40),
  attrs: z.record(z.string().max(40), z.unknown()).optional(),
});
/** The shape of a body document; which types and attributes are allowed is checked by `documentProblems`. */
export const articleNodeSchema: z.ZodType<ArticleNode> = z.lazy(() =>
  z.object({
    type: z.string().max(40),
    attrs: z.record(z.string().max(40), z.unknown()).optional(),
    content: z.array(articleNodeSchema).max(2000).optional(),
    marks: z.array(markSchema).max(10).optional(),
    text: safeString({ multiline: true }).pipe(z.string().max(20_000)).optional(),
  }),
);

const NODE_SET = new Set<string>(ARTICLE_NODES);
const MARK_SET = new Set<string>(ARTICLE_MARKS);

/**
 * What is wrong with a body document: unknown node or mark types (raw HTML has no node), links that are neither https
 * nor a path of the site (`isInternalPath` says which exist), images without alt text or with another source.
 */
export function documentProblems(doc: ArticleNode, isInternalPath: (path: string) => boolean): string[] {
  const problems: string[] = [];
  if (doc.type !== "doc") problems.push("The body must be a document.");
  let nodes = 0;
  const walk = (node: ArticleNode, depth: number) => {
    if (++nodes > 20_000 || depth > 40) {
      if (!problems.includes("The body is too large.")) problems.push("The body is too large.");
      return;
    }
    if (!NODE_SET.has(node.type)) problems.push(`Unknown block "${node.type.slice(0, 40)}".`);
    if (node.type === "text" && typeof node.text !== "string") problems.push("A text node has no text.");
    if (node.type === "heading") {
      const level = node.attrs?.level;
      if (level !== 2 && level !== 3 && level !== 4) problems.push("Headings are level 2, 3 or 4.");
    }
    if (node.type === "image") {
      const src = node.attrs?.src;
      const alt = node.attrs?.alt;
      if (typeof src !== "string" || !/^\/api\/media\/\d+\/\d+\/\d+\.(?:webp|avif)$/.test(src))
        problems.push("An image must come from the image library.");
      if (typeof alt !== "string" || !alt.trim()) problems.push("Every image needs alt text.");
    }
    for (const mark of node.marks ?? []) {
      if (!MARK_SET.has(mark.type)) problems.push(`Unknown formatting "${mark.type.slice(0, 40)}".`);
      if (mark.type === "link") {
        const href = mark.attrs?.href;
        if (typeof href !== "string" || !isAllowedHref(href))
          problems.push("Links must be https or a path of the site.");
        else if (href.startsWith("/") && !isInternalPath(href.split(/[?#]/)[0]!))
          problems.push(`The link ${href.slice(0, 200)} points to no page of the site.`);
      }
    }
    for (const child of node.content ?? []) walk(child, depth + 1);
  };
  walk(doc, 0);
  return [...new Set(problems)];
}

/** Every text of a document, for reading time and search: words of its text nodes. */
export function documentText(doc: ArticleNode): string {
  const out: string[] = [];
  const walk = (node: ArticleNode) => {
    if (typeof node.text === "string") out.push(node.text);
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return out.join(" ");
}

/** Minutes to read a body at 200 words a minute (CJK: 500 characters a minute), at least 1. */
export function readingMinutes(doc: ArticleNode): number {
  const text = documentText(doc);
  const cjk = (text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
  const words = text
    .replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200 + cjk / 500));
}

const line = (max: number) => safeString().pipe(z.string().trim().max(max));

export const articleTextSchema = z.object({
  title: line(200).pipe(z.string().min(1, "A title is required.")),
  excerpt: safeString({ multiline: true }).pipe(z.string().trim().min(1, "An excerpt is required.").max(600)),
  body: articleNodeSchema,
  seoTitle: line(70).optional(),
  seoDescription: line(200).optional(),
});
export type ArticleText = z.infer<typeof articleTextSchema>;

const textsSchema = z
  .object(
    Object.fromEntries(LANGUAGES.map((l) => [l, articleTextSchema.optional()])) as Record<
      Language,
      z.ZodOptional<typeof articleTextSchema>
    >,
  )
  .strict()
  .refine((t) => Object.values(t).some(Boolean), { error: "Write the article in at least one language." });

export const articleAuthorSchema = z.object({
  name: line(120).pipe(z.string().min(1, "The author's name is required.")),
  role: line(120).default(""),
  /** An image of the library as the avatar. */
  avatarMediaId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

export const articleInputSchema = z.object({
  slug: safeString().pipe(z.string().regex(ARTICLE_SLUG, "Lower-case letters, digits and hyphens.")),
  category: line(60).pipe(z.string().min(1, "A category is required.")),
  author: articleAuthorSchema,
  coverMediaId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  texts: textsSchema,
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** A date and time in the admin settings' time zone ("2026-12-24T09:00"). */
export const articleScheduleSchema = z.object({
  publishAt: safeString().pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "A date and time.")),
});

export const articleUnpublishSchema = z.object({
  replacementUrl: safeString()
    .pipe(z.string().trim().max(500).refine(isAllowedHref, { error: "An https URL or a path of the site." }))
    .nullable()
    .default(null),
});

export const articleIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export interface ArticleSummary {
  id: number;
  slug: string;
  category: string;
  state: ArticleState;
  languages: Language[];
  title: string;
  publishAt: string | null;
  publishedAt: string | null;
  replacementUrl: string | null;
  updatedAt: string;
}

export interface ArticleDetail extends ArticleSummary {
  author: ArticleAuthor;
  coverMediaId: number | null;
  texts: Partial<Record<Language, ArticleText>>;
  readingMinutes: Partial<Record<Language, number>>;
}

/** A published article in one language, as the public pages and the feeds read it. */
export interface PublishedArticle {
  slug: string;
  lng: Language;
  title: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  category: string;
  author: { name: string; role: string; avatarMediaId: number | null };
  coverMediaId: number | null;
  /** The body rendered at publish (static HTML from the validated document). */
  html: string;
  readingMinutes: number;
  /** ISO timestamp of the publication. */
  publishedAt: string;
}
