import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PRICING, SERVICE_IDS, type ServiceId } from "@common/catalog";
import { DEFAULT_CURRENCY, type PriceList, type RegionSetting } from "@common/regions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useSaveRegion } from "../api/catalog";
import { serverMessage } from "../lib/catalog-errors";
import { serviceName } from "./service-name";

const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50";

/** How many of the catalogue's priced tiers have no price in a list (they show "Custom quote"). */
function unpricedTiers(list: Partial<PriceList>): number {
  return SERVICE_IDS.reduce(
    (n, s) => n + PRICING[s].filter((tier) => tier.price !== null && list[s]?.[tier.id] == null).length,
    0,
  );
}

/** One region: the currency it sells in and the services it offers, saved on their own. */
export function RegionForm({
  region,
  currencies,
  lists,
  readOnly,
}: {
  region: RegionSetting;
  currencies: readonly string[];
  lists: ReadonlyMap<string, Partial<PriceList>>;
  readOnly: boolean;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const save = useSaveRegion(region.id);
  const [currency, setCurrency] = useState(region.currency);
  const [services, setServices] = useState<ServiceId[]>(region.services);
  const [error, setError] = useState<string | null>(null);
  const name = t(`regions.names.${region.id}`);
  const options = [...new Set([DEFAULT_CURRENCY, ...currencies, region.currency])];
  const list = lists.get(currency);
  const unpriced = currency === DEFAULT_CURRENCY ? 0 : list ? unpricedTiers(list) : null;

  const toggle = (s: ServiceId, on: boolean) =>
    setServices((v) => (on ? SERVICE_IDS.filter((x) => x === s || v.includes(x)) : v.filter((x) => x !== s)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ currency, services });
      toast.success(t("regions.saved", { region: name }));
    } catch (err) {
      setError(serverMessage(t, err));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-4 rounded-xl border p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {name}
      </h3>
      <fieldset disabled={readOnly || save.isPending} className="grid gap-4">
        <legend className="sr-only">{name}</legend>
        <FormField label={t("regions.currency")}>
          <select value={currency} onChange={(e) => setCurrency(e.target.value)} className={selectClass}>
            {options.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </FormField>
        {unpriced === null ? (
          <p className="text-sm text-amber-300">{t("regions.noPrices", { currency })}</p>
        ) : unpriced > 0 ? (
          <p className="text-sm text-amber-300">{t("regions.somePrices", { currency, count: unpriced })}</p>
        ) : null}
        <div role="group" aria-labelledby={`${id}-services`} className="grid gap-2">
          <p id={`${id}-services`} className="text-sm font-medium">
            {t("regions.services")}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {SERVICE_IDS.map((s) => (
              <li key={s} className="flex min-h-10 items-center gap-3 sm:min-h-8">
                <Checkbox
                  id={`${id}-${s}`}
                  checked={services.includes(s)}
                  onCheckedChange={(v) => toggle(s, v === true)}
                />
                <Label htmlFor={`${id}-${s}`} className="font-normal">
                  {serviceName(t, s)}
                </Label>
              </li>
            ))}
          </ul>
          {services.length === 0 && <p className="text-sm text-amber-300">{t("regions.noServices")}</p>}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("regions.saving") : t("regions.save", { region: name })}
          </Button>
        </div>
      )}
    </form>
  );
}
