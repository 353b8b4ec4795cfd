import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { usePerformance } from "../api/insights";
import { mailQueueKey } from "../api/mail";
import { AdminPage } from "@/components/admin/admin-page";
import { FigureCard } from "@/components/admin/figure-card";
import { MailQueueCard } from "../components/mail-queue-card";
import { QueryState } from "@/components/admin/query-state";
import { useAdminFormat } from "../lib/format";

export function AdminPerformancePage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const perf = usePerformance();
  const queryClient = useQueryClient();
  const p = perf.data;
  const ms = (v: number) => t("performance.ms", { value: f.decimal(v) });
  return (
    <AdminPage
      title={t("performance.title")}
      description={t("performance.description")}
      actions={
        <Button
          variant="outline"
          onClick={() => {
            void perf.refetch();
            void queryClient.invalidateQueries({ queryKey: mailQueueKey });
          }}
          disabled={perf.isFetching}
        >
          <RefreshCw aria-hidden className={perf.isFetching ? "animate-spin" : undefined} />
          {t("performance.refresh")}
        </Button>
      }
    >
      {!p ? (
        <QueryState isError={perf.isError} onRetry={() => void perf.refetch()} className="h-96" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard
              label={t("performance.uptime")}
              value={f.duration(p.uptimeSeconds)}
              hint={t("performance.sinceStart", {
                requests: f.number(p.totalRequests),
                errors: f.number(p.totalErrors),
              })}
            />
            <FigureCard label={t("performance.requests")} value={f.number(p.lastHour.requests)} />
            <FigureCard label={t("performance.errorRate")} value={f.percent(p.lastHour.errorRate)} />
            <FigureCard label={t("performance.database")} value={f.megabytes(p.databaseBytes)} />
          </div>
          <Card className="overflow-hidden p-0">
            <CardHeader>
              <CardTitle>{t("performance.routes")}</CardTitle>
            </CardHeader>
            {p.routes.length === 0 ? (
              <p className="px-6 pb-6 text-sm text-muted-foreground">{t("performance.noRequests")}</p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("performance.route")}</TableHead>
                    <TableHead className="text-right">{t("performance.count")}</TableHead>
                    <TableHead className="text-right">{t("performance.errors")}</TableHead>
                    <TableHead className="text-right">{t("performance.p50")}</TableHead>
                    <TableHead className="text-right">{t("performance.p95")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {p.routes.map((r) => (
                    <TableRow key={r.route}>
                      <TableCell className="font-mono text-xs">{r.route}</TableCell>
                      <TableCell className="text-right tabular-nums">{f.number(r.requests)}</TableCell>
                      <TableCell className="text-right tabular-nums">{f.number(r.errors)}</TableCell>
                      <TableCell className="text-right tabular-nums">{ms(r.p50)}</TableCell>
                      <TableCell className="text-right tabular-nums">{ms(r.p95)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
          <MailQueueCard />
        </>
      )}
    </AdminPage>
  );
}
