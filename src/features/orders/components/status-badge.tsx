import { useTranslation } from "react-i18next";
import type { OrderStatus } from "@common/catalog";
import { Badge } from "@/components/ui/badge";

const VARIANT: Record<OrderStatus, "yellow" | "blue" | "green" | "red"> = {
  pending: "yellow",
  in_progress: "blue",
  completed: "green",
  cancelled: "red",
};

/** Spec §4 colours: pending yellow, in_progress blue, completed green, cancelled red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  const variant = VARIANT[status as OrderStatus] ?? "yellow";
  return (
    <Badge variant={variant} data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
