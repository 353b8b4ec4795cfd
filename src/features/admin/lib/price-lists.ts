import type { PriceList } from "@common/regions";
import type { CatalogPrice } from "../api/catalog";

/** The admin catalogue's flat rows as one list per currency, currencies in alphabetical order. */
export function groupPrices(prices: readonly CatalogPrice[]): Map<string, Partial<PriceList>> {
  const lists = new Map<string, Partial<PriceList>>();
  for (const p of [...prices].sort((a, b) => a.currency.localeCompare(b.currency))) {
    const list = lists.get(p.currency) ?? {};
    list[p.serviceId] = { ...list[p.serviceId], [p.tierId]: p.amountMinor } as PriceList[typeof p.serviceId];
    lists.set(p.currency, list);
  }
  return lists;
}
