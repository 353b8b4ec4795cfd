import { useTranslation } from "react-i18next";
import { DEFAULT_REGIONS } from "@common/regions-schema";
import type { AdminCatalog } from "../api/catalog";
import { groupPrices } from "../lib/price-lists";
import { RegionForm } from "./region-form";

/** Admin → Services, regions (issue 22): each of the spec's six regions, its currency and the services it offers. */
export function RegionsSection({ catalog, readOnly }: { catalog: AdminCatalog; readOnly: boolean }) {
  const { t } = useTranslation("admin");
  const lists = groupPrices(catalog.prices);
  return (
    <section aria-labelledby="regions-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="regions-title" className="text-xl font-semibold tracking-tight">
          {t("regions.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("regions.description")}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {DEFAULT_REGIONS.map((d) => catalog.regions.find((r) => r.id === d.id) ?? d).map((r) => (
          <RegionForm key={r.id} region={r} currencies={[...lists.keys()]} lists={lists} readOnly={readOnly} />
        ))}
      </div>
    </section>
  );
}
