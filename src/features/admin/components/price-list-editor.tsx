import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PRICING, SERVICE_IDS, type ServiceId, type TierId } from "@common/catalog";
import { DEFAULT_CURRENCY, formatMinor, minorDigits, type PriceList } from "@common/regions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSavePriceList, type PriceListInput } from "../api/catalog";
import { serverFieldText, serverMessage } from "../lib/catalog-errors";
import { minorToInput, parseMajor } from "../lib/major-amount";
import { serviceName } from "./service-name";
import { RemovePriceList } from "./remove-price-list";

type Key = `${ServiceId}.${TierId}`;
const ENTRIES = SERVICE_IDS.flatMap((s) => PRICING[s].map((tier) => ({ serviceId: s, tierId: tier.id })));
const keyOf = (e: { serviceId: ServiceId; tierId: TierId }): Key => `${e.serviceId}.${e.tierId}`;

/**
 * One currency's price list as a form: a field per service and tier in the major unit (empty = "Custom quote"),
 * checked here with the currency's digits (no fractional yen), sent as integers of the minor unit.
 * On a phone each service's three tiers stack; from `sm` they sit side by side. `saved` is false for a currency
 * added on this screen and not yet saved (removing it then only forgets it). The USD list (`marks` given) also sets
 * each tier's "from" mark and is never removed.
 */
export function PriceListEditor({
  currency,
  list,
  marks,
  saved,
  regionsUsing,
  readOnly,
  onRemoved,
}: {
  currency: string;
  list: Partial<PriceList>;
  marks?: Record<ServiceId, Record<TierId, boolean>>;
  saved: boolean;
  regionsUsing: string[];
  readOnly: boolean;
  onRemoved: () => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const lng = i18n.language;
  const id = useId();
  const save = useSavePriceList(currency);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(ENTRIES.map((e) => [keyOf(e), minorToInput(list[e.serviceId]?.[e.tierId] ?? null, currency)])),
  );
  const [plus, setPlus] = useState<Partial<Record<Key, boolean>>>(() =>
    marks ? Object.fromEntries(ENTRIES.map((e) => [keyOf(e), marks[e.serviceId][e.tierId]])) : {},
  );
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Key, HTMLInputElement | null>>>({});
  const digits = minorDigits(currency);
  const example = formatMinor(digits === 0 ? 1500 : 1499 * 10 ** digits, currency, lng);
  const name = currencyName(currency, lng);
  const usd = marks !== undefined;

  const problemText = (problem: "invalid" | "negative" | "decimals") =>
    problem === "decimals"
      ? digits === 0
        ? t("priceLists.errors.whole", { currency })
        : t("priceLists.errors.decimals", { count: digits })
      : t(`priceLists.errors.${problem}`, { example });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found: Partial<Record<Key, string>> = {};
    const prices: PriceListInput["prices"] = [];
    for (const entry of ENTRIES) {
      const parsed = parseMajor(values[keyOf(entry)] ?? "", currency);
      if ("problem" in parsed) found[keyOf(entry)] = problemText(parsed.problem);
      else
        prices.push({ ...entry, amountMinor: parsed.amount, ...(marks ? { plus: plus[keyOf(entry)] === true } : {}) });
    }
    setErrors(found);
    const first = ENTRIES.map(keyOf).find((k) => found[k]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    try {
      await save.mutateAsync({ prices });
      toast.success(t("priceLists.saved", { currency }));
    } catch (err) {
      const byField: Partial<Record<Key, string>> = {};
      for (const [field, message] of Object.entries(err instanceof ApiClientError ? (err.fields ?? {}) : {})) {
        const m = /^prices\.(\d+)/.exec(field);
        const entry = m ? prices[Number(m[1])] : undefined;
        if (entry) byField[keyOf(entry)] = serverFieldText(t, message);
      }
      setErrors(byField);
      setFormError(Object.keys(byField).length ? t("priceLists.errors.fix") : serverMessage(t, err));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={`${id}-title`} className="text-lg font-semibold">
            {usd ? t("priceLists.usdTitle") : t("priceLists.listTitle", { currency, name })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(usd ? "priceLists.usdHint" : "priceLists.listHint", { example, customQuote: t("common.customQuote") })}
          </p>
          {!saved && <p className="text-sm font-medium text-amber-300">{t("priceLists.unsaved")}</p>}
        </div>
        {!readOnly && !usd && (
          <RemovePriceList currency={currency} saved={saved} regionsUsing={regionsUsing} onRemoved={onRemoved} />
        )}
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <fieldset disabled={readOnly || save.isPending} className="grid gap-4">
          <legend className="sr-only">{t("priceLists.listTitle", { currency, name })}</legend>
          {SERVICE_IDS.map((s) => (
            <div
              key={s}
              role="group"
              aria-labelledby={`${id}-${s}`}
              className="grid gap-2 border-t pt-3 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:items-start"
            >
              <p id={`${id}-${s}`} className="font-semibold md:pt-8">
                {serviceName(t, s)}
              </p>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                {PRICING[s].map((tier) => {
                  const key = keyOf({ serviceId: s, tierId: tier.id });
                  const parsed = parseMajor(values[key] ?? "", currency);
                  const shown = "amount" in parsed && parsed.amount !== null && !errors[key];
                  return (
                    <div key={tier.id} className="grid content-start gap-2">
                      <FormField
                        className="grid content-start gap-2"
                        label={t(`tiers.${tier.id}`)}
                        error={errors[key]}
                        hint={shown ? formatMinor(parsed.amount!, currency, lng) : undefined}
                      >
                        <Input
                          ref={(el) => {
                            inputs.current[key] = el;
                          }}
                          aria-label={t("priceLists.priceLabel", {
                            service: serviceName(t, s),
                            tier: t(`tiers.${tier.id}`),
                            currency,
                          })}
                          inputMode={digits === 0 ? "numeric" : "decimal"}
                          autoComplete="off"
                          placeholder={t("common.customQuote")}
                          value={values[key] ?? ""}
                          onChange={(ev) => setValues((v) => ({ ...v, [key]: ev.target.value }))}
                        />
                      </FormField>
                      {marks && (
                        <label className="flex items-center gap-2 text-sm">
                          <Checkbox
                            checked={plus[key] === true}
                            onCheckedChange={(on) => setPlus((p) => ({ ...p, [key]: on }))}
                          />
                          {/* Thirty of these: the name says which tier, the visible text stays short. */}
                          <span className="sr-only">
                            {t("priceLists.plusFor", { service: serviceName(t, s), tier: t(`tiers.${tier.id}`) })}{" "}
                          </span>
                          {t("priceLists.plus", {
                            example: formatMinor(999_900, DEFAULT_CURRENCY, lng, { whole: true }),
                          })}
                        </label>
                      )}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </fieldset>
        {formError && (
          <p role="alert" className="text-sm text-destructive">
            {formError}
          </p>
        )}
        {!readOnly && (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("priceLists.saving") : t("priceLists.save", { currency })}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

/** "Euro", "日元": the currency's name in the reader's language (the code alone when Intl has none). */
export function currencyName(currency: string, lng: string): string {
  try {
    return new Intl.DisplayNames([lng], { type: "currency" }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}
