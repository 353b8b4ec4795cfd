import { useTranslation } from "react-i18next";
import { ANALYTICS_PERIODS } from "@common/admin";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAnalytics } from "../api/insights";
import { AdminPage } from "@/components/admin/admin-page";
import { BarChart } from "../components/bar-chart";
import { FigureCard } from "@/components/admin/figure-card";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { QueryState } from "@/components/admin/query-state";
import { useAdminFormat } from "../lib/format";
import { usePageParams } from "@/components/admin/use-page-params";
import { RetainersOverview } from "@/features/retainers";

export function AdminAnalyticsPage() {
  const { t, i18n } = useTranslation("admin");
  const f = useAdminFormat();
  const params = usePageParams({ days: "30", currency: "" });
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(Number(params.get("days")))
    ? Number(params.get("days"))
    : 30;
  const data = useAnalytics(days);
  const a = data.data;
  // Revenue per day is shown one currency at a time (a switch when there are several): never one summed line.
  const currencies = a?.currencies ?? [];
  const currency = currencies.includes(params.get("currency")) ? params.get("currency") : (currencies[0] ?? "USD");
  const currencyNames = new Intl.DisplayNames(i18n.language, { type: "currency" });
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
            <FigureCard label={t("analytics.revenue")} value={f.moneyLines(a.totals.revenue)} />
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
              <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
                <CardTitle>{t("analytics.revenueChart")}</CardTitle>
                {currencies.length > 1 && (
                  <LabeledSelect
                    label={t("analytics.currency")}
                    value={currency}
                    options={currencies.map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` }))}
                    onChange={(v) => params.set({ currency: v === currencies[0] ? "" : v })}
                    className="w-full sm:w-56"
                  />
                )}
              </CardHeader>
              <CardContent>
                <BarChart
                  title={`${t("analytics.revenueChart")} (${currency})`}
                  rows={rows((r) => ({ revenue: r.revenue.find((l) => l.currency === currency)?.cents ?? 0 }))}
                  series={[
                    {
                      key: "revenue",
                      label: `${t("analytics.revenue")} (${currency})`,
                      fill: "fill-emerald-400",
                      swatch: "bg-emerald-400",
                    },
                  ]}
                  format={(n) => f.money(n, currency)}
                  formatAxis={(n) => f.moneyCompact(n, currency)}
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
          <RetainersOverview />
        </>
      )}
    </AdminPage>
  );
}
