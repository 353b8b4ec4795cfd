import { describe, expect, it } from "vitest";
import { SERVICE_IDS } from "@common/catalog";
import { createI18n } from "@/i18n/i18n";
import { COMPARISON_FEATURE_IDS, COMPARISON_MATRIX, featureStatus } from "./comparison";

describe("comparison matrix", () => {
  it("has the eight features of the spec with their titles", () => {
    expect(COMPARISON_FEATURE_IDS).toEqual([
      "trending",
      "shill",
      "reputation",
      "reviews",
      "engagement",
      "viral",
      "influencers",
      "analytics",
    ]);
    const t = createI18n().getFixedT("en", "catalog");
    expect(COMPARISON_FEATURE_IDS.map((f) => t(`comparison.features.${f}`))).toEqual([
      "Trending Algorithm Optimization",
      "Strategic Shilling Network",
      "Reputation Management",
      "Authentic Reviews Generation",
      "Engagement Metrics Boosting",
      "Viral Content Distribution",
      "Influencer Network Access",
      "Advanced Analytics Reporting",
    ]);
  });

  it("includes analytics in every service", () => {
    for (const id of SERVICE_IDS) expect(featureStatus(id, "analytics")).toBe("included");
  });

  it("generates reviews only for business, amazon, reputation and custom", () => {
    const withReviews = SERVICE_IDS.filter((id) => featureStatus(id, "reviews") === "included");
    expect(withReviews.sort()).toEqual(["amazon", "business", "custom", "reputation"]);
    for (const id of SERVICE_IDS.filter((x) => !withReviews.includes(x))) {
      expect(featureStatus(id, "reviews")).toBe("excluded");
    }
  });

  it("includes everything in custom", () => {
    for (const f of COMPARISON_FEATURE_IDS) expect(COMPARISON_MATRIX.custom[f]).toBe("included");
  });

  it("gives every service a status for every feature", () => {
    for (const id of SERVICE_IDS) {
      expect(Object.keys(COMPARISON_MATRIX[id]).sort()).toEqual([...COMPARISON_FEATURE_IDS].sort());
      for (const f of COMPARISON_FEATURE_IDS)
        expect(["included", "excluded", "unknown"]).toContain(COMPARISON_MATRIX[id][f]);
    }
  });
});
