import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MilestoneDto } from "@common/milestones";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useAnswerMilestone, useOrderMilestones } from "../api/milestones";
import { milestoneErrorText } from "./error-text";
import { MilestoneFiles } from "./milestone-files";
import { MilestoneStateBadge } from "./milestone-state-badge";
import { OrderMilestonesChangesDialog } from "./order-milestones-changes-dialog";
import { OrderMilestonesHistory } from "./order-milestones-history";

/** The dashboard's review card links to #milestones (the page scrolls to and focuses it). */
const ANCHOR_CLASS = "scroll-mt-24 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function useDates() {
  const { i18n } = useTranslation();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso),
    );
  const percent = (n: number) => new Intl.NumberFormat(i18n.language, { style: "percent" }).format(n / 100);
  return { day, percent };
}

/** One deliverable waiting for the client: the team's message, the files, and the two answers. */
function Review({ code, m }: { code: string; m: MilestoneDto }) {
  const { t } = useTranslation("milestones");
  const { day } = useDates();
  const answer = useAnswerMilestone(code);
  const approve = async () => {
    try {
      await answer.mutateAsync({ id: m.id, approve: true });
      toast.success(t("approvedToast"));
    } catch (err) {
      toast.error(t("failed"), { description: milestoneErrorText(t, err) });
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border border-yellow-500/30 bg-yellow-500/5 p-3">
      {m.delivery?.message && (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">{t("message")}</p>
          <p className="whitespace-pre-wrap text-sm">{m.delivery.message}</p>
        </div>
      )}
      <MilestoneFiles code={code} files={m.delivery?.files ?? []} label={t("files")} />
      {m.autoApproveAt && (
        <p className="text-xs text-muted-foreground">{t("autoApprove", { date: day(m.autoApproveAt) })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="gradient" onClick={() => void approve()} disabled={answer.isPending}>
          {t("approve")}
        </Button>
        <OrderMilestonesChangesDialog code={code} id={m.id} title={m.title} />
      </div>
    </div>
  );
}

function Milestone({ code, m }: { code: string; m: MilestoneDto }) {
  const { t } = useTranslation("milestones");
  const { day, percent } = useDates();
  const headingId = useId();
  return (
    <li className="grid gap-2 rounded-xl border bg-background/40 p-4" data-testid="milestone">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {m.title}
        </h3>
        <MilestoneStateBadge state={m.state} side="client" />
      </div>
      {m.description && <p className="whitespace-pre-wrap text-sm text-muted-foreground">{m.description}</p>}
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span>{t("weight", { weight: percent(m.weight) })}</span>
        {m.dueOn && <span>{t("due", { date: day(m.dueOn) })}</span>}
        {m.revisionCount > 0 && <span>{t("revisions", { count: m.revisionCount })}</span>}
        {m.deliveredAt && m.state === "delivered" && <span>{t("deliveredOn", { date: day(m.deliveredAt) })}</span>}
      </p>
      {m.state === "delivered" && <Review code={code} m={m} />}
    </li>
  );
}

/**
 * The client's milestones on the order page: the deliverables waiting for review first ("2 deliverables wait for
 * your review"), then every milestone with its state, and the history of decisions. Nothing when there are none.
 */
export function OrderMilestones({ code }: { code: string }) {
  const { t } = useTranslation("milestones");
  const { percent } = useDates();
  const q = useOrderMilestones(code);
  const v = q.data;
  if (!v || !v.milestones.length) return null;
  const waiting = v.milestones.filter((m) => m.state === "delivered");
  const rest = v.milestones.filter((m) => m.state !== "delivered");
  return (
    <Card id="milestones" tabIndex={-1} className={ANCHOR_CLASS}>
      <CardContent className="px-4 pt-6 sm:px-6">
        <section aria-labelledby="milestones-title" className="grid gap-4" data-testid="order-milestones">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="milestones-title" className="text-lg font-semibold tracking-tight">
              {t("title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("progress", { percent: percent(v.progressPercent) })}</p>
          </div>
          {waiting.length > 0 && (
            <p role="status" className="font-medium text-yellow-300">
              {t("awaiting", { count: waiting.length })}
            </p>
          )}
          <ol className="grid gap-3">
            {[...waiting, ...rest].map((m) => (
              <Milestone key={m.id} code={code} m={m} />
            ))}
          </ol>
          <OrderMilestonesHistory code={code} history={v.history} milestones={v.milestones} />
        </section>
      </CardContent>
    </Card>
  );
}
