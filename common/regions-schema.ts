import { z } from "zod";
import { isServiceId, SERVICE_IDS, TIER_IDS, type ServiceId } from "./catalog";
import { isCurrencyCode } from "./currency";
import { DEFAULT_CURRENCY, type RegionSetting } from "./regions";
import { REGION_IDS } from "./region-ids";

/**
 * Inputs of regions and price lists (issue 22), shared by the admin screens and the server.
 * Error texts are keys of the "admin" locale namespace. Amounts are integers in the currency's minor unit.
 */

/** The same ceiling as a quote line's unit price (common/billing.ts): a total always fits PostgreSQL's integer. */
export const PRICE_MAX_MINOR = 100_000_000;

export const currencyCodeSchema = z.string({ error: "errors.currency" }).refine((v) => isCurrencyCode(v), {
  error: "errors.currency",
});

const serviceIdSchema = z.string({ error: "errors.service" }).refine((v): v is ServiceId => isServiceId(v), {
  error: "errors.service",
});

export const priceEntrySchema = z.object({
  serviceId: serviceIdSchema,
  tierId: z.enum(TIER_IDS, { error: "errors.tier" }),
  /** Minor units (cents, or yen); null or absent = "Custom Quote" in that currency. */
  amountMinor: z
    .number({ error: "errors.amount" })
    .int({ error: "errors.amount" })
    .min(0, { error: "errors.amount" })
    .max(PRICE_MAX_MINOR, { error: "errors.amount" })
    .nullable()
    .optional(),
});

/** `PUT /api/admin/catalog/prices/:currency`: the whole list of that currency (tiers left out are Custom Quote). */
export const priceListInputSchema = z.object({
  prices: z
    .array(priceEntrySchema)
    .max(SERVICE_IDS.length * TIER_IDS.length, { error: "errors.prices" })
    .refine((list) => new Set(list.map((p) => `${p.serviceId}/${p.tierId}`)).size === list.length, {
      error: "errors.prices",
    }),
});
export type PriceListInput = z.infer<typeof priceListInputSchema>;

/** One tier of the USD list (issue 39): its price in cents or null ("Custom Quote"), and the "from" mark. */
export const usdPriceEntrySchema = priceEntrySchema.extend({
  plus: z.boolean({ error: "errors.plus" }).optional(),
});

/**
 * `PUT /api/admin/catalog/prices/USD`: the whole USD list as staff want it. A tier left out keeps the built-in price,
 * and a tier given at the built-in price and mark is stored as no change (it follows the built-in list).
 */
export const usdPriceListInputSchema = z.object({
  prices: z
    .array(usdPriceEntrySchema)
    .max(SERVICE_IDS.length * TIER_IDS.length, { error: "errors.prices" })
    .refine((list) => new Set(list.map((p) => `${p.serviceId}/${p.tierId}`)).size === list.length, {
      error: "errors.prices",
    }),
});
export type UsdPriceListInput = z.infer<typeof usdPriceListInputSchema>;

/** `PUT /api/admin/regions/:id`: the region's currency and the services it offers (none is allowed). */
export const regionInputSchema = z.object({
  currency: currencyCodeSchema,
  services: z
    .array(serviceIdSchema)
    .max(SERVICE_IDS.length, { error: "errors.services" })
    .refine((list) => new Set(list).size === list.length, { error: "errors.services" }),
});
export type RegionInput = z.infer<typeof regionInputSchema>;

/** No row = the default: every region sells every service in USD. */
export const DEFAULT_REGIONS: RegionSetting[] = REGION_IDS.map((id) => ({
  id,
  currency: DEFAULT_CURRENCY,
  services: [...SERVICE_IDS],
}));
