import { SERVICE_IDS } from "@common/catalog";
import { regionOffer, tierPrice, type PublicCatalog, type RegionId } from "@common/regions";
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

/** What a region sells at, from the catalogue: its currency, its offered services in catalogue order, its prices. */
export function pricingFor(catalog: PublicCatalog, region: RegionId): Pricing {
  const { currency, services } = regionOffer(catalog, region);
  return {
    currency,
    services: SERVICE_IDS.filter((s) => services.includes(s)),
    price: (s, t) => tierPrice(catalog, currency, s, t),
    plus: (s, t) => tierPlus(catalog, s, t),
  };
}
