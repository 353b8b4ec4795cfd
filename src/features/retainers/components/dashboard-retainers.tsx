import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RetainerListItem } from "@common/retainers";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { day, money } from "./retainer-texts";

/**
 * The dashboard's retainers (issue 42): each running or pending one with its plan, price and cadence, status and
 * next invoice, linked to its place on the order page (usage, change plan, pause, cancel).
 */
export function DashboardRetainers({ retainers }: { retainers: RetainerListItem[] }) {
  const { t, i18n } = useTranslation(["retainers", "orders"]);
  const lng = i18n.language;
  if (retainers.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("dashboard.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" data-testid="dashboard-retainers">
          {retainers.map((r) => (
            <li key={r.orderCode} className="grid gap-1 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`${paths.dashboardOrder(r.orderCode)}#retainer`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t(`orders:services.${r.serviceId}`, { defaultValue: r.serviceId })} ·{" "}
                  {t(`orders:tiers.${r.tierId}`, { defaultValue: r.tierId })}
                </Link>
                <Badge variant="outline">{t(`badge.${r.status}`)}</Badge>
              </div>
              <p className="text-muted-foreground">
                {r.orderCode} · {money(r.amountCents, r.currency, lng)}{" "}
                {r.everyMonths === 1 ? t("perMonth") : t("everyMonths", { n: r.everyMonths })}
              </p>
              <p>
                {r.status === "pending"
                  ? t("status.pending")
                  : r.nextInvoice
                    ? t("dashboard.next", {
                        date: day(r.nextInvoice.issueOn, lng),
                        amount: money(r.nextInvoice.amountCents, r.currency, lng),
                      })
                    : t("noNextInvoice")}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
