import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DashboardMetric } from "@common/order-metrics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMetricName } from "./metric-name";

/**
 * The dashboard's results (issue 43): each measured metric of the client's orders with its start, now and change
 * (the order page's numbers), linked to the order page's chart and table.
 */
export function DashboardResults({ results }: { results: DashboardMetric[] }) {
  const { t, i18n } = useTranslation(["results", "orders"]);
  const nameOf = useMetricName();
  if (results.length === 0) return null;
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, signDisplay: "exceptZero" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="dashboard-results">
          {results.map((m) => {
            const s = m.summary;
            const withUnit = (v: number) => (m.unit ? `${num.format(v)} ${m.unit}` : num.format(v));
            const tone = s.improved === null ? "" : s.improved ? "text-green-400" : "text-red-400";
            return (
              <li key={m.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <Link
                  to={`${paths.dashboardOrder(m.orderCode)}#results`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {nameOf(m)}
                </Link>
                <p className="text-muted-foreground">
                  {m.orderCode} · {t(`orders:services.${m.serviceId}`, { defaultValue: m.serviceId })}
                </p>
                {s.now === null || s.start === null ? (
                  <p>{t("noData")}</p>
                ) : (
                  <p>
                    {t("dashboard.line", { start: withUnit(s.start), now: withUnit(s.now) })}{" "}
                    <span className={`whitespace-nowrap font-medium ${tone}`}>
                      {signed.format(s.change ?? 0)}
                      {s.percent !== null && ` (${t("percent", { value: signed.format(s.percent) })})`}
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
