import { describe, expect, it } from "vitest";
import { allowedFileType, sanitizeFileName } from "./order-files";

describe("sanitizeFileName", () => {
  it("keeps the base name only, without control or invisible characters and leading dots", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("C:\\Users\\x\\plan.pdf")).toBe("plan.pdf");
    expect(sanitizeFileName("a\u0000b\u0007c\u202e\u200bd.pdf")).toBe("abcd.pdf");
    expect(sanitizeFileName("  ..hidden.txt  ")).toBe("hidden.txt");
    expect(sanitizeFileName("line\nbreak\ttab.txt")).toBe("line break tab.txt");
    expect(sanitizeFileName("../")).toBe("file");
  });

  it("limits the length to 150 characters and keeps the extension", () => {
    const name = sanitizeFileName(`${"報".repeat(400)}.docx`);
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith("報.docx")).toBe(true);
  });
});

describe("allowedFileType", () => {
  it("needs the extension and the declared type to be allowed and to agree", () => {
    expect(allowedFileType("a.PDF", "application/pdf")).toBe("application/pdf");
    expect(allowedFileType("a.csv", "application/vnd.ms-excel")).toBe("text/csv");
    expect(allowedFileType("a.pdf", "text/html")).toBeNull();
    expect(allowedFileType("a.html", "text/html")).toBeNull();
    expect(allowedFileType("a.exe", "application/pdf")).toBeNull();
    expect(allowedFileType("pdf", "application/pdf")).toBeNull();
  });
});
