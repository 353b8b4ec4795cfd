import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { USD_PRICE_LIST, type PublicCatalog } from "@common/regions";
import { DEFAULT_REGIONS } from "@common/regions-schema";
import { offerChanged } from "./region-toast";

const catalog: PublicCatalog = {
  regions: DEFAULT_REGIONS.map((r) =>
    r.id === "eu"
      ? { ...r, currency: "EUR" }
      : r.id === "as"
        ? { ...r, services: SERVICE_IDS.filter((s) => s !== "political") }
        : r.id === "af"
          ? { ...r, services: [...SERVICE_IDS].reverse() }
          : r,
  ),
  prices: { USD: USD_PRICE_LIST },
};

describe("whether the region toast says that content and pricing are now tailored", () => {
  it("says so when the currency changes (from none, or from another region)", () => {
    expect(offerChanged(catalog, null, "eu")).toBe(true);
    expect(offerChanged(catalog, "na", "eu")).toBe(true);
    expect(offerChanged(catalog, "eu", "na")).toBe(true);
  });

  it("says so when the offered services change, even in the same currency", () => {
    expect(offerChanged(catalog, null, "as")).toBe(true);
    expect(offerChanged(catalog, "na", "as")).toBe(true);
  });

  it("says only the title when nothing the visitor sees changes", () => {
    expect(offerChanged(catalog, null, "na")).toBe(false); // no region = USD and every service: the defaults
    expect(offerChanged(catalog, "na", "sa")).toBe(false);
    expect(offerChanged(catalog, "na", "af")).toBe(false); // the same services in another order
  });

  it("claims nothing when the catalogue could not be read (prices stayed in USD)", () => {
    expect(offerChanged(null, null, "eu")).toBe(false);
  });
});
