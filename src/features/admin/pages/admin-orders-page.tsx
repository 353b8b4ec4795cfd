import { Download, SearchX } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DATE_RANGES, type DateRange } from "@common/admin";
import { ORDER_STATUSES } from "@common/catalog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ordersCsvUrl, useAdminOrders, type OrderListFilters } from "../api/orders";
import { AdminPage } from "@/components/admin/admin-page";
import { LabeledSelect } from "@/components/admin/labeled-select";
import { OrderSheet } from "../components/order-sheet";
import { OrdersTable } from "../components/orders-table";
import { ViewTabs } from "../components/orders-view-tabs";
import { Pagination } from "@/components/admin/pagination";
import { QueryState } from "@/components/admin/query-state";
import { SearchBox } from "@/components/admin/search-box";
import { usePageParams } from "@/components/admin/use-page-params";

const STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;

export function AdminOrdersPage() {
  const { t } = useTranslation("admin");
  const { i18n } = useTranslation();
  const params = usePageParams({ view: "all", status: "all", range: "all", q: "", order: "" });
  const attention = params.get("view") === "attention";
  const statusParam = params.get("status");
  const rangeParam = params.get("range");
  const filters: OrderListFilters = {
    view: attention ? "attention" : "all",
    status: (STATUS_FILTERS as readonly string[]).includes(statusParam)
      ? (statusParam as OrderListFilters["status"])
      : "all",
    range: (DATE_RANGES as readonly string[]).includes(rangeParam) ? (rangeParam as DateRange) : "all",
    q: params.get("q"),
    page: params.page,
  };
  const orders = useAdminOrders(filters);
  const openId = params.get("order") || null;
  const opener = useRef<Element | null>(null);
  const setOpen = (id: string | null) => {
    if (id) opener.current = document.activeElement;
    params.set({ order: id ?? "", page: String(filters.page) });
  };
  // Focus returns to the order's button in the table (a refetch may have drawn it anew), else to what opened the sheet.
  const returnFocus = (event: Event) => {
    const again = openId ? document.querySelector<HTMLElement>(`[data-order-open="${CSS.escape(openId)}"]`) : null;
    const stillThere = opener.current instanceof HTMLElement && opener.current.isConnected ? opener.current : null;
    // An answered order leaves "Needs attention": then the current view's tab takes the focus.
    const target =
      again ?? stillThere ?? document.querySelector<HTMLElement>('[data-orders-view][aria-pressed="true"]');
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <AdminPage
      title={t("orders.title")}
      description={t("orders.description")}
      actions={
        <Button variant="outline" asChild>
          <a href={ordersCsvUrl(filters)} download>
            <Download aria-hidden />
            {t("common.exportCsv")}
          </a>
        </Button>
      }
    >
      <ViewTabs attention={attention} onChange={(view) => params.set({ view })} />
      {/* "Needs attention" is searched as the full list is; its status and date filters do not apply there. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5">
          <span aria-hidden className="text-xs text-muted-foreground">
            {t("common.search")}
          </span>
          <SearchBox
            label={t("orders.searchLabel")}
            placeholder={t("orders.searchPlaceholder")}
            value={filters.q}
            onChange={(q) => params.set({ q })}
          />
        </div>
        {!attention && (
          <>
            <LabeledSelect
              label={t("orders.statusFilter")}
              value={filters.status}
              options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              onChange={(status) => params.set({ status })}
            />
            <LabeledSelect
              label={t("orders.rangeFilter")}
              value={filters.range}
              options={DATE_RANGES.map((r) => ({ value: r, label: t(`range.${r}`) }))}
              onChange={(range) => params.set({ range })}
            />
          </>
        )}
      </div>

      {!orders.data ? (
        <QueryState isError={orders.isError} onRetry={() => void orders.refetch()} className="h-96" />
      ) : orders.data.items.length === 0 ? (
        <Card className="flex flex-col items-center justify-center gap-2 py-16 text-center">
          <SearchX aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-semibold">{attention ? t("orders.attentionEmpty") : t("orders.empty")}</p>
          <p className="text-sm text-muted-foreground">
            {attention ? t("orders.attentionEmptyHint") : t("orders.emptyHint")}
          </p>
        </Card>
      ) : (
        <>
          <Card className="overflow-hidden p-0" aria-busy={orders.isFetching}>
            <OrdersTable orders={orders.data.items} onOpen={setOpen} lng={i18n.language} showWaiting={attention} />
          </Card>
          <Pagination
            page={orders.data.page}
            pageSize={orders.data.pageSize}
            total={orders.data.total}
            onPage={(page) => params.set({ page: String(page), order: openId ?? "" })}
          />
        </>
      )}
      <OrderSheet id={openId} onClose={() => setOpen(null)} onCloseAutoFocus={returnFocus} />
    </AdminPage>
  );
}
