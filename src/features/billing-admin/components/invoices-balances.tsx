import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { QueryState } from "@/components/admin/query-state";
import { useClientBalances } from "../api/get-balances";
import { useInvoiceFormat } from "./invoices-format";

/**
 * What each client owes: invoiced, paid, balance and the overdue part (void invoices left out), one row per client
 * and currency (a client owing in two currencies has two rows, never one sum).
 */
export function InvoicesBalances() {
  const { t } = useTranslation("invoices");
  const f = useInvoiceFormat();
  const balances = useClientBalances();
  const clients = balances.data?.clients;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("balances.title")}</CardTitle>
        <CardDescription>{t("balances.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!clients ? (
          <QueryState isError={balances.isError} onRetry={() => void balances.refetch()} />
        ) : clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("balances.empty")}</p>
        ) : (
          <Table>
            <caption className="sr-only">{t("balances.title")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("balances.client")}</TableHead>
                <TableHead className="text-right">{t("balances.invoiced")}</TableHead>
                <TableHead className="text-right">{t("balances.paid")}</TableHead>
                <TableHead className="text-right">{t("balances.balance")}</TableHead>
                <TableHead className="text-right">{t("balances.overdue")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {clients.map((c) => (
                <TableRow key={`${c.email} ${c.currency}`}>
                  <TableCell>
                    <span className="block font-medium">{c.name}</span>
                    <span className="block text-xs text-muted-foreground">{c.email}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{f.money(c.invoicedCents, c.currency)}</TableCell>
                  <TableCell className="text-right tabular-nums">{f.money(c.paidCents, c.currency)}</TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {f.money(c.balanceCents, c.currency)}
                  </TableCell>
                  <TableCell className={`text-right tabular-nums ${c.overdueCents ? "font-medium text-red-300" : ""}`}>
                    {f.money(c.overdueCents, c.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
