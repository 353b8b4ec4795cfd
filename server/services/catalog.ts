import { and, asc, eq } from "drizzle-orm";
import { SERVICE_IDS, TIER_IDS, isServiceId, type ServiceId, type TierId } from "@common/catalog";
import {
  DEFAULT_CURRENCY,
  isRegionId,
  type PriceList,
  type PublicCatalog,
  type RegionId,
  type RegionSetting,
} from "@common/regions";
import { DEFAULT_REGIONS, type PriceListInput, type RegionInput, type UsdPriceListInput } from "@common/regions-schema";
import {
  builtInUsdPrice,
  plusTiers,
  usdPriceList,
  usdTierPrices,
  type UsdPriceChanges,
  type UsdTierPrices,
} from "@common/usd-prices";
import type { Db } from "../db/client";
import { bodyEtag } from "../lib/etag";
import { priceLists, regionSettings, usdPrices } from "../db/schema";
import { getServiceLayout } from "./service-layout";

/**
 * Regions and price lists (issue 22). Read on every order and every page that prices, so each read is one or two
 * small queries: the region table has at most six rows, a price list at most 30 per currency, and an order reads
 * one row of each by primary key.
 */

export interface StoredPrice {
  currency: string;
  serviceId: ServiceId;
  tierId: TierId;
  amountMinor: number;
}

function toRegion(row: typeof regionSettings.$inferSelect): RegionSetting {
  return {
    id: row.id as RegionId,
    currency: row.currency,
    // A service id dropped from the catalogue since the row was written is no longer offered.
    services: SERVICE_IDS.filter((s) => row.services.includes(s)),
  };
}

/** The six regions in the selector's order; a region staff never set is the default (USD, every service). */
export async function listRegions(db: Db): Promise<RegionSetting[]> {
  const rows = await db.select().from(regionSettings);
  const byId = new Map(rows.filter((r) => isRegionId(r.id)).map((r) => [r.id, toRegion(r)]));
  return DEFAULT_REGIONS.map((d) => byId.get(d.id) ?? { ...d, services: [...d.services] });
}

/** Every stored price of the currencies other than USD (USD: listUsdChanges), ordered for a stable answer. */
export async function listStoredPrices(db: Db): Promise<StoredPrice[]> {
  const rows = await db
    .select({
      currency: priceLists.currency,
      serviceId: priceLists.serviceId,
      tierId: priceLists.tierId,
      amountMinor: priceLists.amountMinor,
    })
    .from(priceLists)
    .orderBy(asc(priceLists.currency), asc(priceLists.serviceId), asc(priceLists.tierId));
  return rows.filter(
    (r): r is StoredPrice => isServiceId(r.serviceId) && (TIER_IDS as readonly string[]).includes(r.tierId),
  );
}

function emptyList(): PriceList {
  return Object.fromEntries(
    SERVICE_IDS.map((s) => [s, Object.fromEntries(TIER_IDS.map((t) => [t, null]))]),
  ) as PriceList;
}

/** The USD tiers staff changed from the built-in list (issue 39); {} on a fresh install. */
export async function listUsdChanges(db: Db): Promise<UsdPriceChanges> {
  const rows = await db.select().from(usdPrices);
  const changes: UsdPriceChanges = {};
  for (const r of rows) {
    // A service or tier dropped from the catalogue since the row was written prices nothing.
    if (!isServiceId(r.serviceId) || !(TIER_IDS as readonly string[]).includes(r.tierId)) continue;
    (changes[r.serviceId] ??= {})[r.tierId as TierId] = { amountMinor: r.amountMinor, plus: r.plus };
  }
  return changes;
}

/**
 * What a server-rendered page embeds as `SiteData.usdPrices` once staff changed any USD tier: every tier's price
 * (cents, null = Custom Quote) and "from" mark; undefined while the built-in list is in force (a fresh install's
 * pages, as the build prerenders them).
 */
export async function loadUsdPrices(db: Db): Promise<UsdTierPrices | undefined> {
  const changes = await listUsdChanges(db);
  return Object.keys(changes).length ? usdTierPrices(changes) : undefined;
}

/**
 * Replaces staff's USD list: a tier left out, or given at the built-in price and mark, follows the built-in list;
 * every other tier is stored. Returns the changes now in force.
 */
export async function replaceUsdPriceList(db: Db, input: UsdPriceListInput): Promise<UsdPriceChanges> {
  const rows = input.prices
    .map((p) => ({
      serviceId: p.serviceId,
      tierId: p.tierId,
      amountMinor: p.amountMinor ?? null,
      plus: p.plus ?? builtInUsdPrice(p.serviceId, p.tierId).plus,
    }))
    .filter((p) => {
      const builtIn = builtInUsdPrice(p.serviceId, p.tierId);
      return p.amountMinor !== builtIn.amountMinor || p.plus !== builtIn.plus;
    });
  await db.transaction(async (tx) => {
    await tx.delete(usdPrices);
    if (rows.length) await tx.insert(usdPrices).values(rows);
  });
  return listUsdChanges(db);
}

/**
 * `GET /api/catalog`: the six regions, the USD list and every stored currency's list (a missing tier is null). A
 * region's services are those it offers that the site lists, in the site's order (hidden services are in none).
 */
export async function getPublicCatalog(db: Db): Promise<PublicCatalog> {
  const [all, stored, usd, layout] = await Promise.all([
    listRegions(db),
    listStoredPrices(db),
    listUsdChanges(db),
    getServiceLayout(db),
  ]);
  const listed = layout.order.filter((id) => !layout.hidden.includes(id));
  const regions = all.map((r) => ({ ...r, services: listed.filter((id) => r.services.includes(id)) }));
  const prices: Record<string, PriceList> = { [DEFAULT_CURRENCY]: usdPriceList(usd) };
  for (const p of stored) (prices[p.currency] ??= emptyList())[p.serviceId][p.tierId] = p.amountMinor;
  return { regions, prices, plus: plusTiers(usd) };
}

/** A validator for the public catalogue: a hash of its JSON, so a browser revalidates and sees a change at once. */
export function catalogEtag(catalog: PublicCatalog): string {
  return bodyEtag(JSON.stringify(catalog));
}

/** What a region sells at (one row by primary key); no region = USD and every service. */
export async function regionOffer(
  db: Db,
  region: RegionId | null,
): Promise<{ currency: string; services: ServiceId[] }> {
  if (region) {
    const [row] = await db.select().from(regionSettings).where(eq(regionSettings.id, region));
    if (row) return toRegion(row);
  }
  return { currency: DEFAULT_CURRENCY, services: [...SERVICE_IDS] };
}

/** A tier's price in a currency, in minor units; null = "Custom Quote" (never a conversion from USD). */
export async function tierPriceIn(
  db: Db,
  currency: string,
  serviceId: ServiceId,
  tierId: TierId,
): Promise<number | null> {
  if (currency === DEFAULT_CURRENCY) {
    const [changed] = await db
      .select({ amountMinor: usdPrices.amountMinor })
      .from(usdPrices)
      .where(and(eq(usdPrices.serviceId, serviceId), eq(usdPrices.tierId, tierId)));
    return changed ? changed.amountMinor : builtInUsdPrice(serviceId, tierId).amountMinor;
  }
  const [row] = await db
    .select({ amountMinor: priceLists.amountMinor })
    .from(priceLists)
    .where(and(eq(priceLists.currency, currency), eq(priceLists.serviceId, serviceId), eq(priceLists.tierId, tierId)));
  return row?.amountMinor ?? null;
}

/** Replaces a currency's whole list (not USD: replaceUsdPriceList); tiers left out or null become Custom Quote. */
export async function replacePriceList(db: Db, currency: string, input: PriceListInput): Promise<void> {
  const rows = input.prices
    .filter((p) => p.amountMinor !== null && p.amountMinor !== undefined)
    .map((p) => ({ currency, serviceId: p.serviceId, tierId: p.tierId, amountMinor: p.amountMinor! }));
  await db.transaction(async (tx) => {
    await tx.delete(priceLists).where(eq(priceLists.currency, currency));
    if (rows.length) await tx.insert(priceLists).values(rows);
  });
}

/** The regions that sell in a currency (a list staff may not delete while one does). */
export async function regionsSellingIn(db: Db, currency: string): Promise<RegionId[]> {
  return (await listRegions(db)).filter((r) => r.currency === currency).map((r) => r.id);
}

/** Deletes a currency's list; false when there was none. */
export async function deletePriceList(db: Db, currency: string): Promise<boolean> {
  const gone = await db
    .delete(priceLists)
    .where(eq(priceLists.currency, currency))
    .returning({ c: priceLists.currency });
  return gone.length > 0;
}

export async function saveRegion(db: Db, id: RegionId, input: RegionInput): Promise<RegionSetting> {
  const services = SERVICE_IDS.filter((s) => input.services.includes(s));
  await db
    .insert(regionSettings)
    .values({ id, currency: input.currency, services })
    .onConflictDoUpdate({
      target: regionSettings.id,
      set: { currency: input.currency, services, updatedAt: new Date() },
    });
  return { id, currency: input.currency, services };
}
