import { useQueryClient } from "@tanstack/react-query";
import { MilestonesWaitingLists } from "@/features/milestones";
import { AlarmClock, DollarSign, FolderKanban, Hourglass, RefreshCw, ShoppingCart, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { SetupChecklistCard } from "@/features/billing-admin";
import { adminKeys, useAdminStats } from "../api/insights";
import { AdminPage } from "@/components/admin/admin-page";
import { BarChart } from "../components/bar-chart";
import { QueryState } from "@/components/admin/query-state";
import { RecentOrders } from "../components/recent-orders";
import { RevenueByService } from "../components/revenue-by-service";
import { serviceName } from "../components/service-name";
import { StatGrid } from "../components/stat-grid";
import { WaitingCards } from "../components/waiting-cards";
import { useAdminFormat } from "../lib/format";

export function AdminDashboardPage() {
  const { t } = useTranslation("admin");
  const { t: ti } = useTranslation("invoices");
  const f = useAdminFormat();
  const qc = useQueryClient();
  const stats = useAdminStats();
  const d = stats.data;

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: adminKeys.all });
    toast.success(t("dashboard.refreshed"));
  };

  return (
    <AdminPage
      title={t("dashboard.title")}
      description={t("dashboard.description")}
      actions={
        <Button variant="outline" onClick={refresh} disabled={stats.isFetching}>
          <RefreshCw aria-hidden className={stats.isFetching ? "animate-spin" : undefined} />
          {t("dashboard.refresh")}
        </Button>
      }
    >
      <SetupChecklistCard onDashboard />
      <StatGrid
        stats={[
          {
            to: paths.admin.orders,
            label: t("dashboard.totalOrders"),
            value: d ? f.number(d.totalOrders) : null,
            hint: t("dashboard.totalOrdersHint"),
            icon: ShoppingCart,
            gradient: "from-violet-500 to-fuchsia-500",
          },
          {
            to: paths.admin.projects,
            label: t("dashboard.activeProjects"),
            value: d ? f.number(d.activeProjects) : null,
            hint: t("dashboard.activeProjectsHint"),
            icon: FolderKanban,
            gradient: "from-sky-500 to-blue-600",
          },
          {
            to: paths.admin.analytics,
            label: t("dashboard.monthlyRevenue"),
            value: d ? f.moneyLines(d.monthlyRevenue) : null,
            hint: t("dashboard.monthlyRevenueHint"),
            icon: DollarSign,
            gradient: "from-emerald-500 to-teal-500",
          },
          {
            to: paths.admin.invoices,
            label: ti("dashboard.outstanding"),
            value: d ? f.moneyLines(d.outstanding) : null,
            hint: ti("dashboard.outstandingHint"),
            icon: Hourglass,
            gradient: "from-cyan-500 to-sky-600",
          },
          {
            to: `${paths.admin.invoices}?status=overdue`,
            label: ti("dashboard.overdue"),
            value: d ? f.moneyLines(d.overdue) : null,
            hint: ti("dashboard.overdueHint"),
            icon: AlarmClock,
            gradient: "from-rose-500 to-red-600",
          },
          {
            to: paths.admin.users,
            label: t("dashboard.activeUsers"),
            value: d ? f.number(d.activeUsers) : null,
            hint: t("dashboard.activeUsersHint"),
            icon: Users,
            gradient: "from-amber-500 to-orange-600",
          },
        ]}
      />

      <WaitingCards />
      <MilestonesWaitingLists />

      {!d ? (
        <QueryState isError={stats.isError} onRetry={() => void stats.refetch()} className="h-96" />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{t("dashboard.ordersPerDay")}</CardTitle>
                <CardDescription>{t("dashboard.ordersPerDayDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                <BarChart
                  title={t("dashboard.ordersPerDay")}
                  rows={d.ordersPerDay.map((r) => ({ label: f.day(r.day), values: { orders: r.orders } }))}
                  series={[
                    { key: "orders", label: t("analytics.orders"), fill: "fill-violet-400", swatch: "bg-violet-400" },
                  ]}
                  format={f.number}
                  formatAxis={(n) => f.decimal(n)}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("dashboard.revenueByService")}</CardTitle>
                <CardDescription>{t("dashboard.revenueByServiceDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                <RevenueByService title={t("dashboard.revenueByService")} services={d.revenueByService} />
              </CardContent>
            </Card>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader className="flex-row items-center justify-between">
                <CardTitle>{t("dashboard.recentOrders")}</CardTitle>
                <Link to={paths.admin.orders} className="text-sm text-primary hover:underline">
                  {t("dashboard.viewAll")}
                </Link>
              </CardHeader>
              <CardContent>
                <RecentOrders orders={d.recentOrders} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t("dashboard.topServices")}</CardTitle>
              </CardHeader>
              <CardContent>
                {d.topServices.length ? (
                  <ol className="divide-y">
                    {d.topServices.map((s, i) => (
                      <li key={s.serviceId} className="flex items-center justify-between gap-3 py-3">
                        <span className="flex min-w-0 items-center gap-3">
                          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary/15 text-xs font-semibold text-primary">
                            {i + 1}
                          </span>
                          <span className="min-w-0">
                            <span className="block truncate text-sm font-medium">{serviceName(t, s.serviceId)}</span>
                            <span className="block text-xs text-muted-foreground">
                              {t("dashboard.ordersCount", { count: s.orders })}
                            </span>
                          </span>
                        </span>
                        <span className="flex flex-col items-end text-sm tabular-nums">
                          {f.moneyLines(s.revenue).map((amount) => (
                            <span key={amount}>{amount}</span>
                          ))}
                        </span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-muted-foreground">{t("dashboard.noOrders")}</p>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </AdminPage>
  );
}
