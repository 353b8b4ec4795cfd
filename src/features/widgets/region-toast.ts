import type { PublicCatalog, RegionId } from "@common/regions";
import { regionOffer } from "./region-catalog";

/**
 * Whether choosing `next` after `previous` changes what the visitor sees (issue 22): its currency or the services
 * it offers differ (no region = USD and every service). Only then does the toast say that content and pricing are
 * now tailored; without the catalogue nothing changed on the page, so nothing is claimed.
 */
export function offerChanged(catalog: PublicCatalog | null, previous: RegionId | null, next: RegionId): boolean {
  if (!catalog) return false;
  const a = regionOffer(catalog, previous);
  const b = regionOffer(catalog, next);
  if (a.currency !== b.currency) return true;
  const before = new Set(a.services);
  return b.services.length !== before.size || b.services.some((s) => !before.has(s));
}
