import { describe, expect, it } from "vitest";
import { draftSubtotal, formFieldName, lineDraftSchema } from "./line-form";
import { centsToDollars, dollarsToCents, isoDay, majorToMinor, minorToMajor } from "./money";

describe("dollars typed by staff", () => {
  it("become integer cents", () => {
    expect(dollarsToCents("2499")).toBe(249_900);
    expect(dollarsToCents("2499.5")).toBe(249_950);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("19,99")).toBe(1999);
    expect(dollarsToCents(" $1,234.56 ")).toBe(123_456);
    expect(dollarsToCents("1.234,56")).toBe(123_456);
    expect(dollarsToCents("1 234,5")).toBe(123_450);
    // Floating point never leaks in: 0.1 + 0.2 dollars style inputs stay exact.
    expect(dollarsToCents("1.10")).toBe(110);
  });

  it("are refused when they are not an amount to the cent", () => {
    for (const bad of ["", "abc", "-5", "1.2.3", "12.3456", "1e3", "5.-"]) expect(dollarsToCents(bad), bad).toBeNaN();
    // A separator before exactly three digits groups thousands, as in German or English writing.
    expect(dollarsToCents("1.234")).toBe(123_400);
  });

  it("round-trip through the editor's starting text", () => {
    for (const c of [0, 1, 99, 100, 249_900, 100_000_000]) expect(dollarsToCents(centsToDollars(c))).toBe(c);
  });
});

describe("amounts typed in a currency's major unit", () => {
  it("keep the currency's digits: yen have none, euros two", () => {
    expect(majorToMinor("1500", "JPY")).toBe(1500);
    expect(majorToMinor("150,000", "JPY")).toBe(150_000);
    expect(majorToMinor("1.500", "JPY")).toBe(1500);
    expect(majorToMinor("1500.5", "JPY")).toBeNaN();
    expect(majorToMinor("15,5", "JPY")).toBeNaN();
    expect(majorToMinor("€19,99", "EUR")).toBe(1999);
    expect(minorToMajor(1500, "JPY")).toBe("1500");
    expect(minorToMajor(1500, "EUR")).toBe("15.00");
    for (const c of [0, 7, 1500, 249_900]) expect(majorToMinor(minorToMajor(c, "JPY"), "JPY")).toBe(c);
  });
});

describe("a line as typed", () => {
  it("parses to the shared schema's numbers", () => {
    expect(lineDraftSchema.parse({ description: " SEO ", quantity: "3", unitPrice: "10.5" })).toEqual({
      description: "SEO",
      quantity: 3,
      unitPriceCents: 1050,
    });
  });

  it("reports the shared schema's error keys on the form's fields", () => {
    const r = lineDraftSchema.safeParse({ description: "", quantity: "1.5", unitPrice: "ten" });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byPath).toMatchObject({ description: "errors.description", quantity: "errors.quantity" });
    const price = lineDraftSchema.safeParse({ description: "x", quantity: "1", unitPrice: "ten" });
    expect(price.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([["unitPrice", "errors.price"]]);
  });

  it("adds up live, skipping lines not yet readable", () => {
    expect(
      draftSubtotal([
        { description: "a", quantity: "2", unitPrice: "10.25" },
        { description: "b", quantity: "", unitPrice: "5" },
        { description: "c", quantity: "1", unitPrice: "" },
      ]),
    ).toBe(2050);
  });

  it("server field names map to the form's", () => {
    expect(formFieldName("lines.1.unitPriceCents")).toBe("lines.1.unitPrice");
    expect(formFieldName("amountCents")).toBe("amount");
    expect(formFieldName("validUntil")).toBe("validUntil");
  });

  it("days are local calendar days", () => {
    expect(isoDay(0, new Date(2026, 0, 31))).toBe("2026-01-31");
    expect(isoDay(30, new Date(2026, 0, 31))).toBe("2026-03-02");
  });
});
