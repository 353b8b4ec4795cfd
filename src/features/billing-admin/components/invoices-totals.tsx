import { useTranslation } from "react-i18next";
import type { MoneyLine } from "@common/admin";
import { FigureCard } from "@/components/admin/figure-card";
import { useInvoiceFormat } from "./invoices-format";

/** Outstanding, overdue and paid over every invoice the filters select, one amount per currency. */
export function InvoicesTotals({
  totals,
}: {
  totals: { outstanding: MoneyLine[]; overdue: MoneyLine[]; paid: MoneyLine[] };
}) {
  const { t } = useTranslation("invoices");
  const f = useInvoiceFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FigureCard
        label={t("totals.outstanding")}
        value={f.moneyLines(totals.outstanding)}
        hint={t("totals.outstandingHint")}
      />
      <FigureCard label={t("totals.overdue")} value={f.moneyLines(totals.overdue)} hint={t("totals.overdueHint")} />
      <FigureCard label={t("totals.paid")} value={f.moneyLines(totals.paid)} hint={t("totals.paidHint")} />
    </div>
  );
}
