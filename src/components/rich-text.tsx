import { lazy, Suspense } from "react";
import type { RichTextProps } from "./rich-markdown";

export type { RichTextProps };

const RichMarkdown = lazy(() => import("./rich-markdown").then((m) => ({ default: m.RichMarkdown })));

/**
 * Characters with which Markdown could start anything (markup, an escape, an entity, a list, a block): a text
 * without them is drawn as it is, and the parser (./rich-markdown.tsx, markdown-to-jsx) is not loaded at all.
 */
const MAY_BE_MARKDOWN = /[*_[\]`#<>~|\\!=&\n]|^\s*(?:[-+]|\d+[.)])|^ {4}/;

/**
 * A rich text of the content store (common/rich-text.ts). The shipped texts hold no Markdown: they draw as the plain
 * `<p>` they were, with no parser on the page's load. A text with Markdown loads the parser beside the page: the
 * prerender waits for it, and a hydrating browser keeps the server's HTML until it is there (a visitor moving to
 * the page in the app reads the plain text for that moment).
 */
export function RichText(props: RichTextProps) {
  const { text, className, single = "p" } = props;
  const plain = single === "p" ? <p className={className}>{text}</p> : <>{text}</>;
  if (!MAY_BE_MARKDOWN.test(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <RichMarkdown {...props} />
    </Suspense>
  );
}
