import { useTranslation } from "react-i18next";
import type { WorkEventDto } from "@common/milestones";

/** The line that names a decision on the order's work in the order's history (client's page and staff's sheet). */
export function useWorkEventText() {
  const { t } = useTranslation("milestones");
  return {
    text: (e: WorkEventDto) => {
      const who = e.who ?? "";
      return e.source === "brief"
        ? t(`briefEvent.${e.kind as "submitted" | "changes_requested"}`, { who })
        : `${e.title} · ${t(`event.${e.kind}`, { who })}`;
    },
    filesLabel: t("files"),
  };
}

/** Status changes and work decisions in one list, oldest first (a stable merge: equal times keep status first). */
export function mergeHistory<S>(status: S[], statusAt: (s: S) => string, work: WorkEventDto[]) {
  return [
    ...status.map((s) => ({ kind: "status" as const, at: statusAt(s), s })),
    ...work.map((w) => ({ kind: "work" as const, at: w.at, w })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}
