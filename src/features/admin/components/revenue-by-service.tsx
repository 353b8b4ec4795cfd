import { useTranslation } from "react-i18next";
import { currencyOrder, type MoneyLine } from "@common/admin";
import type { ServiceId } from "@common/catalog";
import { DEFAULT_CURRENCY } from "@common/regions";
import { useAdminFormat } from "../lib/format";
import { BarList } from "./bar-list";
import { serviceName } from "./service-name";

/** The currencies a set of per-currency figures has money in (USD first); USD alone when there is none. */
export function currenciesOf(figures: readonly (readonly MoneyLine[])[]): string[] {
  const set = new Set(figures.flatMap((lines) => lines.filter((l) => l.cents !== 0).map((l) => l.currency)));
  return set.size ? [...set].sort(currencyOrder) : [DEFAULT_CURRENCY];
}

/** One service's revenue in one currency (0 when it has none in it). */
export const centsIn = (lines: readonly MoneyLine[], currency: string) =>
  lines.find((l) => l.currency === currency)?.cents ?? 0;

/**
 * Revenue by service, one bar list per currency (bars of different currencies are never compared or added), each
 * under the currency's name when there are several, and then only with the services that earned in it.
 */
export function RevenueByService({
  title,
  services,
}: {
  title: string;
  services: readonly { serviceId: ServiceId; revenue: MoneyLine[] }[];
}) {
  const { t, i18n } = useTranslation("admin");
  const f = useAdminFormat();
  const currencies = currenciesOf(services.map((s) => s.revenue));
  const names = new Intl.DisplayNames(i18n.language, { type: "currency" });
  return (
    <div className="flex flex-col gap-6">
      {currencies.map((currency) => {
        const heading = `${names.of(currency) ?? currency} (${currency})`;
        return (
          <section key={currency} className="flex flex-col gap-3">
            {currencies.length > 1 && <h3 className="text-sm font-medium">{heading}</h3>}
            <BarList
              title={currencies.length > 1 ? `${title} · ${heading}` : title}
              items={services
                .map((s) => ({
                  key: s.serviceId,
                  label: serviceName(t, s.serviceId),
                  value: centsIn(s.revenue, currency),
                }))
                // With several currencies each list names only the services that earned in it (ten rows of 0 per
                // currency buried the figures); one currency keeps the whole catalogue.
                .filter((item) => currencies.length === 1 || item.value !== 0)
                .sort((a, b) => b.value - a.value)}
              format={(n) => f.money(n, currency)}
            />
          </section>
        );
      })}
    </div>
  );
}
