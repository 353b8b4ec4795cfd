import { useTranslation } from "react-i18next";
import type { OrderStatus } from "@common/catalog";
import { Badge } from "@/components/ui/badge";

const VARIANT = { pending: "yellow", in_progress: "blue", completed: "green", cancelled: "red" } as const;

/** Spec §4 colours: pending yellow, in progress blue, completed green, cancelled red. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation("admin");
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
