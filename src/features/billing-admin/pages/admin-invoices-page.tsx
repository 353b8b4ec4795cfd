import { Download, SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { INVOICE_LIST_STATUSES, type InvoiceListQuery } from "@common/billing";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { AdminPage } from "@/components/admin/admin-page";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { SearchBox } from "@/components/admin/search-box";
import { usePageParams } from "@/components/admin/use-page-params";
import { invoicesCsvUrl, useAdminInvoices, type InvoiceListFilters } from "../api/get-invoices";
import { InvoicesBalances } from "../components/invoices-balances";
import { InvoicesTable } from "../components/invoices-table";
import { InvoicesTotals } from "../components/invoices-totals";
import { PaymentIssuesList } from "../components/payment-issues-list";

/** Admin → Invoices: every invoice with its payments' total, filtered and searched on the server; CSV; balances. */
export function AdminInvoicesPage() {
  const { t } = useTranslation("invoices");
  const params = usePageParams({ status: "all", q: "" });
  const statusParam = params.get("status");
  const filters: InvoiceListFilters = {
    status: (INVOICE_LIST_STATUSES as readonly string[]).includes(statusParam)
      ? (statusParam as InvoiceListQuery["status"])
      : "all",
    q: params.get("q"),
    page: params.page,
  };
  const list = useAdminInvoices(filters);

  return (
    <AdminPage
      title={t("page.title")}
      description={t("page.description")}
      actions={
        <Button variant="outline" asChild>
          <a href={invoicesCsvUrl(filters)} download>
            <Download aria-hidden />
            {t("page.exportCsv")}
          </a>
        </Button>
      }
    >
      <PaymentIssuesList />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5">
          <span aria-hidden className="text-xs text-muted-foreground">
            {t("filters.search")}
          </span>
          <SearchBox
            label={t("filters.searchLabel")}
            placeholder={t("filters.searchPlaceholder")}
            value={filters.q}
            onChange={(q) => params.set({ q })}
          />
        </div>
        <LabeledSelect
          label={t("filters.status")}
          value={filters.status}
          options={INVOICE_LIST_STATUSES.map((s) => ({ value: s, label: t(`filters.${s}`) }))}
          onChange={(status) => params.set({ status })}
        />
      </div>

      {!list.data ? (
        <QueryState isError={list.isError} onRetry={() => void list.refetch()} className="h-96" />
      ) : (
        <>
          <InvoicesTotals totals={list.data.totals} />
          {list.data.invoices.length === 0 ? (
            <Card className="flex flex-col items-center justify-center gap-2 py-16 text-center">
              <SearchX aria-hidden className="size-8 text-muted-foreground" />
              <p className="font-semibold">{t("page.empty")}</p>
              <p className="text-sm text-muted-foreground">{t("page.emptyHint")}</p>
            </Card>
          ) : (
            <>
              <Card className="overflow-hidden p-0" aria-busy={list.isFetching}>
                <InvoicesTable invoices={list.data.invoices} />
              </Card>
              <Pagination
                page={list.data.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                onPage={(page) => params.set({ page: String(page) })}
              />
            </>
          )}
        </>
      )}
      <InvoicesBalances />
    </AdminPage>
  );
}
