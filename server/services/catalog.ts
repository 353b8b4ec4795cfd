import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { SERVICE_IDS, TIER_IDS, isServiceId, type ServiceId, type TierId } from "@common/catalog";
import {
  DEFAULT_CURRENCY,
  USD_PRICE_LIST,
  isRegionId,
  type PriceList,
  type PublicCatalog,
  type RegionId,
  type RegionSetting,
} from "@common/regions";
import { DEFAULT_REGIONS, type PriceListInput, type RegionInput } from "@common/regions-schema";
import type { Db } from "../db/client";
import { priceLists, regionSettings } from "../db/schema";

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

/** Every stored price (currencies other than USD), ordered for a stable answer. */
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

/** `GET /api/catalog`: the six regions, the USD list and every stored currency's list (a missing tier is null). */
export async function getPublicCatalog(db: Db): Promise<PublicCatalog> {
  const [regions, stored] = await Promise.all([listRegions(db), listStoredPrices(db)]);
  const prices: Record<string, PriceList> = { [DEFAULT_CURRENCY]: USD_PRICE_LIST };
  for (const p of stored) (prices[p.currency] ??= emptyList())[p.serviceId][p.tierId] = p.amountMinor;
  return { regions, prices };
}

/** A validator for the public catalogue: a hash of its JSON, so a browser revalidates and sees a change at once. */
export function catalogEtag(catalog: PublicCatalog): string {
  return `"${createHash("sha256").update(JSON.stringify(catalog)).digest("base64url").slice(0, 27)}"`;
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
  if (currency === DEFAULT_CURRENCY) return USD_PRICE_LIST[serviceId][tierId];
  const [row] = await db
    .select({ amountMinor: priceLists.amountMinor })
    .from(priceLists)
    .where(and(eq(priceLists.currency, currency), eq(priceLists.serviceId, serviceId), eq(priceLists.tierId, tierId)));
  return row?.amountMinor ?? null;
}

/** Replaces a currency's whole list (not USD: the route refuses it); tiers left out or null become Custom Quote. */
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
