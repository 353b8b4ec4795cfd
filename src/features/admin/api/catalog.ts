import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ServiceId, TierId } from "@common/catalog";
import type { RegionId, RegionSetting } from "@common/regions";
import { usdTierPrices, type UsdPriceChanges } from "@common/usd-prices";
import { usdPricing, type Pricing } from "@/features/widgets";
import { unwrap } from "@/lib/api-client";

/** One priced tier of a currency other than USD (USD: the built-in USD_PRICE_LIST with staff's `usd` changes). */
export interface CatalogPrice {
  currency: string;
  serviceId: ServiceId;
  tierId: TierId;
  amountMinor: number;
}

/** `GET /api/admin/catalog`: every region's setting, the non-USD price lists, and the USD tiers staff changed. */
export interface AdminCatalog {
  regions: RegionSetting[];
  prices: CatalogPrice[];
  /** Absent from a server of before issue 39. */
  usd?: UsdPriceChanges;
}

/** A currency's whole list; `plus` (a "from" price) only in the USD list. */
export interface PriceListInput {
  prices: { serviceId: ServiceId; tierId: TierId; amountMinor: number | null; plus?: boolean }[];
}

export interface RegionInput {
  currency: string;
  services: ServiceId[];
}

const catalogKey = ["admin", "catalog"] as const;

/*
 * The catalogue routes (issue 22) are written in parallel with this screen, so they are not yet in ApiType: these
 * calls go through fetch with the same credentials, language header and error shape (unwrap) as the typed client.
 * Once the routes land, they can move to api.admin.catalog.
 */
async function call<T>(lng: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/api/admin/${path}`, {
    method,
    credentials: "same-origin",
    headers: { "Accept-Language": lng, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status === 204) return undefined as T;
  return unwrap<T>(res);
}

export const adminCatalogQuery = (lng: string) =>
  queryOptions({ queryKey: catalogKey, queryFn: () => call<AdminCatalog>(lng, "GET", "catalog") });

export function useAdminCatalog() {
  const { i18n } = useTranslation();
  return useQuery(adminCatalogQuery(i18n.language));
}

/** The USD list in force (the built-in one with staff's changes) and its marks, for the admin's price displays. */
export function useUsdPricing(): Required<Pricing> {
  const usd = useAdminCatalog().data?.usd;
  return useMemo(() => usdPricing(usdTierPrices(usd ?? {})) as Required<Pricing>, [usd]);
}

/** After a change, the admin's catalogue and the public one (the site's prices) are asked for again. */
function useCatalogChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: catalogKey }), qc.invalidateQueries({ queryKey: ["catalog"] })]);
}

/** Replaces one currency's price list (null = "Custom Quote"). */
export function useSavePriceList(currency: string) {
  const { i18n } = useTranslation();
  const changed = useCatalogChanged();
  return useMutation({
    mutationFn: (input: PriceListInput) =>
      call<unknown>(i18n.language, "PUT", `catalog/prices/${encodeURIComponent(currency)}`, input),
    onSuccess: changed,
  });
}

/** Removes a currency's price list; the server answers 409 CONFLICT while a region sells in it. */
export function useDeletePriceList(currency: string) {
  const { i18n } = useTranslation();
  const changed = useCatalogChanged();
  return useMutation({
    mutationFn: () => call<unknown>(i18n.language, "DELETE", `catalog/prices/${encodeURIComponent(currency)}`),
    onSuccess: changed,
  });
}

export function useSaveRegion(id: RegionId) {
  const { i18n } = useTranslation();
  const changed = useCatalogChanged();
  return useMutation({
    mutationFn: (input: RegionInput) => call<unknown>(i18n.language, "PUT", `regions/${id}`, input),
    onSuccess: changed,
  });
}
