import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BillingLine } from "@common/billing";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useBillingFormat } from "../format";

/**
 * Line items of a quote or an invoice, with their totals underneath. On a phone two columns remain, description and
 * amount, and each description says "quantity × unit price" under it: the price stays in sight at 320 px.
 */
export function LinesTable({
  lines,
  currency,
  caption,
  totals,
}: {
  lines: BillingLine[];
  currency: string;
  caption: string;
  /** Rows under the lines: [label, amount], the last one is the grand total. */
  totals: [ReactNode, number][];
}) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="px-2 sm:px-3">
            {t("lines.description")}
          </TableHead>
          <TableHead scope="col" className="hidden text-right sm:table-cell">
            {t("lines.quantity")}
          </TableHead>
          <TableHead scope="col" className="hidden text-right sm:table-cell">
            {t("lines.unitPrice")}
          </TableHead>
          <TableHead scope="col" className="px-2 text-right sm:px-3">
            {t("lines.amount")}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={i}>
            <TableCell className="px-2 whitespace-pre-line sm:min-w-48 sm:px-3">
              {line.description}
              <span className="block text-muted-foreground tabular-nums sm:hidden">
                {line.quantity} × {f.money(line.unitPriceCents, currency)}
              </span>
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{line.quantity}</TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              {f.money(line.unitPriceCents, currency)}
            </TableCell>
            <TableCell className="px-2 text-right whitespace-nowrap tabular-nums sm:px-3">
              {f.money(line.quantity * line.unitPriceCents, currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot>
        {totals.map(([label, cents], i) => {
          const last = i === totals.length - 1;
          return (
            <tr key={i} className={i === 0 ? "border-t" : undefined}>
              <td aria-hidden colSpan={2} className="hidden sm:table-cell" />
              <th
                scope="row"
                className={`px-2 py-2 text-right font-medium sm:px-3 ${last ? "text-foreground" : "text-muted-foreground"}`}
              >
                {label}
              </th>
              <td
                className={`px-2 py-2 text-right whitespace-nowrap sm:px-3 tabular-nums ${last ? "font-semibold" : ""}`}
                data-testid={last ? "grand-total" : undefined}
              >
                {f.money(cents, currency)}
              </td>
            </tr>
          );
        })}
      </tfoot>
    </Table>
  );
}
