/** The marketing claims of spec §1, as numbers so each language formats them its own way. */
export const CLAIMS = {
  campaigns: 1847,
  successRate: 99.7,
  targets: 127_000_000,
  responseHours: 12,
} as const;

/** How many teasers the home page shows (spec §9). */
export const HOME_CASE_STUDIES = 4;
export const HOME_ARTICLES = 3;
