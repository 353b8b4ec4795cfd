import { Hono } from "hono";
import { isCurrencyCode } from "@common/currency";
import { DEFAULT_CURRENCY, isRegionId } from "@common/regions";
import { priceListInputSchema, regionInputSchema, usdPriceListInputSchema } from "@common/regions-schema";
import { layoutEntries } from "@common/service-layout";
import { serviceLayoutInputSchema, serviceStylesInputSchema } from "@common/service-layout-schema";
import type { ApiDeps, AppDeps } from "../../app-deps";
import type { AuthedEnv } from "../../auth/guard";
import { ApiError, notFound } from "../../lib/http-error";
import { doc } from "../../lib/openapi";
import { jsonInput } from "../../lib/validate";
import {
  deletePriceList,
  listRegions,
  listStoredPrices,
  listUsdChanges,
  regionsSellingIn,
  replacePriceList,
  replaceUsdPriceList,
  saveRegion,
} from "../../services/catalog";
import { getServiceLayout, saveServiceLayout } from "../../services/service-layout";
import { getServiceStyles, saveServiceStyles } from "../../services/service-style";

/** The currency of a price-list path: an ISO 4217 code other than USD (its own route, with "from" marks). */
function editableCurrency(value: string): string {
  if (!isCurrencyCode(value)) {
    throw new ApiError(400, "VALIDATION_FAILED", "Give the currency as an ISO 4217 code.", {
      currency: "errors.currency",
    });
  }
  if (value === DEFAULT_CURRENCY) {
    throw new ApiError(400, "VALIDATION_FAILED", "The USD list is not deleted: set its prices back instead.", {
      currency: "errors.currency",
    });
  }
  return value;
}

/**
 * Regions and price lists per currency (issue 22); the admin guard of ./index.ts runs first. PUT .../prices/USD comes
 * before .../prices/:currency: Hono runs the first matching route that answers.
 */
export function adminCatalogRoutes(deps: AppDeps & Pick<ApiDeps, "liveSite">) {
  const { db } = deps.database;
  return new Hono<AuthedEnv>()
    .get(
      "/catalog",
      doc("Every region's currency and services, every stored price (not USD), and the USD tiers staff changed"),
      async (c) => {
        const [regions, prices, usd] = await Promise.all([listRegions(db), listStoredPrices(db), listUsdChanges(db)]);
        return c.json({ regions, prices, usd });
      },
    )
    .get(
      "/catalog/services",
      doc("The services on the site: every known service in the site's order, each with its hidden flag"),
      async (c) => c.json({ services: layoutEntries(await getServiceLayout(db)) }),
    )
    .put(
      "/catalog/services",
      doc("Replace the services' order and visibility (every known service once, at least one visible)", {
        errors: {
          400: "VALIDATION_FAILED: an unknown service, one given twice or left out (fields.services), or all hidden",
        },
      }),
      jsonInput(serviceLayoutInputSchema),
      async (c) => {
        const layout = await saveServiceLayout(db, c.req.valid("json"), c.get("user").id);
        // Every list of services on the prerendered pages follows the layout: drawn again before staff are told.
        await deps.liveSite.refresh("services");
        return c.json({ ok: true as const, services: layoutEntries(layout) });
      },
    )
    .get(
      "/catalog/services/styles",
      doc("Every service's icon, colour preset and comparison cells (all eight features) as the site shows them"),
      async (c) => c.json({ services: await getServiceStyles(db) }),
    )
    .put(
      "/catalog/services/styles",
      doc("Set the services' icons, colour presets and comparison cells (a service left out goes back to as shipped)", {
        errors: {
          400: "VALIDATION_FAILED: an unknown service or one given twice, an icon or colour not in the sets, an unknown feature or status",
        },
      }),
      jsonInput(serviceStylesInputSchema),
      async (c) => {
        const services = await saveServiceStyles(db, c.req.valid("json"), c.get("user").id);
        // The pages drawing the icons or the comparison are drawn again before staff are told.
        await deps.liveSite.refresh("service styles");
        return c.json({ ok: true as const, services });
      },
    )
    .put(
      "/catalog/prices/USD",
      doc("Replace the USD list (tiers left out keep the built-in price); null = Custom Quote, plus = a 'from' price", {
        errors: {
          400: "VALIDATION_FAILED: an unknown tier, a tier given twice, or a negative or fractional amount",
        },
      }),
      jsonInput(usdPriceListInputSchema),
      async (c) => {
        const usd = await replaceUsdPriceList(db, c.req.valid("json"));
        // The prerendered pages show USD prices: they are drawn again before staff are told it is done.
        await deps.liveSite.refresh("prices");
        return c.json({ ok: true as const, usd });
      },
    )
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
