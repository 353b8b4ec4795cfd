import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OrderStatus } from "@common/catalog";
import { paths } from "@/config/paths";
import { useAdminFormat } from "../lib/format";
import { serviceName } from "./service-name";
import { StatusBadge } from "./status-badge";

interface Row {
  id: string;
  customerName: string;
  serviceId: string;
  amountCents: number | null;
  /** ISO 4217: the order's amount is in it. */
  currency: string;
  status: OrderStatus;
}

export function RecentOrders({ orders }: { orders: Row[] }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  if (!orders.length) return <p className="text-sm text-muted-foreground">{t("dashboard.noOrders")}</p>;
  return (
    <ul className="divide-y">
      {orders.map((o) => (
        <li key={o.id}>
          <Link
            to={`${paths.admin.orders}?q=${encodeURIComponent(o.id)}`}
            className="flex items-center justify-between gap-3 py-3 hover:text-primary"
          >
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{o.customerName}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {o.id} · {serviceName(t, o.serviceId)}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <span className="text-sm tabular-nums">
                {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents, o.currency)}
              </span>
              <StatusBadge status={o.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
