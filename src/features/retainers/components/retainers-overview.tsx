import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { FigureCard } from "@/components/admin/figure-card";
import { QueryState } from "@/components/admin/query-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useRetainerOverview } from "../api/retainers";
import { day, money } from "./retainer-texts";

/**
 * Admin → Analytics: every retainer with its status, price and next invoice; monthly recurring revenue and the next
 * 30 days' invoices one line per currency (never summed across currencies), and how many ended in the last 30 days.
 */
export function RetainersOverview() {
  const { t, i18n } = useTranslation(["retainers", "orders"]);
  const lng = i18n.language;
  const q = useRetainerOverview();
  const o = q.data;
  const lines = (l: { currency: string; cents: number }[]) =>
    l.length ? l.map((m) => money(m.cents, m.currency, lng)) : money(0, "USD", lng);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("overview.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!o ? (
          <QueryState isError={q.isError} onRetry={() => void q.refetch()} className="h-40" />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <FigureCard
                label={t("overview.mrr")}
                value={lines(o.mrr)}
                hint={t("overview.running", { count: o.counts.active + o.counts.cancelling })}
              />
              <FigureCard
                label={t("overview.next30")}
                value={lines(o.next30Days)}
                hint={t("overview.invoices", { count: o.next30DaysCount })}
              />
              <FigureCard
                label={t("overview.ended")}
                value={String(o.endedLast30Days)}
                hint={t("overview.pausedNow", { count: o.counts.paused })}
              />
            </div>
            {o.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("overview.empty")}</p>
            ) : (
              <div className="overflow-x-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("overview.order")}</TableHead>
                      <TableHead>{t("overview.plan")}</TableHead>
                      <TableHead>{t("overview.status")}</TableHead>
                      <TableHead className="text-right">{t("overview.price")}</TableHead>
                      <TableHead>{t("overview.nextInvoice")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {o.items.map((r) => (
                      <TableRow key={r.orderCode}>
                        <TableCell>
                          <Link
                            className="font-mono underline-offset-4 hover:underline"
                            to={paths.admin.order(r.orderCode)}
                          >
                            {r.orderCode}
                          </Link>
                          <div className="text-xs text-muted-foreground">{r.contactName}</div>
                        </TableCell>
                        <TableCell>
                          {t(`orders:services.${r.serviceId}`, { defaultValue: r.serviceId })} ·{" "}
                          {t(`orders:tiers.${r.tierId}`, { defaultValue: r.tierId })}
                        </TableCell>
                        <TableCell>
                          <Badge variant="outline">{t(`badge.${r.status}`)}</Badge>
                        </TableCell>
                        <TableCell className="text-right tabular-nums whitespace-nowrap">
                          {money(r.amountCents, r.currency, lng)}{" "}
                          {r.everyMonths === 1 ? t("perMonth") : t("everyMonths", { n: r.everyMonths })}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">
                          {r.nextInvoice
                            ? `${day(r.nextInvoice.issueOn, lng)} · ${money(r.nextInvoice.amountCents, r.currency, lng)}`
                            : t("overview.none")}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
