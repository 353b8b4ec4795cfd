import { SERVICE_IDS, isServiceId, type ServiceId, type TierId } from "@common/catalog";
import { DEFAULT_CURRENCY, type PublicCatalog, type RegionId } from "@common/regions";
import { tierPlus } from "@common/usd-prices";
import type { Pricing } from "./region-store";

/** GET /api/catalog with a plain fetch (no TanStack Query, no zod: this may run on a content page's first visit). */
export async function fetchCatalog(): Promise<PublicCatalog> {
  const res = await fetch("/api/catalog", { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/catalog: ${res.status}`);
  const body = (await res.json()) as Partial<PublicCatalog> | null;
  if (!body || !Array.isArray(body.regions) || typeof body.prices !== "object" || body.prices === null) {
    throw new Error("GET /api/catalog: not a catalogue");
  }
  return { regions: body.regions, prices: body.prices, ...(body.plus ? { plus: body.plus } : {}) };
}

/** What a region sells at: its currency and offer; no region = USD and every service. */
export function regionOffer(
  catalog: PublicCatalog,
  region: RegionId | null,
): { currency: string; services: ServiceId[] } {
  const r = region ? catalog.regions.find((x) => x.id === region) : undefined;
  return r
    ? { currency: r.currency, services: r.services }
    : { currency: DEFAULT_CURRENCY, services: [...SERVICE_IDS] };
}

/**
 * A tier's price in a currency (minor units), or null for "Custom Quote" (no price in that currency). Here, with the
 * catalogue's lazy code (as regionOffer), not in common/regions.ts, which every page's first load holds.
 */
export function tierPrice(
  catalog: PublicCatalog,
  currency: string,
  serviceId: ServiceId,
  tierId: TierId,
): number | null {
  return catalog.prices[currency]?.[serviceId]?.[tierId] ?? null;
}

/**
 * What a region sells at, from the catalogue: its currency, its offered services in the site's order (the server
 * leaves out those staff hid), its prices.
 */
export function pricingFor(catalog: PublicCatalog, region: RegionId): Pricing {
  const { currency, services } = regionOffer(catalog, region);
  return {
    currency,
    services: [...new Set(services.filter(isServiceId))],
    price: (s, t) => tierPrice(catalog, currency, s, t),
    plus: (s, t) => tierPlus(catalog, s, t),
  };
}
