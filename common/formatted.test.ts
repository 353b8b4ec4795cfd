import { describe, expect, it } from "vitest";
import { carryFormatted, formatNumber, formatted, recordFormatted } from "./formatted";
import { formatMinor } from "./regions";

describe("formatted texts carried with a page", () => {
  it("records what a prerender formats, and only while it records", () => {
    formatNumber("de", 1234.5, { maximumFractionDigits: 1 });
    const stop = recordFormatted();
    expect(formatNumber("de", 1847)).toBe("1.847");
    expect(formatMinor(99900, "USD", "fr", { whole: true })).toBe("999\u00a0$US");
    const texts = stop();
    expect(texts).toEqual({ "n|de|{}|1847": "1.847", "m|fr|USD|true|99900": "999\u00a0$US" });
    formatNumber("de", 5);
    expect(Object.keys(stop())).toHaveLength(2);
  });

  it("gives a carried text as it is, without making it", () => {
    carryFormatted({ "n|ja|{}|42": "carried 42" });
    expect(formatNumber("ja", 42)).toBe("carried 42");
    let made = 0;
    expect(formatted("n|ja|{}|42", () => String(++made))).toBe("carried 42");
    expect(made).toBe(0);
    // What the page did not carry is made.
    expect(formatNumber("ja", 43)).toBe("43");
  });
});
