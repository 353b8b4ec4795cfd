import { useTranslation } from "react-i18next";
import { PRICING, isServiceId } from "@common/catalog";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useServiceTotals } from "../api/insights";
import { AdminPage } from "../components/admin-page";
import { BarList } from "../components/bar-list";
import { QueryState } from "../components/query-state";
import { serviceName } from "../components/service-name";
import { useAdminFormat } from "../lib/format";

export function AdminServicesPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const totals = useServiceTotals();
  const services = totals.data?.services;
  const revenue = services?.reduce((n, s) => n + s.revenueCents, 0) ?? 0;
  const prices = (id: string) =>
    isServiceId(id)
      ? PRICING[id]
          .map((tier) =>
            tier.price === null ? t("common.customQuote") : f.money(tier.price * 100) + (tier.plus ? "+" : ""),
          )
          .join(" / ")
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
                  <TableHead>{t("services.prices")}</TableHead>
                  <TableHead className="text-right">{t("services.orders")}</TableHead>
                  <TableHead className="text-right">{t("services.revenue")}</TableHead>
                  <TableHead className="text-right">{t("services.share")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {services.map((s) => (
                  <TableRow key={s.serviceId}>
                    <TableCell className="font-medium">{serviceName(t, s.serviceId)}</TableCell>
                    <TableCell className="text-xs text-muted-foreground">{prices(s.serviceId)}</TableCell>
                    <TableCell className="text-right tabular-nums">{f.number(s.orders)}</TableCell>
                    <TableCell className="text-right tabular-nums">{f.money(s.revenueCents)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {f.percent(revenue ? s.revenueCents / revenue : 0)}
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
              <BarList
                title={t("dashboard.revenueByService")}
                items={[...services]
                  .sort((a, b) => b.revenueCents - a.revenueCents)
                  .map((s) => ({ key: s.serviceId, label: serviceName(t, s.serviceId), value: s.revenueCents }))}
                format={f.money}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </AdminPage>
  );
}
