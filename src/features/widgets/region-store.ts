import { useEffect, useMemo, useSyncExternalStore } from "react";
import { SERVICE_IDS, type ServiceId, type TierId } from "@common/catalog";
import {
  DEFAULT_CURRENCY,
  REGION_COOKIE,
  REGION_COOKIE_MAX_AGE,
  USD_PRICE_LIST,
  formatMinor,
  isRegionId,
  minorDigits,
  type PublicCatalog,
  type RegionId,
} from "@common/regions";
import type { UsdTierPrices } from "@common/usd-prices";
import { useSiteDataPart } from "@/app/site-data";

/*
 * The visitor's region and what it sells at (issue 22). One module, on every page's first load with the header's
 * region button: the cookie read, and the USD prices (the spec's, or staff's from the page's SiteData). The catalogue's code (./region-catalog.ts) loads only
 * once a region is chosen.
 */

/** The region a `Cookie` header or `document.cookie` holds, or null (none chosen, or a value we do not know). */
export function readRegionCookie(cookies: string): RegionId | null {
  const id = new RegExp(`(?:^|;)\\s*${REGION_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  return isRegionId(id) ? id : null;
}

/** The cookie that remembers a choice for a year (common/regions.ts), readable by the server when an order is placed. */
export function regionCookie(region: RegionId): string {
  return `${REGION_COOKIE}=${region}; Path=/; Max-Age=${REGION_COOKIE_MAX_AGE}; SameSite=Lax`;
}

// Spec §4: none at first. Read from the cookie on the first client read; shared by the header's and the drawer's
// selectors and by every price on the page. One set of listeners for the region and the catalogue.
let current: RegionId | null | undefined;
const listeners = new Set<() => void>();

// Only ever called in the browser: on the server (prerendering) React reads the server snapshot.
function snapshot(): RegionId | null {
  if (current === undefined) current = readRegionCookie(document.cookie);
  return current;
}

export function getRegion(): RegionId | null {
  return snapshot();
}

export function setRegion(region: RegionId) {
  document.cookie = regionCookie(region);
  current = region;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor's region. Prerendered HTML is built with none: the server snapshot is null, so hydration draws what
 * the HTML holds and React switches to the cookie's region right after.
 */
export function useRegion(): RegionId | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** For tests: forget what was read, so the next read takes the cookie again. */
export function forgetRegion() {
  current = undefined;
}

/** What the visitor's region sells at: its currency, the services it offers, and a tier's price there. */
export interface Pricing {
  currency: string;
  /** Offered services, in the site's order. */
  services: readonly ServiceId[];
  /** Minor units of `currency`, or null for "Custom Quote" (no price in that currency: never a conversion). */
  price(serviceId: ServiceId, tierId: TierId): number | null;
  /** A "from" price, shown with a trailing plus ("9,999+"); without it, the tier's mark in common/catalog.ts. */
  plus?(serviceId: ServiceId, tierId: TierId): boolean;
}

/** A fresh install with no region, or its catalogue not in yet: the spec's list in US dollars, every service. */
export const USD_PRICING: Pricing = {
  currency: DEFAULT_CURRENCY,
  services: SERVICE_IDS,
  price: (s, t) => USD_PRICE_LIST[s][t],
};

/** The USD pricing as the page was rendered with: staff's list (SiteData.usdPrices) when they changed any tier. */
export function usdPricing(list: UsdTierPrices | undefined): Pricing {
  return list
    ? { ...USD_PRICING, price: (s, t) => list[s][t].amountMinor, plus: (s, t) => list[s][t].plus }
    : USD_PRICING;
}

/** An amount for the reader: whole units when it has no fraction ("€2,499", "¥150,000", "$19.50"). */
export function formatPrice(amountMinor: number, currency: string, lng: string): string {
  return formatMinor(amountMinor, currency, lng, { whole: amountMinor % 10 ** minorDigits(currency) === 0 });
}

// The public catalogue, asked for once and only once a region is chosen; its code loads on demand (./region-catalog.ts),
// so a visitor without a region downloads nothing of it.
let pricingOf: ((region: RegionId) => Pricing) | null = null;
let pending: Promise<PublicCatalog | null> | null = null;

/** The catalogue (GET /api/catalog), fetched at most once per page; null when it could not be read (asked again next time). */
export function loadCatalog(): Promise<PublicCatalog | null> {
  pending ??= import("./region-catalog")
    .then(async (m) => {
      const catalog = await m.fetchCatalog();
      pricingOf = (region) => m.pricingFor(catalog, region);
      listeners.forEach((l) => l());
      return catalog;
    })
    .catch(() => {
      pending = null;
      return null;
    });
  return pending;
}

/** For tests: forget the catalogue. */
export function forgetCatalog() {
  pricingOf = null;
  pending = null;
}

/**
 * The pricing every price on the site is shown with: USD until a region is chosen and its catalogue is in, at the
 * prices the page was rendered with (the server's render and hydration read the same SiteData).
 */
export function usePricing(): Pricing {
  const usdPrices = useSiteDataPart("usdPrices");
  const region = useRegion();
  const of = useSyncExternalStore(
    subscribe,
    () => pricingOf,
    () => null,
  );
  useEffect(() => {
    if (region) void loadCatalog();
  }, [region]);
  return useMemo(() => (of && region ? of(region) : usdPricing(usdPrices)), [of, region, usdPrices]);
}
