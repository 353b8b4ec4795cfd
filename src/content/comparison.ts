import { SERVICE_IDS, type ServiceId } from "@common/catalog";

/** The comparison matrix's eight features (spec §3); titles in catalog:comparison.features.<id>. */
export const COMPARISON_FEATURE_IDS = [
  "trending",
  "shill",
  "reputation",
  "reviews",
  "engagement",
  "viral",
  "influencers",
  "analytics",
] as const;
export type ComparisonFeatureId = (typeof COMPARISON_FEATURE_IDS)[number];

export type FeatureStatus = "included" | "excluded" | "unknown";

/** Only these services generate reviews (spec §3). */
export const REVIEW_SERVICES: readonly ServiceId[] = ["business", "amazon", "reputation", "custom"];

/**
 * What each service offers beyond the spec's fixed rules. 'unknown' means it depends on the campaign
 * and is settled in the consultation.
 */
const OFFERS: Record<ServiceId, Partial<Record<ComparisonFeatureId, FeatureStatus>>> = {
  shilling: {
    trending: "included",
    shill: "included",
    engagement: "included",
    viral: "included",
    influencers: "unknown",
  },
  influencer: { trending: "unknown", engagement: "included", viral: "included", influencers: "included" },
  amazon: { trending: "included", reputation: "unknown", engagement: "included" },
  music: { trending: "included", shill: "unknown", engagement: "included", viral: "included", influencers: "included" },
  youtube: { trending: "included", engagement: "included", viral: "included", influencers: "unknown" },
  political: {
    trending: "included",
    shill: "included",
    reputation: "included",
    engagement: "included",
    viral: "included",
  },
  business: { reputation: "included", engagement: "included", influencers: "unknown" },
  reputation: { shill: "unknown", reputation: "included", engagement: "included" },
  press: { trending: "unknown", reputation: "included", viral: "included", influencers: "included" },
  custom: {},
};

export function featureStatus(serviceId: ServiceId, feature: ComparisonFeatureId): FeatureStatus {
  if (serviceId === "custom" || feature === "analytics") return "included";
  if (feature === "reviews") return REVIEW_SERVICES.includes(serviceId) ? "included" : "excluded";
  return OFFERS[serviceId][feature] ?? "excluded";
}

/** The whole matrix: service id → feature id → status. */
export const COMPARISON_MATRIX: Record<ServiceId, Record<ComparisonFeatureId, FeatureStatus>> = Object.fromEntries(
  SERVICE_IDS.map((id) => [id, Object.fromEntries(COMPARISON_FEATURE_IDS.map((f) => [f, featureStatus(id, f)]))]),
) as Record<ServiceId, Record<ComparisonFeatureId, FeatureStatus>>;
