import { useTranslation } from "react-i18next";
import { FigureCard } from "@/features/admin/components/figure-card";
import { useInvoiceFormat } from "./invoices-format";

/** Outstanding, overdue and paid over every invoice the filters select. */
export function InvoicesTotals({
  totals,
}: {
  totals: { outstandingCents: number; overdueCents: number; paidCents: number };
}) {
  const { t } = useTranslation("invoices");
  const f = useInvoiceFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FigureCard
        label={t("totals.outstanding")}
        value={f.money(totals.outstandingCents)}
        hint={t("totals.outstandingHint")}
      />
      <FigureCard label={t("totals.overdue")} value={f.money(totals.overdueCents)} hint={t("totals.overdueHint")} />
      <FigureCard label={t("totals.paid")} value={f.money(totals.paidCents)} hint={t("totals.paidHint")} />
    </div>
  );
}
