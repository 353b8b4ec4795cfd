import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTENT_NAMESPACES } from "@common/content-namespaces";
import { LANGUAGES } from "@common/locales";
import { isRichField } from "@common/rich-text";
import { RichMarkdown } from "./rich-markdown";
import { RichText, type RichTextProps } from "./rich-text";

/** The text drawn inside a router (internal links go through it) whose basename is the reader's language. */
const html = (props: RichTextProps, basename?: string, toString = renderToStaticMarkup) =>
  toString(
    <MemoryRouter basename={basename} initialEntries={[`${basename ?? ""}/x`]}>
      <RichMarkdown {...props} />
    </MemoryRouter>,
  );

const locales = import.meta.glob<Record<string, unknown>>("../i18n/locales/*/*.json", {
  eager: true,
  import: "default",
});

function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

describe("RichMarkdown", () => {
  it("draws paragraphs, line breaks, bold, italic and lists as elements", () => {
    const out = html({ text: "One **bold** and *it*.\nNext  \nline\n\n- a\n- b\n\n1. x\n2. y", className: "c" });
    expect(out).toBe(
      '<p class="c">One <strong>bold</strong> and <em>it</em>.\nNext<br/>line</p>' +
        '<ul class="c list-disc space-y-1 pl-6"><li>a</li><li>b</li></ul>' +
        '<ol class="c list-decimal space-y-1 pl-6"><li>x</li><li>y</li></ol>',
    );
  });

  it("links https addresses with rel=noopener noreferrer and this site's paths in the reader's language", () => {
    const out = html({ text: "See [terms](https://example.com/t?a=1) and [contact](/contact)." }, "/de");
    expect(out).toContain('<a href="https://example.com/t?a=1" rel="noopener noreferrer"');
    expect(out).toMatch(/<a class="[^"]*" href="\/de\/contact"[^>]*>contact<\/a>/);
    // A path naming a language is kept as written.
    expect(html({ text: "[en](/en/terms)" }, "/de")).toContain('href="/en/terms"');
  });

  it("draws every other link, images, raw HTML and other Markdown as text, never as an element", () => {
    const texts = [
      "[x](javascript:alert(1))",
      "[x](http://insecure.example)",
      "[x](//evil.example/a)",
      "[x](mailto:a@b.c)",
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "![logo](https://example.com/a.png)",
      "<mailto:a@b.c>",
      "<javascript:alert(1)>",
      "# Heading",
      "> quote",
      "`code`",
      "~~gone~~",
      "[^1] note\n\n[^1]: the note",
      "[ref][r]\n\n[r]: https://example.com",
      "a | b\n--|--\n1 | 2",
      "https://example.com bare",
    ];
    for (const text of texts) {
      const out = html({ text });
      const tags = [...out.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);
      expect(
        tags.every((t) => ["p", "br"].includes(t!)),
        `${text} → ${out}`,
      ).toBe(true);
      expect(out).not.toMatch(/<(script|img|a|iframe)\b/);
    }
    expect(html({ text: "[x](javascript:alert(1))" })).toBe("<p>[x](javascript:alert(1))</p>");
    expect(html({ text: "<script>alert(1)</script>" })).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html({ text: "![logo](https://example.com/a.png)" })).toBe("<p>![logo](https://example.com/a.png)</p>");
    expect(html({ text: "[^1]: the note" })).toBe("<p>[^1]: the note</p>");
  });

  it("draws a one-paragraph text as its bare content where asked, and several blocks as blocks", () => {
    expect(html({ text: "Plain **and** bold", single: "inline" })).toBe("Plain <strong>and</strong> bold");
    expect(html({ text: "One\n\nTwo", single: "inline", className: "c" })).toBe(
      '<p class="c">One</p><p class="c">Two</p>',
    );
  });

  it("draws every shipped rich text of the six languages exactly as the plain text was drawn, parsed or not", () => {
    let checked = 0;
    for (const lng of LANGUAGES)
      for (const ns of CONTENT_NAMESPACES) {
        const bundle = locales[`../i18n/locales/${lng}/${ns}.json`];
        for (const [key, text] of leaves(bundle, "")) {
          if (!isRichField(ns, key)) continue;
          checked++;
          expect(html({ text, className: "c" }, undefined, renderToString)).toBe(
            renderToString(<p className="c">{text}</p>),
          );
          expect(html({ text, single: "inline" }, undefined, renderToString)).toBe(renderToString(<>{text}</>));
          // And without loading the parser at all.
          expect(renderToString(<RichText text={text} className="c" />)).toBe(
            renderToString(<p className="c">{text}</p>),
          );
        }
      }
    expect(checked).toBeGreaterThan(600);
  });
});

describe("RichText", () => {
  it("loads the parser for a text with Markdown, and the prerender draws its elements", async () => {
    const { prerenderToNodeStream } = await import("react-dom/static");
    const { prelude } = await prerenderToNodeStream(
      <MemoryRouter>
        <RichText text={"**Bold** and a list:\n\n- one"} />
      </MemoryRouter>,
    );
    let out = "";
    for await (const chunk of prelude) out += String(chunk);
    expect(out).toContain("<p><strong>Bold</strong> and a list:</p>");
    expect(out).toContain("<li>one</li>");
  });
});
