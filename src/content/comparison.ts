/** The comparison matrix (spec §3): the rules and staff's changes to them live in common/ (the server checks cells). */
export {
  COMPARISON_FEATURE_IDS,
  COMPARISON_MATRIX,
  REVIEW_SERVICES,
  featureStatus,
  type ComparisonFeatureId,
  type ComparisonOverrides,
  type FeatureStatus,
} from "@common/comparison";
