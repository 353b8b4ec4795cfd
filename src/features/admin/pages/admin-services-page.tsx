import { useTranslation } from "react-i18next";
import type { MoneyLine } from "@common/admin";
import { TIER_IDS, isServiceId } from "@common/catalog";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useUsdPricing } from "../api/catalog";
import { useServiceTotals } from "../api/insights";
import { AdminPage } from "@/components/admin/admin-page";
import { CatalogSettings } from "../components/catalog-settings";
import { IntakeEditor } from "../components/intake-editor";
import { useAuth } from "@/lib/auth/use-auth";
import { QueryState } from "@/components/admin/query-state";
import { RevenueByService } from "../components/revenue-by-service";
import { serviceName } from "../components/service-name";
import { useAdminFormat } from "../lib/format";

export function AdminServicesPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const totals = useServiceTotals();
  const services = totals.data?.services;
  // Each currency's total revenue, for a service's share in that currency (never a sum over currencies).
  const revenue = new Map<string, number>();
  for (const line of services?.flatMap((s) => s.revenue) ?? [])
    revenue.set(line.currency, (revenue.get(line.currency) ?? 0) + line.cents);
  const share = (line: MoneyLine) => {
    const total = revenue.get(line.currency) ?? 0;
    const percent = f.percent(total ? line.cents / total : 0);
    return revenue.size > 1 ? `${percent} ${line.currency}` : percent;
  };
  const usd = useUsdPricing();
  const auth = useAuth();
  const prices = (id: string) =>
    isServiceId(id)
      ? TIER_IDS.map((tier) => {
          const price = usd.price(id, tier);
          return price === null ? t("common.customQuote") : f.money(price) + (usd.plus(id, tier) ? "+" : "");
        }).join(" / ")
      : "";

  return (
    <AdminPage title={t("services.title")} description={t("services.description")}>
      {!services ? (
        <QueryState isError={totals.isError} onRetry={() => void totals.refetch()} className="h-96" />
      ) : (
        <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
          <Card className="overflow-hidden p-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("services.service")}</TableHead>
                  <TableHead className="max-sm:hidden">{t("services.prices")}</TableHead>
                  <TableHead className="text-right max-sm:hidden">{t("services.orders")}</TableHead>
                  <TableHead className="text-right">{t("services.revenue")}</TableHead>
                  <TableHead className="text-right max-sm:hidden">{t("services.share")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {services.map((s) => (
                  <TableRow key={s.serviceId}>
                    <TableCell className="font-medium">
                      {serviceName(t, s.serviceId)}
                      {/* On a phone prices and orders go under the name; the share column stays off: no sideways scroll. */}
                      <span className="mt-1 block text-xs font-normal text-muted-foreground sm:hidden">
                        {prices(s.serviceId)}
                        <span className="block">
                          {t("services.orders")}: {f.number(s.orders)}
                        </span>
                      </span>
                    </TableCell>
                    <TableCell className="text-xs text-muted-foreground max-sm:hidden">{prices(s.serviceId)}</TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">{f.number(s.orders)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {s.revenue.map((line) => (
                        <span key={line.currency} className="block">
                          {f.money(line.cents, line.currency)}
                        </span>
                      ))}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">
                      {s.revenue.map((line) => (
                        <span key={line.currency} className="block">
                          {share(line)}
                        </span>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("dashboard.revenueByService")}</CardTitle>
            </CardHeader>
            <CardContent>
              <RevenueByService title={t("dashboard.revenueByService")} services={services} />
            </CardContent>
          </Card>
        </div>
      )}
      <CatalogSettings />
      <IntakeEditor readOnly={auth.isAdmin !== true} />
    </AdminPage>
  );
}
