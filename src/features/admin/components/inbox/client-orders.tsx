import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OrderStatus } from "@common/catalog";
import { paths } from "@/config/paths";
import type { ConversationDetail } from "../../api/inbox";
import { useAdminFormat } from "../../lib/format";
import { serviceName } from "../service-name";
import { StatusBadge } from "../status-badge";

/** A signed-in client's orders (the newest 20), each a link to the order. */
export function ClientOrders({ orders }: { orders: ConversationDetail["orders"] }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  if (!orders.length) return <p className="text-sm text-muted-foreground">{t("inbox.orders.none")}</p>;
  return (
    <ul className="divide-y">
      {orders.map((o) => (
        <li key={o.code} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
          <span className="min-w-0">
            <Link to={paths.admin.order(o.code)} className="font-medium text-primary hover:underline">
              {o.code}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {serviceName(t, o.serviceId)} · {f.date(o.createdAt)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <span className="text-sm tabular-nums">
              {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents, o.currency)}
            </span>
            <StatusBadge status={o.status as OrderStatus} />
          </span>
        </li>
      ))}
    </ul>
  );
}
