import { SERVICE_IDS, type ServiceId } from "./catalog";

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

export const FEATURE_STATUSES = ["included", "excluded", "unknown"] as const;
/** 'unknown': it depends on the campaign and is settled in the consultation ("Ask us"). */
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

/** Staff's cells of the matrix where they differ from the built-in rules (issue 39); absent: the rules' value. */
export type ComparisonCells = Partial<Record<ComparisonFeatureId, FeatureStatus>>;
export type ComparisonOverrides = Partial<Record<ServiceId, ComparisonCells>>;

export const isComparisonFeature = (v: unknown): v is ComparisonFeatureId =>
  (COMPARISON_FEATURE_IDS as readonly unknown[]).includes(v);
export const isFeatureStatus = (v: unknown): v is FeatureStatus => (FEATURE_STATUSES as readonly unknown[]).includes(v);

/** Only these services generate reviews (spec §3). */
export const REVIEW_SERVICES: readonly ServiceId[] = ["business", "amazon", "reputation", "custom"];

/** What each service offers beyond the spec's fixed rules (the shipped matrix). */
const OFFERS: Record<ServiceId, ComparisonCells> = {
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

/** The shipped value of a cell: the spec's rules, then what each service offers. */
export function defaultFeatureStatus(serviceId: ServiceId, feature: ComparisonFeatureId): FeatureStatus {
  if (serviceId === "custom" || feature === "analytics") return "included";
  if (feature === "reviews") return REVIEW_SERVICES.includes(serviceId) ? "included" : "excluded";
  return OFFERS[serviceId][feature] ?? "excluded";
}

/** A cell as the site shows it: staff's value where they set one, else the shipped one. */
export function featureStatus(
  serviceId: ServiceId,
  feature: ComparisonFeatureId,
  overrides?: ComparisonOverrides,
): FeatureStatus {
  return overrides?.[serviceId]?.[feature] ?? defaultFeatureStatus(serviceId, feature);
}

/** One service's whole row (every feature), staff's values over the shipped ones. */
export function comparisonRow(serviceId: ServiceId, overrides?: ComparisonOverrides) {
  return Object.fromEntries(COMPARISON_FEATURE_IDS.map((f) => [f, featureStatus(serviceId, f, overrides)])) as Record<
    ComparisonFeatureId,
    FeatureStatus
  >;
}

/** The shipped matrix: service id → feature id → status. */
export const COMPARISON_MATRIX: Record<ServiceId, Record<ComparisonFeatureId, FeatureStatus>> = Object.fromEntries(
  SERVICE_IDS.map((id) => [id, comparisonRow(id)]),
) as Record<ServiceId, Record<ComparisonFeatureId, FeatureStatus>>;
