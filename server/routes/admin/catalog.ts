import { Hono } from "hono";
import { isCurrencyCode } from "@common/currency";
import { DEFAULT_CURRENCY, isRegionId } from "@common/regions";
import { priceListInputSchema, regionInputSchema } from "@common/regions-schema";
import type { AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { ApiError, notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import {
  deletePriceList,
  listRegions,
  listStoredPrices,
  regionsSellingIn,
  replacePriceList,
  saveRegion,
} from "../../services/catalog";

/** The currency of a price-list path: an ISO 4217 code other than USD (the spec's list, which is not edited). */
function editableCurrency(value: string): string {
  if (!isCurrencyCode(value)) {
    throw new ApiError(400, "VALIDATION_FAILED", "Give the currency as an ISO 4217 code.", {
      currency: "errors.currency",
    });
  }
  if (value === DEFAULT_CURRENCY) {
    throw new ApiError(400, "VALIDATION_FAILED", "The USD list is the spec's and cannot be edited.", {
      currency: "errors.currency",
    });
  }
  return value;
}

/** Regions and price lists per currency (issue 22); the admin guard of ./index.ts runs first. */
export function adminCatalogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get("/catalog", doc("Every region's currency and services, and every stored price (not USD)"), async (c) => {
      const [regions, prices] = await Promise.all([listRegions(db), listStoredPrices(db)]);
      return c.json({ regions, prices });
    })
    .put(
      "/catalog/prices/:currency",
      doc("Replace a currency's price list (tiers left out are Custom Quote); not USD", {
        errors: { 400: "VALIDATION_FAILED: not an ISO 4217 code, USD, or a negative or fractional amount" },
      }),
      jsonInput(priceListInputSchema),
      async (c) => {
        const currency = editableCurrency(c.req.param("currency"));
        await replacePriceList(db, currency, c.req.valid("json"));
        return c.json({ ok: true as const });
      },
    )
    .delete(
      "/catalog/prices/:currency",
      doc("Delete a currency's price list", {
        errors: { 404: "NOT_FOUND: no list in this currency", 409: "CONFLICT: a region sells in this currency" },
      }),
      async (c) => {
        const currency = editableCurrency(c.req.param("currency"));
        const regions = await regionsSellingIn(db, currency);
        if (regions.length) {
          throw new ApiError(409, "CONFLICT", `Regions sell in ${currency}: ${regions.join(", ")}. Change them first.`);
        }
        if (!(await deletePriceList(db, currency))) throw notFound("No price list in this currency.");
        return c.json({ ok: true as const });
      },
    )
    .put(
      "/regions/:id",
      doc("Set a region's currency and the services it offers", { errors: { 404: "NOT_FOUND: no such region" } }),
      jsonInput(regionInputSchema),
      async (c) => {
        const id = c.req.param("id");
        if (!isRegionId(id)) throw notFound("No such region.");
        return c.json({ region: await saveRegion(db, id, c.req.valid("json")) });
      },
    );
}
