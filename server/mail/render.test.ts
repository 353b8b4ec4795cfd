import { describe, expect, it } from "vitest";
import { renderEmail } from "./render";

describe("renderEmail", () => {
  it("writes the same message as HTML and text, escaping the HTML", () => {
    const m = renderEmail({
      lang: "de",
      subject: "Hallo",
      heading: "Willkommen <Ada>",
      paragraphs: ["Erste Zeile", "Zweite & letzte"],
      action: { label: "Bestätigen", url: "https://x.test/v?token=a&b=1" },
      footer: "Kleingedrucktes",
    });
    expect(m.html).toContain('<html lang="de">');
    expect(m.html).toContain("Willkommen &lt;Ada&gt;");
    expect(m.html).toContain('href="https://x.test/v?token=a&amp;b=1"');
    expect(m.text).toContain("Bestätigen: https://x.test/v?token=a&b=1");
    expect(m.text).toContain("Zweite & letzte");
    expect(m.text).toContain("Kleingedrucktes");
  });
});
