import { useTranslation } from "react-i18next";
import type { MilestoneState } from "@common/milestones";
import { Badge } from "@/components/ui/badge";

const VARIANT = {
  planned: "secondary",
  in_progress: "blue",
  delivered: "yellow",
  approved: "green",
  changes_requested: "red",
} as const;

/** A milestone's state in words; `side` picks the client's ("Waiting for your review") or staff's wording. */
export function MilestoneStateBadge({ state, side }: { state: MilestoneState; side: "client" | "staff" }) {
  const { t } = useTranslation("milestones");
  return <Badge variant={VARIANT[state]}>{t(side === "client" ? `state.${state}` : `staffState.${state}`)}</Badge>;
}
