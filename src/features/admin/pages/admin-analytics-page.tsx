import { useTranslation } from "react-i18next";
import { ANALYTICS_PERIODS } from "@common/admin";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAnalytics } from "../api/insights";
import { AdminPage } from "../components/admin-page";
import { BarChart } from "../components/bar-chart";
import { FigureCard } from "../components/figure-card";
import { LabeledSelect } from "../components/labeled-select";
import { QueryState } from "../components/query-state";
import { useAdminFormat } from "../lib/format";
import { usePageParams } from "../lib/use-page-params";

export function AdminAnalyticsPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const params = usePageParams({ days: "30" });
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(Number(params.get("days")))
    ? Number(params.get("days"))
    : 30;
  const data = useAnalytics(days);
  const a = data.data;
  const rows = (pick: (r: NonNullable<typeof a>["series"][number]) => Record<string, number>) =>
    a?.series.map((r) => ({ label: f.day(r.day), values: pick(r) })) ?? [];

  return (
    <AdminPage
      title={t("analytics.title")}
      description={t("analytics.description")}
      actions={
        <LabeledSelect
          label={t("analytics.period")}
          value={String(days)}
          options={ANALYTICS_PERIODS.map((d) => ({ value: String(d), label: t("analytics.days", { count: d }) }))}
          onChange={(v) => params.set({ days: v })}
        />
      }
    >
      {!a ? (
        <QueryState isError={data.isError} onRetry={() => void data.refetch()} className="h-[40rem]" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard label={t("analytics.orders")} value={f.number(a.totals.orders)} />
            <FigureCard label={t("analytics.revenue")} value={f.money(a.totals.revenueCents)} />
            <FigureCard
              label={t("analytics.perMessage")}
              value={
                a.conversion.perMessage === null ? t("analytics.notAvailable") : f.decimal(a.conversion.perMessage)
              }
              hint={`${t("analytics.messages")}: ${f.number(a.totals.messages)}`}
            />
            <FigureCard
              label={t("analytics.perSignup")}
              value={a.conversion.perSignup === null ? t("analytics.notAvailable") : f.decimal(a.conversion.perSignup)}
              hint={`${t("analytics.signups")}: ${f.number(a.totals.signups)}`}
            />
          </div>
          <div className="grid gap-4 xl:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{t("analytics.ordersChart")}</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  title={t("analytics.ordersChart")}
                  rows={rows((r) => ({ orders: r.orders }))}
                  series={[
                    { key: "orders", label: t("analytics.orders"), fill: "fill-violet-400", swatch: "bg-violet-400" },
                  ]}
                  format={f.number}
                  formatAxis={f.decimal}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("analytics.revenueChart")}</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  title={t("analytics.revenueChart")}
                  rows={rows((r) => ({ revenue: r.revenueCents }))}
                  series={[
                    {
                      key: "revenue",
                      label: t("analytics.revenue"),
                      fill: "fill-emerald-400",
                      swatch: "bg-emerald-400",
                    },
                  ]}
                  format={f.money}
                  formatAxis={f.moneyCompact}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("analytics.leadsChart")}</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  title={t("analytics.leadsChart")}
                  rows={rows((r) => ({ messages: r.messages, signups: r.signups }))}
                  series={[
                    { key: "messages", label: t("analytics.messages"), fill: "fill-sky-400", swatch: "bg-sky-400" },
                    { key: "signups", label: t("analytics.signups"), fill: "fill-pink-400", swatch: "bg-pink-400" },
                  ]}
                  format={f.number}
                  formatAxis={f.decimal}
                />
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </AdminPage>
  );
}
