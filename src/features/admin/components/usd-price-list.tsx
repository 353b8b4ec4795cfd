import { SERVICE_IDS, TIER_IDS, type ServiceId, type TierId } from "@common/catalog";
import { DEFAULT_CURRENCY } from "@common/regions";
import { isPlusTier, usdPriceList, type UsdPriceChanges } from "@common/usd-prices";
import { PriceListEditor } from "./price-list-editor";

/**
 * The USD list (issue 39): the default currency, shown on every public page. The form starts from the prices in force
 * (the built-in list with staff's changes) and each tier's "from" mark; what staff leave as built in stays built in.
 */
export function UsdPriceList({ changes, readOnly }: { changes: UsdPriceChanges; readOnly: boolean }) {
  const marks = Object.fromEntries(
    SERVICE_IDS.map((s) => [s, Object.fromEntries(TIER_IDS.map((t) => [t, isPlusTier(changes, s, t)]))]),
  ) as Record<ServiceId, Record<TierId, boolean>>;
  return (
    <PriceListEditor
      currency={DEFAULT_CURRENCY}
      list={usdPriceList(changes)}
      marks={marks}
      saved
      regionsUsing={[]}
      readOnly={readOnly}
      onRemoved={() => {}}
    />
  );
}
