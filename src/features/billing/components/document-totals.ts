import type { TFunction } from "i18next";
import type { Invoice, Quote } from "@common/billing";

type Totals = Pick<Invoice | Quote, "subtotalCents" | "taxRateBp" | "taxCents" | "totalCents">;

/**
 * The rows under a quote's or an invoice's lines: subtotal, tax at its rate and the gross total when tax applies,
 * else the total alone. A quote's figures are its invoice's (the server computes both with computeTotals).
 */
export function totalRows(doc: Totals, t: TFunction<"billing">, percent: (bp: number) => string): [string, number][] {
  return doc.taxRateBp > 0 || doc.taxCents > 0
    ? [
        [t("totals.subtotal"), doc.subtotalCents],
        [t("totals.tax", { rate: percent(doc.taxRateBp) }), doc.taxCents],
        [t("totals.total"), doc.totalCents],
      ]
    : [[t("totals.total"), doc.totalCents]];
}
