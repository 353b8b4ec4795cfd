import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DashboardMetric } from "@common/order-metrics";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useMetricFormat, useMetricName } from "./metric-name";

/**
 * The dashboard's results (issue 43): each measured metric of the client's orders with its start, now and change
 * (the order page's numbers), linked to the order page's chart and table.
 */
export function DashboardResults({ results }: { results: DashboardMetric[] }) {
  const { t } = useTranslation("results");
  if (results.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="dashboard-results">
          {results.map((m) => (
            <ResultItem key={m.id} metric={m} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ResultItem({ metric: m }: { metric: DashboardMetric }) {
  const { t } = useTranslation(["results", "orders"]);
  const name = useMetricName()(m);
  const f = useMetricFormat(m.unit);
  const s = m.summary;
  const tone = s.improved === null ? "" : s.improved ? "text-green-400" : "text-red-400";
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <Link
        to={`${paths.dashboardOrder(m.orderCode)}#results`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {name}
      </Link>
      <p className="text-muted-foreground">
        {m.orderCode} · {t(`orders:services.${m.serviceId}`, { defaultValue: m.serviceId })}
      </p>
      {s.now === null || s.start === null ? (
        <p>{t("noData")}</p>
      ) : (
        <p>
          {t("dashboard.line", { start: f.value(s.start), now: f.value(s.now) })}{" "}
          <span className={`whitespace-nowrap font-medium ${tone}`}>
            {f.signed(s.change ?? 0)}
            {s.percent !== null && ` (${t("percent", { value: f.signed(s.percent) })})`}
          </span>
        </p>
      )}
    </li>
  );
}
