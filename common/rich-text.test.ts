import { describe, expect, it } from "vitest";
import {
  isRichField,
  RICH_HTML_MESSAGE,
  RICH_IMAGE_MESSAGE,
  RICH_LINK_MESSAGE,
  richLinkKind,
  richTextProblem,
} from "./rich-text";

describe("rich fields", () => {
  it("are the long prose fields, new list entries included; titles and short texts stay plain", () => {
    expect(isRichField("legal", "terms.sections.2.items.0")).toBe(true);
    expect(isRichField("legal", "privacy.sections.3.paragraphs.0")).toBe(true);
    expect(isRichField("legal", "terms.sections.2.heading")).toBe(false);
    expect(isRichField("legal", "terms.intro")).toBe(false);
    expect(isRichField("faq", "items.speed.answer")).toBe(true);
    expect(isRichField("faq", "items.new1.answer")).toBe(true);
    expect(isRichField("faq", "items.speed.question")).toBe(false);
    expect(isRichField("about", "mission.paragraphs.new2")).toBe(true);
    expect(isRichField("about", "approach.steps.0.title")).toBe(false);
    expect(isRichField("catalog", "services.shilling.longDescription")).toBe(true);
    expect(isRichField("catalog", "services.shilling.description")).toBe(false);
    expect(isRichField("home", "hero.subtitle")).toBe(false);
  });
});

describe("richTextProblem", () => {
  it("accepts the subset: paragraphs, breaks, bold, italic, lists, https and site links", () => {
    for (const text of [
      "Plain text with 50% and a < b, 3 > 2.",
      "**Bold** and *italic*.\n\nSecond paragraph  \nwith a break.",
      "- one\n- two\n\n1. first\n2. second",
      "See [the terms](https://example.com/terms?x=1#a) or [contact us](/contact).",
      "Placeholders stay: {{accepted}}",
    ])
      expect(richTextProblem(text), text).toBeNull();
  });

  it("refuses raw HTML, images and links that are not https or a site path, with a message saying why", () => {
    expect(richTextProblem("<b>bold</b>")).toBe(RICH_HTML_MESSAGE);
    expect(richTextProblem('<img src="x" onerror="alert(1)">')).toBe(RICH_HTML_MESSAGE);
    expect(richTextProblem("<!-- hidden -->")).toBe(RICH_HTML_MESSAGE);
    expect(richTextProblem("<https://example.com>")).toBe(RICH_HTML_MESSAGE);
    expect(richTextProblem("![logo](https://example.com/a.png)")).toBe(RICH_IMAGE_MESSAGE);
    for (const target of [
      "javascript:alert(1)",
      "http://example.com",
      "//evil.example",
      "mailto:a@b.c",
      "#top",
      "data:text/html,x",
    ])
      expect(richTextProblem(`[x](${target})`), target).toBe(RICH_LINK_MESSAGE);
    expect(richTextProblem("[x]( javascript:alert(1))")).toBe(RICH_LINK_MESSAGE);
    expect(richTextProblem("[x][r]\n\n[r]: https://example.com")).toBe(RICH_LINK_MESSAGE);
  });

  it("names a link kind only for https addresses with a host and paths of this site", () => {
    expect(richLinkKind("https://example.com")).toBe("external");
    expect(richLinkKind("https://")).toBeNull();
    expect(richLinkKind("/services/shilling")).toBe("internal");
    expect(richLinkKind("/\\evil.example")).toBeNull();
    expect(richLinkKind("HTTPS://EXAMPLE.COM")).toBe("external");
  });
});
