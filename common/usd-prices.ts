/**
 * The USD list as staff set it (issue 39): only the tiers they changed from the built-in list of common/catalog.ts.
 * Its own module, out of the first load's common/regions.ts: the server, the admin and the catalogue's lazy code read
 * it; a public page's first load reads SiteData.usdPrices through widgets/region-store.ts alone.
 */
import { PRICING, SERVICE_IDS, TIER_IDS, type ServiceId, type TierId } from "./catalog";
import { USD_PRICE_LIST, type PriceList, type PublicCatalog } from "./regions";

/** A tier's USD price as staff set it (issue 39): cents or null ("Custom Quote"), and whether it is a "from" price. */
export interface UsdTierPrice {
  amountMinor: number | null;
  /** Shown with a trailing plus ("$9,999+") in every currency. */
  plus: boolean;
}

/**
 * The tiers whose USD price staff changed from the built-in list, and only those (a tier never set, or set back to
 * the spec's price, follows common/catalog.ts). Empty on a fresh install; what a prerendered page embeds.
 */
export type UsdPriceChanges = Partial<Record<ServiceId, Partial<Record<TierId, UsdTierPrice>>>>;

/** Every tier's USD price and mark, as a page embeds them once staff changed any (SiteData.usdPrices). */
export type UsdTierPrices = Record<ServiceId, Record<TierId, UsdTierPrice>>;

/** The whole USD list in force with its marks (the built-in one with staff's changes over it). */
export function usdTierPrices(changes: UsdPriceChanges): UsdTierPrices {
  const list = usdPriceList(changes);
  return Object.fromEntries(
    SERVICE_IDS.map((s) => [
      s,
      Object.fromEntries(TIER_IDS.map((t) => [t, { amountMinor: list[s][t], plus: isPlusTier(changes, s, t) }])),
    ]),
  ) as UsdTierPrices;
}

/** The spec's price of a tier as a UsdTierPrice. */
export function builtInUsdPrice(serviceId: ServiceId, tierId: TierId): UsdTierPrice {
  return { amountMinor: USD_PRICE_LIST[serviceId][tierId], plus: builtInPlus(serviceId, tierId) };
}

function builtInPlus(serviceId: ServiceId, tierId: TierId): boolean {
  return PRICING[serviceId].find((t) => t.id === tierId)?.plus === true;
}

/** The USD list in force: the built-in one with staff's changes over it. */
export function usdPriceList(changes: UsdPriceChanges | undefined): PriceList {
  if (!changes) return USD_PRICE_LIST;
  return Object.fromEntries(
    SERVICE_IDS.map((s) => [
      s,
      Object.fromEntries(
        TIER_IDS.map((t) => {
          const changed = changes[s]?.[t];
          return [t, changed ? changed.amountMinor : USD_PRICE_LIST[s][t]];
        }),
      ),
    ]),
  ) as PriceList;
}

/** Whether a tier is a "from" price ("9,999+"): staff's USD setting, else the spec's. */
export function isPlusTier(changes: UsdPriceChanges | undefined, serviceId: ServiceId, tierId: TierId): boolean {
  return changes?.[serviceId]?.[tierId]?.plus ?? builtInPlus(serviceId, tierId);
}

/** The "from" tiers of every service, as the public catalogue lists them. */
export function plusTiers(changes: UsdPriceChanges | undefined): Record<ServiceId, TierId[]> {
  return Object.fromEntries(SERVICE_IDS.map((s) => [s, TIER_IDS.filter((t) => isPlusTier(changes, s, t))])) as Record<
    ServiceId,
    TierId[]
  >;
}

/** Whether a tier is shown as a "from" price in the catalogue ("9,999+"). */
export function tierPlus(catalog: PublicCatalog, serviceId: ServiceId, tierId: TierId): boolean {
  const marked = catalog.plus?.[serviceId];
  return marked ? marked.includes(tierId) : isPlusTier(undefined, serviceId, tierId);
}
