import { useTranslation } from "react-i18next";
import type { OrderStatus } from "@common/catalog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAdminFormat } from "../lib/format";
import { serviceName } from "./service-name";
import { StatusBadge } from "./status-badge";

interface Row {
  id: string;
  customerName: string;
  customerEmail: string;
  serviceId: string;
  amountCents: number | null;
  status: OrderStatus;
  createdAt: string;
}

export function OrdersTable({ orders, onOpen }: { orders: Row[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("orders.id")}</TableHead>
          <TableHead>{t("orders.customer")}</TableHead>
          <TableHead>{t("orders.service")}</TableHead>
          <TableHead>{t("orders.date")}</TableHead>
          <TableHead className="text-right">{t("orders.amount")}</TableHead>
          <TableHead>{t("orders.status")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id} className="cursor-pointer" onClick={() => onOpen(o.id)}>
            <TableCell className="whitespace-nowrap font-mono text-xs">
              <button
                type="button"
                className="rounded font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t("orders.open", { id: o.id })}
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(o.id);
                }}
              >
                {o.id}
              </button>
            </TableCell>
            <TableCell>
              <span className="block font-medium">{o.customerName}</span>
              <span className="block text-xs text-muted-foreground">{o.customerEmail}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{serviceName(t, o.serviceId)}</TableCell>
            <TableCell className="whitespace-nowrap">{f.date(o.createdAt)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {o.amountCents === null ? t("common.customQuote") : f.money(o.amountCents)}
            </TableCell>
            <TableCell>
              <StatusBadge status={o.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
