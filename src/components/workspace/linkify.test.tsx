import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

const html = (text: string) => render(<p>{linkify(text)}</p>).container.innerHTML;

describe("linkify", () => {
  it("links http(s) addresses with safe rel, leaving trailing punctuation as text", () => {
    const { container } = render(<p>{linkify("See https://example.com/a?b=1. Or http://x.test")}</p>);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://example.com/a?b=1", "http://x.test/"]);
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(container.textContent).toBe("See https://example.com/a?b=1. Or http://x.test");
  });

  it("never makes markup or other schemes", () => {
    expect(html('<img src=x onerror="alert(1)"> javascript:alert(1) data:text/html,hi')).not.toContain("<img");
    expect(html("javascript:alert(1)")).not.toContain("<a");
    expect(html('https://x.test/"><script>alert(1)</script>')).not.toContain("<script");
  });
});
