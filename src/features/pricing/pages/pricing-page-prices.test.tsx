// @vitest-environment node
import { describe, expect, it } from "vitest";
import { usdTierPrices, type UsdPriceChanges } from "@common/usd-prices";
import { render } from "@/entry-server";

/**
 * Issue 39: the public pages are rendered on the server with the USD prices staff set (SiteData.usdPrices), through
 * the same render() as the build's prerender; a fresh install renders the built-in list.
 */
const CHANGES: UsdPriceChanges = {
  youtube: { professional: { amountMinor: 425_050, plus: false } },
  political: { enterprise: { amountMinor: null, plus: false } },
  custom: { professional: { amountMinor: 999_900, plus: false } },
  music: { starter: { amountMinor: 129_900, plus: true } },
};

/** What the server's loadUsdPrices(db) gives once these changes are stored. */
const CHANGED = usdTierPrices(CHANGES);

/** The visible text of a rendered page, with every kind of space as one. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|[\s\u00a0\u202f]+/g, " ");

describe("the pricing page's USD prices", () => {
  it("a fresh install shows the built-in list", async () => {
    const page = text((await render("/pricing", "en")).html);
    expect(page).toContain("$3,999");
    expect(page).toContain("$29,999");
    expect(page).toContain("$9,999+");
    expect(page).not.toContain("$4,250.50");
  });

  it("draws the prices staff set: an amount in cents, a custom quote, a 'from' mark added and one removed", async () => {
    const page = text((await render("/pricing", "en", { data: { usdPrices: CHANGED } })).html);
    expect(page).toContain("$4,250.50");
    expect(page).not.toContain("$29,999");
    expect(page).toContain("$1,299+");
    expect(page).not.toContain("$9,999+");
    // Tiers staff never set keep the built-in price.
    expect(page).toContain("$12,999");
  });

  it("in German too, from the same data", async () => {
    const page = text((await render("/pricing", "de", { data: { usdPrices: CHANGED } })).html);
    expect(page).toContain("4.250,50");
    expect(page).not.toContain("29.999");
  });
});
