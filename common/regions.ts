/**
 * Regions and currencies (issue 22): the contract shared by the server, the public site and the admin.
 * What the public site needs to price (no zod). The region ids and cookie are ./region-ids.ts (the first load);
 * currency codes ./currency.ts; the staff's inputs and their defaults ./regions-schema.ts.
 */
import { PRICING, SERVICE_IDS, type ServiceId, type TierId } from "./catalog";
import { formatted, numberFormatter } from "./formatted";

import type { RegionId } from "./region-ids";

export { REGION_COOKIE, REGION_COOKIE_MAX_AGE, REGION_IDS, isRegionId, type RegionId } from "./region-ids";

/** The spec's price list is in US dollars; a visitor without a region, and every region by default, sees USD. */
export const DEFAULT_CURRENCY = "USD";

/**
 * The minor-unit digits Intl gives the currencies an agency most often sells in, known without making a formatter
 * (a priced page on a phone would otherwise make one more while it hydrates). regions.test.ts checks each against
 * Intl, so a stored amount means the same either way.
 */
// prettier-ignore
const TWO_DIGIT_CURRENCIES = [
  "USD", "EUR", "GBP", "CNY", "AUD", "CAD", "CHF", "NZD", "SEK", "NOK", "DKK", "PLN", "BRL", "MXN", "INR", "SGD", "HKD", "ZAR",
];
export const KNOWN_MINOR_DIGITS: ReadonlyMap<string, number> = new Map([
  ...TWO_DIGIT_CURRENCIES.map((code) => [code, 2] as const),
  ["JPY", 0],
  ["KRW", 0],
]);

/** Digits of a currency's minor unit (USD 2, EUR 2, JPY 0): amounts are stored as integers of that unit. */
export function minorDigits(currency: string): number {
  return (
    KNOWN_MINOR_DIGITS.get(currency) ??
    currencyFormat("en", currency, false).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/** The currency's formatter: exact, or in whole units (`whole`). */
function currencyFormat(lng: string, currency: string, whole: boolean): Intl.NumberFormat {
  return numberFormatter(
    lng,
    whole
      ? { style: "currency", currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : { style: "currency", currency },
  );
}

/** Formats an integer amount of a currency's minor unit for a reader's language (Intl.NumberFormat). */
export function formatMinor(
  amountMinor: number,
  currency: string,
  lng: string,
  opts: { whole?: boolean } = {},
): string {
  const whole = opts.whole === true;
  return formatted(`m|${lng}|${currency}|${whole}|${amountMinor}`, () =>
    currencyFormat(lng, currency, whole).format(amountMinor / 10 ** minorDigits(currency)),
  );
}

/** One region as staff set it: its currency and the services it offers (defaults: USD and every service). */
export interface RegionSetting {
  id: RegionId;
  currency: string;
  services: ServiceId[];
}

/** Price of every tier in one currency, in minor units; null = "Custom Quote" (never a silent conversion). */
export type PriceList = Record<ServiceId, Record<TierId, number | null>>;

/** The spec's list (USD, whole dollars in common/catalog.ts) in minor units: a fresh install's USD list. */
export const USD_PRICE_LIST: PriceList = Object.fromEntries(
  SERVICE_IDS.map((s) => [
    s,
    Object.fromEntries(PRICING[s].map((t) => [t.id, t.price === null ? null : t.price * 100])),
  ]),
) as PriceList;

/**
 * `GET /api/catalog` (public, no auth): everything the site needs to price and list services in any region.
 * `prices` always holds "USD" (the list in force: the spec's with staff's changes) and one list per currency staff
 * have priced; a tier missing from a list is null there. `plus` names the tiers shown as "from" prices ("9,999+") in
 * every currency (set with the USD list); "popular" stays that of common/catalog.ts.
 */
export interface PublicCatalog {
  regions: RegionSetting[];
  prices: Record<string, PriceList>;
  /** Absent from a catalogue of before issue 39: the spec's marks then. */
  plus?: Partial<Record<ServiceId, TierId[]>>;
}
