import { useTranslation } from "react-i18next";
import type { InvoiceStatus, QuoteStatus } from "@common/billing";
import { Badge } from "@/components/ui/badge";

const QUOTE_VARIANT = { open: "blue", accepted: "green", declined: "red", superseded: "secondary" } as const;
const INVOICE_VARIANT = { issued: "yellow", paid: "green", void: "secondary" } as const;

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation("admin-billing");
  return <Badge variant={QUOTE_VARIANT[status]}>{t(`quoteStatus.${status}`)}</Badge>;
}

export function InvoiceStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue?: boolean }) {
  const { t } = useTranslation("admin-billing");
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={INVOICE_VARIANT[status]}>{t(`invoiceStatus.${status}`)}</Badge>
      {overdue && status === "issued" && <Badge variant="red">{t("invoiceStatus.overdue")}</Badge>}
    </span>
  );
}
