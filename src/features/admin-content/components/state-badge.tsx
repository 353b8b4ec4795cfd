import { useTranslation } from "react-i18next";
import type { ContentState } from "@common/content";
import { Badge } from "@/components/ui/badge";

const TONE = { shipped: "secondary", draft: "yellow", published: "green" } as const;

/** Shipped as template / Draft / Published. */
export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation("admin-content");
  return <Badge variant={TONE[state]}>{t(`state.${state}`)}</Badge>;
}
