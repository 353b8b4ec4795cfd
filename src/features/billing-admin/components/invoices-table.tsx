import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { InvoiceStatus } from "@common/billing";
import { paths } from "@/config/paths";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useInvoiceFormat } from "./invoices-format";
import { InvoicesStatusBadge } from "./invoices-status-badge";

interface Row {
  number: string;
  orderCode: string;
  status: InvoiceStatus;
  customerName: string;
  customerEmail: string;
  issuedAt: string;
  dueDate: string;
  /** ISO 4217: the invoice's amounts are in it. */
  currency: string;
  totalCents: number;
  paidCents: number;
  overdue: boolean;
}

/** The invoices of a page; the order code links to the order's sheet, where staff record payments. */
export function InvoicesTable({ invoices }: { invoices: Row[] }) {
  const { t } = useTranslation("invoices");
  const f = useInvoiceFormat();
  return (
    <Table>
      <caption className="sr-only">{t("table.caption")}</caption>
      <TableHeader>
        <TableRow>
          <TableHead>{t("table.number")}</TableHead>
          <TableHead>{t("table.customer")}</TableHead>
          <TableHead>{t("table.order")}</TableHead>
          <TableHead>{t("table.issued")}</TableHead>
          <TableHead>{t("table.due")}</TableHead>
          <TableHead className="text-right">{t("table.total")}</TableHead>
          <TableHead className="text-right">{t("table.paid")}</TableHead>
          <TableHead>{t("table.status")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((i) => (
          <TableRow key={i.number}>
            <TableCell className="whitespace-nowrap font-mono text-xs font-semibold">{i.number}</TableCell>
            <TableCell>
              <span className="block font-medium">{i.customerName}</span>
              <span className="block text-xs text-muted-foreground">{i.customerEmail}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap font-mono text-xs">
              <Link
                to={paths.admin.order(i.orderCode)}
                aria-label={t("table.openOrder", { code: i.orderCode })}
                className="rounded text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {i.orderCode}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{f.date(i.issuedAt)}</TableCell>
            <TableCell className={i.overdue ? "whitespace-nowrap font-medium text-red-300" : "whitespace-nowrap"}>
              {f.day(i.dueDate)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{f.money(i.totalCents, i.currency)}</TableCell>
            <TableCell className="text-right tabular-nums">{f.money(i.paidCents, i.currency)}</TableCell>
            <TableCell>
              <InvoicesStatusBadge status={i.status} overdue={i.overdue} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
