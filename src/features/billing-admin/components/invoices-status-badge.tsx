import { useTranslation } from "react-i18next";
import type { InvoiceStatus } from "@common/billing";
import { Badge } from "@/components/ui/badge";

const VARIANT = { issued: "blue", paid: "green", void: "outline" } as const;

/** Issued blue, paid green, void plain; an overdue invoice gets a red marker beside it (words, not colour alone). */
export function InvoicesStatusBadge({ status, overdue }: { status: InvoiceStatus; overdue: boolean }) {
  const { t } = useTranslation("invoices");
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>
      {overdue && <Badge variant="red">{t("status.overdue")}</Badge>}
    </span>
  );
}
