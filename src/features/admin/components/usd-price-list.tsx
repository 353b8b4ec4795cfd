import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PRICING, SERVICE_IDS } from "@common/catalog";
import { DEFAULT_CURRENCY, formatMinor, USD_PRICE_LIST } from "@common/regions";
import { serviceName } from "./service-name";

/** The spec's list in US dollars: the default currency, shown for reference and not edited here. */
export function UsdPriceList() {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border p-4 sm:p-6">
      <div className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold">
          {t("priceLists.usdTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("priceLists.usdHint")}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {SERVICE_IDS.map((s) => (
          <div key={s} className="grid gap-0.5 border-t pt-2">
            <dt className="font-medium">{serviceName(t, s)}</dt>
            <dd className="text-muted-foreground tabular-nums">
              {PRICING[s]
                .map((tier) => {
                  const amount = USD_PRICE_LIST[s][tier.id];
                  const price =
                    amount === null
                      ? t("common.customQuote")
                      : formatMinor(amount, DEFAULT_CURRENCY, i18n.language, { whole: true }) + (tier.plus ? "+" : "");
                  return `${t(`tiers.${tier.id}`)} ${price}`;
                })
                .join(" · ")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
