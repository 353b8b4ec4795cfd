import { renderToHTMLString } from "@tiptap/static-renderer/pm/html-string";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { documentProblems, type ArticleNode } from "@common/articles";
import { LANGUAGES, localizedPath } from "@common/locales";
import { prerenderPaths } from "@/app/prerender-paths";
import { paths } from "@/config/paths";

/** The editor's extensions (the admin's editor uses the same set): what a stored body may be made of. */
export const ARTICLE_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    link: { openOnClick: false, HTMLAttributes: { rel: "noopener noreferrer", target: null } },
  }),
  Image,
  TableKit,
];

/** The site's pages in every language (the shipped ones and the stored articles' given): what an internal link may name. */
export function sitePaths(articleSlugs: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const appPaths = [
    ...prerenderPaths()
      .filter((p) => p.public)
      .map((p) => p.path),
  ];
  for (const slug of articleSlugs) appPaths.push(paths.blogPost(slug));
  for (const lng of LANGUAGES) for (const p of appPaths) out.add(localizedPath(lng, p));
  return out;
}

/** The problems of a body (see documentProblems); internal links are checked against `known`. */
export function bodyProblems(doc: ArticleNode, known: Set<string>): string[] {
  return documentProblems(doc, (p) => known.has(p.length > 1 ? p.replace(/\/$/, "") : p));
}

/**
 * A validated body as static HTML. Text is escaped by the renderer (a `<script>` typed into a paragraph is text);
 * the document holds only the known nodes and marks, so no raw HTML reaches the page.
 */
export function renderBody(doc: ArticleNode): string {
  return renderToHTMLString({ content: doc, extensions: ARTICLE_EXTENSIONS });
}
