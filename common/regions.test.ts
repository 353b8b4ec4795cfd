import { describe, expect, it } from "vitest";
import { KNOWN_MINOR_DIGITS, formatMinor, minorDigits } from "./regions";

describe("minor units", () => {
  it("knows, for each currency it lists without Intl, the digits Intl gives", () => {
    expect(KNOWN_MINOR_DIGITS.size).toBeGreaterThan(10);
    for (const [code, digits] of KNOWN_MINOR_DIGITS) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions();
      expect([code, digits]).toEqual([code, intl.maximumFractionDigits]);
    }
  });

  it("asks Intl for the others", () => {
    expect(KNOWN_MINOR_DIGITS.has("CLP")).toBe(false);
    expect(minorDigits("CLP")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(formatMinor(12345, "KWD", "en")).toBe("KWD\u00a012.345");
  });
});
