import { compiler, RuleType, type MarkdownToJSX } from "markdown-to-jsx";
import { createElement, Fragment, isValidElement, type ReactNode } from "react";
import { Link } from "react-router";
import { richLinkKind } from "@common/rich-text";
import { isLanguage } from "@common/locales";

/**
 * A rich text of the content store (common/rich-text.ts) as React elements: paragraphs, line breaks, bold, italic,
 * lists, and links to https addresses (rel="noopener noreferrer") or to this site's paths (through the router, so in
 * the reader's language). Everything else Markdown knows (raw HTML, images, headings, code, quotes, tables, other
 * links) is drawn as its text. A text with no Markdown in it draws exactly as the plain text did.
 *
 * Loaded by <RichText> (./rich-text.tsx) only for a text that holds Markdown's characters.
 */

/** Footnotes and reference definitions would be taken out of the text: they stay text. */
const escapeRemovedSyntax = (text: string) =>
  text.replace(/\[(?=\^)/g, "\\[").replace(/^(\s{0,3})\[(?=[^\]\n]*\]:)/gm, "$1\\[");

const LIST_CLASS = { ul: "list-disc space-y-1 pl-6", ol: "list-decimal space-y-1 pl-6" };

type Render = MarkdownToJSX.RuleOutput;
type State = MarkdownToJSX.State;

function renderLink(target: string, children: ReactNode, key: State["key"]): ReactNode {
  const kind = richLinkKind(target);
  if (kind === "external")
    return (
      <a key={key} href={target} rel="noopener noreferrer" className="text-primary underline underline-offset-2">
        {children}
      </a>
    );
  if (kind === "internal") {
    const prefix = target.split("/")[1];
    // A path that already names a language is kept as written; any other is the reader's language.
    if (isLanguage(prefix))
      return (
        <a key={key} href={target} className="text-primary underline underline-offset-2">
          {children}
        </a>
      );
    return (
      <Link key={key} to={target} className="text-primary underline underline-offset-2">
        {children}
      </Link>
    );
  }
  return (
    <Fragment key={key}>
      [{children}]({target})
    </Fragment>
  );
}

function options(blockClass: string | undefined): MarkdownToJSX.Options & { wrapper: null } {
  // A top-level block (not one inside a list item) carries the caller's class.
  const block = (state: State) => (state.list ? undefined : blockClass);
  const paragraph = (state: State, children: ReactNode) => (
    <p key={state.key} className={block(state)}>
      {children}
    </p>
  );
  return {
    disableParsingRawHTML: true,
    disableAutoLink: true,
    enforceAtxHeadings: true,
    wrapper: null,
    // Every text is blocks: one paragraph at least, so that a plain text is the `<p>` it was.
    forceBlock: true,
    renderRule(next: () => ReactNode, node: MarkdownToJSX.ParserResult, render: Render, state: State): ReactNode {
      switch (node.type) {
        case RuleType.text:
        case RuleType.breakLine:
        case RuleType.newlineCoalescer:
        case RuleType.textBolded:
        case RuleType.textEmphasized:
          return next();
        case RuleType.paragraph:
          return paragraph(state, render(node.children, state));
        case RuleType.unorderedList:
        case RuleType.orderedList: {
          const tag = node.ordered ? "ol" : "ul";
          const start = node.type === RuleType.orderedList && node.start !== 1 ? node.start : undefined;
          const className = [block(state), LIST_CLASS[tag]].filter(Boolean).join(" ");
          const items = node.items.map((item, i) => <li key={i}>{render(item, { ...state, list: true })}</li>);
          return createElement(tag, { key: state.key, className, start }, items);
        }
        case RuleType.link:
          return renderLink(node.target, render(node.children, state), state.key);
        // Outside the subset: the text as written (as near as the parser keeps it).
        case RuleType.gfmTask:
          return node.completed ? "[x]" : "[ ]";
        case RuleType.codeInline:
          return `\`${node.text}\``;
        case RuleType.codeBlock:
          return paragraph(state, node.text);
        case RuleType.heading:
          return paragraph(state, ["#".repeat(node.level), " ", render(node.children, state)]);
        case RuleType.blockQuote:
          return <Fragment key={state.key}>{render(node.children, state)}</Fragment>;
        case RuleType.breakThematic:
          return paragraph(state, "---");
        case RuleType.image:
          return `![${node.alt ?? ""}](${node.target})`;
        case RuleType.refImage:
          return `![${node.alt ?? ""}][${node.ref}]`;
        case RuleType.refLink:
          return node.fallbackChildren;
        case RuleType.textMarked:
          return <Fragment key={state.key}>=={render(node.children, state)}==</Fragment>;
        case RuleType.textStrikethroughed:
          return <Fragment key={state.key}>~~{render(node.children, state)}~~</Fragment>;
        case RuleType.table:
          return paragraph(
            state,
            [node.header, ...node.cells].map((row, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {row.map((cell, c) => (
                  <Fragment key={c}>
                    {c > 0 && " | "}
                    {render(cell, state)}
                  </Fragment>
                ))}
              </Fragment>
            )),
          );
        default:
          return null;
      }
    },
  };
}

export interface RichTextProps {
  text: string;
  /** The class of each top-level block (paragraph or list). */
  className?: string;
  /**
   * How a text of one paragraph is drawn: in a `<p>` (the default), or as its bare content, for a place that holds
   * text directly (a list item, an accordion's panel). Texts of several blocks are always blocks.
   */
  single?: "p" | "inline";
}

export function RichMarkdown({ text, className, single = "p" }: RichTextProps) {
  const nodes = compiler(escapeRemovedSyntax(text), options(className)).filter(
    (n) => !(typeof n === "string" && !n.trim()),
  );
  const only = nodes.length === 1 ? nodes[0] : undefined;
  if (single === "inline" && isValidElement<{ children?: ReactNode }>(only) && only.type === "p")
    return <>{only.props.children}</>;
  return <>{nodes}</>;
}
