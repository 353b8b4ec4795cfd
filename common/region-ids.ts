/**
 * The region ids and the cookie that remembers one: all the site's first load needs of common/regions.ts (the header's
 * region button reads the cookie). Kept apart so the catalogue's prices and currency helpers stay out of the entry.
 */

/** The spec's six regions (§3), in the selector's order. Names live in the "widgets" namespace. */
export const REGION_IDS = ["na", "eu", "as", "af", "oc", "sa"] as const;
export type RegionId = (typeof REGION_IDS)[number];

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === "string" && (REGION_IDS as readonly string[]).includes(value);
}

/**
 * The visitor's region, remembered for a year: `umbra_region=eu; Path=/; Max-Age=31536000; SameSite=Lax`.
 * Set by the browser when the visitor chooses; read by the server when an order is placed. No cookie: no region
 * (the spec's "none at first"), prices in USD, every service offered.
 */
export const REGION_COOKIE = "umbra_region";
export const REGION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
