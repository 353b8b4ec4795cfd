import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminCatalog } from "../api/catalog";
import { groupPrices } from "../lib/price-lists";
import { AddCurrencyForm } from "./add-currency-form";
import { PriceListEditor } from "./price-list-editor";
import { UsdPriceList } from "./usd-price-list";

/**
 * Admin → Services, prices per currency (issue 22): the USD list (the catalogue's, staff edit it: issue 39), one form
 * per currency staff have priced, and a new currency added by its code. A tier without a price is "Custom quote" in that currency;
 * nothing is ever converted from dollars.
 */
export function PriceListsSection({ catalog, readOnly }: { catalog: AdminCatalog; readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const lists = groupPrices(catalog.prices);
  // Currencies added on this screen and not saved yet (a saved one comes back from the server's list).
  const [drafts, setDrafts] = useState<string[]>([]);
  const currencies = [...lists.keys(), ...drafts.filter((c) => !lists.has(c))];
  const regionsUsing = (currency: string) =>
    catalog.regions.filter((r) => r.currency === currency).map((r) => t(`regions.names.${r.id}`));

  return (
    <section aria-labelledby="price-lists-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="price-lists-title" className="text-xl font-semibold tracking-tight">
          {t("priceLists.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("priceLists.description")}</p>
        {readOnly && <p className="text-sm text-muted-foreground">{t("priceLists.readOnly")}</p>}
      </div>
      <UsdPriceList changes={catalog.usd ?? {}} readOnly={readOnly} />
      {currencies.map((c) => (
        <PriceListEditor
          key={c}
          currency={c}
          list={lists.get(c) ?? {}}
          saved={lists.has(c)}
          regionsUsing={regionsUsing(c)}
          readOnly={readOnly}
          onRemoved={() => setDrafts((d) => d.filter((x) => x !== c))}
        />
      ))}
      {!readOnly && <AddCurrencyForm existing={currencies} onAdd={(c) => setDrafts((d) => [...d, c])} />}
    </section>
  );
}
