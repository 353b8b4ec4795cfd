import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, isLanguage } from "@common/locales";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SUBSCRIBERS_CSV_URL, useSubscribers } from "../api/people";
import { AdminPage } from "@/components/admin/admin-page";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { useAdminFormat } from "../lib/format";
import { usePageParams } from "@/components/admin/use-page-params";

export function AdminSubscribersPage() {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const params = usePageParams({ q: "" });
  const subs = useSubscribers({ q: params.get("q"), page: params.page });
  const data = subs.data;
  return (
    <AdminPage
      title={t("subscribers.title")}
      description={
        data
          ? `${t("subscribers.description")} ${t("subscribers.active", { count: data.active })}`
          : t("subscribers.description")
      }
      actions={
        <Button variant="outline" asChild>
          <a href={SUBSCRIBERS_CSV_URL} download>
            <Download aria-hidden />
            {t("common.exportCsv")}
          </a>
        </Button>
      }
    >
      {!data ? (
        <QueryState isError={subs.isError} onRetry={() => void subs.refetch()} className="h-96" />
      ) : data.items.length === 0 ? (
        <Card className="py-16 text-center text-muted-foreground">{t("subscribers.empty")}</Card>
      ) : (
        <>
          <Card className="overflow-hidden p-0">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("subscribers.email")}</TableHead>
                  <TableHead>{t("subscribers.language")}</TableHead>
                  <TableHead>{t("subscribers.subscribed")}</TableHead>
                  <TableHead>{t("subscribers.state")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell className="font-medium">{s.email}</TableCell>
                    <TableCell>{isLanguage(s.locale) ? LANGUAGE_NAMES[s.locale] : s.locale}</TableCell>
                    <TableCell className="whitespace-nowrap">{f.date(s.createdAt)}</TableCell>
                    <TableCell>
                      {s.unsubscribedAt ? (
                        <Badge variant="secondary">{t("subscribers.unsubscribed")}</Badge>
                      ) : (
                        <Badge variant="green">{t("subscribers.active")}</Badge>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => params.set({ page: String(page) })}
          />
        </>
      )}
    </AdminPage>
  );
}
