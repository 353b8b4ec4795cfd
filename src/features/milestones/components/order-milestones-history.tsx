import { useTranslation } from "react-i18next";
import type { MilestoneDto, MilestoneEventDto } from "@common/milestones";
import { MilestoneFiles } from "./milestone-files";

/** Every decision on the order's milestones, newest first: who, when, the note and the delivered files' SHA-256. */
export function OrderMilestonesHistory({
  code,
  history,
  milestones,
}: {
  code: string;
  history: MilestoneEventDto[];
  milestones: MilestoneDto[];
}) {
  const { t, i18n } = useTranslation("milestones");
  if (!history.length) return null;
  const titleOf = (id: number) => milestones.find((m) => m.id === id)?.title ?? "";
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(at));
  return (
    <details className="rounded-xl border p-3">
      <summary className="cursor-pointer text-sm font-medium">{t("history")}</summary>
      <ol className="mt-3 grid gap-3" data-testid="milestone-history">
        {history.map((e) => (
          <li key={e.id} className="grid gap-1 text-sm">
            <p>
              <span className="font-medium">{titleOf(e.milestoneId)}</span> ·{" "}
              {t(`event.${e.kind}`, { who: e.actor.name ?? "", n: e.note })} ·{" "}
              <time dateTime={e.at} className="text-muted-foreground">
                {when(e.at)}
              </time>
            </p>
            {e.note && e.kind !== "reminded" && e.kind !== "auto_approved" && (
              <p className="whitespace-pre-wrap text-muted-foreground">{e.note}</p>
            )}
            <MilestoneFiles code={code} files={e.files} label={t("files")} />
          </li>
        ))}
      </ol>
    </details>
  );
}
