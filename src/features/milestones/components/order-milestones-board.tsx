import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { MilestoneDto } from "@common/milestones";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useAdminMilestones, useStaffMilestoneAction } from "../api/milestones";
import { milestoneErrorText } from "./error-text";
import { MilestoneStateBadge } from "./milestone-state-badge";
import { OrderMilestonesDeliverDialog } from "./order-milestones-deliver-dialog";
import { OrderMilestonesEditor } from "./order-milestones-editor";
import { OrderMilestonesHistory } from "./order-milestones-history";

function Actions({ code, m }: { code: string; m: MilestoneDto }) {
  const { t } = useTranslation("milestones");
  const action = useStaffMilestoneAction(code);
  const run = async (kind: "start" | "reopen") => {
    try {
      await action.mutateAsync({ kind, id: m.id });
    } catch (err) {
      toast.error(t("failed"), { description: milestoneErrorText(t, err) });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {m.state === "planned" && (
        <Button type="button" size="sm" variant="outline" onClick={() => void run("start")} disabled={action.isPending}>
          {t("board.start")}
        </Button>
      )}
      {(m.state === "planned" || m.state === "in_progress" || m.state === "changes_requested") && (
        <OrderMilestonesDeliverDialog code={code} id={m.id} title={m.title} />
      )}
      {m.state === "approved" && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void run("reopen")}
          disabled={action.isPending}
        >
          {t("board.reopen")}
        </Button>
      )}
    </div>
  );
}

/**
 * The milestones board of the admin order sheet: each milestone's state (waiting for client, changes asked, …),
 * start / deliver / reopen, editing the set (weights sum to 100), applying the service's template, the history.
 */
export function OrderMilestonesBoard({ code }: { code: string }) {
  const { t, i18n } = useTranslation("milestones");
  const q = useAdminMilestones(code);
  const template = useStaffMilestoneAction(code);
  const [editing, setEditing] = useState(false);
  const v = q.data;
  if (!v) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" }).format(v.progressPercent / 100);
  const applyTemplate = async () => {
    try {
      await template.mutateAsync({ kind: "template" });
    } catch (err) {
      toast.error(t("failed"), { description: milestoneErrorText(t, err) });
    }
  };
  return (
    <section
      aria-labelledby="milestones-board-title"
      className="grid gap-3 rounded-xl border p-4"
      data-testid="milestones-board"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="milestones-board-title" className="font-semibold">
          {t("board.title")}
        </h3>
        {v.milestones.length > 0 && <p className="text-sm text-muted-foreground">{t("progress", { percent })}</p>}
      </div>
      <p className="text-xs text-muted-foreground">{t("board.hint")}</p>
      {editing ? (
        <OrderMilestonesEditor code={code} milestones={v.milestones} onDone={() => setEditing(false)} />
      ) : (
        <>
          {v.milestones.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("board.empty")}</p>
          ) : (
            <ol className="grid gap-2">
              {v.milestones.map((m) => (
                <li
                  key={m.id}
                  className="grid gap-2 rounded-lg border bg-background/40 p-3"
                  data-testid="board-milestone"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{m.title}</span>
                    <MilestoneStateBadge state={m.state} side="staff" />
                  </div>
                  <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <span>{t("weight", { weight: m.weight })}</span>
                    {m.dueOn && <span>{t("due", { date: m.dueOn })}</span>}
                    {m.revisionCount > 0 && <span>{t("revisions", { count: m.revisionCount })}</span>}
                  </p>
                  <Actions code={code} m={m} />
                </li>
              ))}
            </ol>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t("board.edit")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => void applyTemplate()}
              disabled={template.isPending}
            >
              {t("board.applyTemplate")}
            </Button>
          </div>
        </>
      )}
      <OrderMilestonesHistory code={code} history={v.history} milestones={v.milestones} />
    </section>
  );
}
