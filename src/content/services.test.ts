import { describe, expect, it } from "vitest";
import { PRICING, SERVICE_IDS } from "@common/catalog";
import { createI18n, loadLanguage } from "@/i18n/i18n";
import { localizeService, relatedServices } from "./services";

const i18n = createI18n();
const t = i18n.getFixedT("en");
const services = SERVICE_IDS.map((id) => localizeService(id, t, "en"));

describe("service catalogue", () => {
  it("has the ten services of the spec in order", () => {
    expect(services.map((s) => s.id)).toEqual([
      "shilling",
      "influencer",
      "amazon",
      "music",
      "youtube",
      "political",
      "business",
      "reputation",
      "press",
      "custom",
    ]);
  });

  it.each(SERVICE_IDS)("%s has every text, an icon, a gradient, benefits and features", (id) => {
    const s = services.find((x) => x.id === id)!;
    for (const text of [s.title, s.description, s.longDescription]) {
      expect(text).toBeTruthy();
      expect(text).not.toContain("catalog:");
      expect(text).not.toContain("services.");
    }
    expect(s.icon).toBeTruthy();
    expect(s.gradient).toMatch(/^from-/);
    expect(s.benefits.length).toBeGreaterThanOrEqual(3);
    expect(s.features.length).toBeGreaterThanOrEqual(3);
    for (const f of s.features) expect(f.title && f.description).toBeTruthy();
    expect(s.faqs.length).toBeGreaterThanOrEqual(3);
    expect(s.faqs.length).toBeLessThanOrEqual(5);
  });

  it.each(SERVICE_IDS)("%s has three tiers with the catalogue's prices, middle one popular", (id) => {
    const s = services.find((x) => x.id === id)!;
    expect(s.pricing).toHaveLength(3);
    // Without a region: the spec's list, in cents.
    expect(s.pricing.map((tier) => tier.price)).toEqual(
      PRICING[id].map((tier) => (tier.price === null ? null : tier.price * 100)),
    );
    expect(s.pricing.map((tier) => tier.popular)).toEqual([false, true, false]);
    for (const tier of s.pricing) {
      expect(tier.title).toBeTruthy();
      expect(tier.features.length).toBeGreaterThan(0);
    }
  });

  it("shows prices as the spec writes them", () => {
    const labels = (id: string) => services.find((s) => s.id === id)!.pricing.map((tier) => tier.priceLabel);
    expect(labels("shilling")).toEqual(["$999", "$2,499", "$4,999"]);
    expect(labels("political")).toEqual(["$4,999", "$12,999", "$29,999"]);
    expect(labels("custom")).toEqual(["$1,999", "$9,999+", "Custom Quote"]);
  });

  it("formats prices with the language's number format", async () => {
    await loadLanguage(i18n, "de");
    const de = localizeService("political", i18n.getFixedT("de"), "de");
    expect(de.pricing[1]!.priceLabel.replace(/\s/g, " ")).toBe("12.999 $");
  });

  it("relates the first three other services", () => {
    expect(relatedServices(services, "shilling").map((s) => s.id)).toEqual(["influencer", "amazon", "music"]);
    expect(relatedServices(services, "amazon").map((s) => s.id)).toEqual(["shilling", "influencer", "music"]);
  });
});
