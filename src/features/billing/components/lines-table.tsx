import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useBillingFormat } from "../format";
import type { BillingLine } from "../types";

/** Line items of a quote or an invoice, with their totals underneath (scrolls inside its box on a phone). */
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
          <TableHead scope="col">{t("lines.description")}</TableHead>
          <TableHead scope="col" className="text-right">
            {t("lines.quantity")}
          </TableHead>
          {/* On a phone the unit price gives way, so that description, quantity and amount fit without scrolling. */}
          <TableHead scope="col" className="hidden text-right sm:table-cell">
            {t("lines.unitPrice")}
          </TableHead>
          <TableHead scope="col" className="text-right">
            {t("lines.amount")}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line, i) => (
          <TableRow key={i}>
            <TableCell className="min-w-32 whitespace-pre-line sm:min-w-48">{line.description}</TableCell>
            <TableCell className="text-right tabular-nums">{line.quantity}</TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              {f.money(line.unitPriceCents, currency)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
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
              <td aria-hidden className="hidden sm:table-cell" />
              <th
                scope="row"
                colSpan={2}
                className={`px-3 py-2 text-right font-medium ${last ? "text-foreground" : "text-muted-foreground"}`}
              >
                {label}
              </th>
              <td
                className={`px-3 py-2 text-right whitespace-nowrap tabular-nums ${last ? "font-semibold" : ""}`}
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
