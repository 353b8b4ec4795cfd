import { useTranslation } from "react-i18next";
import type { OrderStatus } from "@common/catalog";
import type { WorkEventDto } from "@common/milestones";
import { MilestoneFiles, mergeHistory, useWorkEventText } from "@/features/milestones";
import { useAdminFormat } from "../lib/format";

interface Event {
  id: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  createdAt: string;
  actorName: string | null;
}

const Dot = () => (
  <span aria-hidden className="absolute -left-[1.6rem] top-1 size-2.5 rounded-full bg-primary ring-4 ring-card" />
);

/** The order's status changes and the decisions on its work (brief, milestones), oldest first. */
export function OrderHistory({ code, events, work }: { code: string; events: Event[]; work: WorkEventDto[] }) {
  const { t } = useTranslation("admin");
  const f = useAdminFormat();
  const workText = useWorkEventText();
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{t("order.history")}</h3>
      <ol aria-label={t("order.history")} className="relative grid gap-4 border-l pl-5">
        {mergeHistory(events, (e) => e.createdAt, work).map((item, i) => {
          if (item.kind === "work") {
            const w = item.w;
            return (
              <li key={`w${i}`} className="relative">
                <Dot />
                <p className="text-sm font-medium">{workText.text(w)}</p>
                <p className="text-xs text-muted-foreground">{f.dateTime(w.at)}</p>
                <MilestoneFiles code={code} files={w.files} label={workText.filesLabel} />
              </li>
            );
          }
          const e = item.s;
          return (
            <li key={e.id} className="relative">
              <Dot />
              <p className="text-sm font-medium">
                {e.fromStatus === null
                  ? t("order.historyCreated")
                  : t("order.historyChange", { from: t(`status.${e.fromStatus}`), to: t(`status.${e.toStatus}`) })}
              </p>
              <p className="text-xs text-muted-foreground">
                {f.dateTime(e.createdAt)} · {e.actorName ? t("order.by", { name: e.actorName }) : t("order.byClient")}
              </p>
              {e.note && <p className="mt-1 rounded-md bg-muted/50 px-2 py-1 text-sm">{e.note}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
