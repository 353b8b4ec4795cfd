import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderMetricDto } from "@common/order-metrics";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useAdminMetrics, useMetricAction } from "../api/staff-metrics";
import { MetricDialog } from "./metric-dialog";
import type { BriefNumber } from "@common/intake";
import { errorText, serverErrors } from "./metric-errors";
import { MetricImportDialog } from "./metric-import-dialog";
import { useMetricFormat, useMetricName } from "./metric-name";
import { MetricPointDialog } from "./metric-point-dialog";

function RemoveMetric({ code, metric, name }: { code: string; metric: OrderMetricDto; name: string }) {
  const { t } = useTranslation("results");
  const action = useMetricAction(code);
  const [open, setOpen] = useState(false);
  const remove = async () => {
    try {
      await action.mutateAsync({ kind: "remove", id: metric.id });
      setOpen(false);
      toast.success(t("staff.remove.done", { name }));
    } catch (caught) {
      toast.error(t("errors.generic"), { description: errorText(t, Object.values(serverErrors(caught))[0]) });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !action.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="ghost" aria-label={`${t("staff.remove.open")} · ${name}`}>
          {t("staff.remove.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("staff.remove.title", { name })}</DialogTitle>
          <DialogDescription>{t("staff.remove.description", { count: metric.points.length })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={action.isPending}>
            {t("staff.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => void remove()} disabled={action.isPending}>
            {action.isPending ? t("staff.saving") : t("staff.remove.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MetricRow({ code, metric: m, suggested }: { code: string; metric: OrderMetricDto; suggested: Suggested }) {
  const { t } = useTranslation("results");
  const name = useMetricName()(m);
  const f = useMetricFormat(m.unit);
  const action = useMetricAction(code);
  const s = m.summary;
  const points = [...m.points].sort((a, b) => b.measuredAt.localeCompare(a.measuredAt));
  const removePoint = async (pointId: number) => {
    try {
      await action.mutateAsync({ kind: "removePoint", id: m.id, pointId });
      toast.success(t("staff.point.removed"));
    } catch (caught) {
      toast.error(t("errors.generic"), { description: errorText(t, Object.values(serverErrors(caught))[0]) });
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border bg-background/40 p-3" data-testid="board-metric">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">{t("staff.points", { count: m.points.length })}</span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t("start")}</dt>
          <dd className="tabular-nums">{f.value(s.start)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("now")}</dt>
          <dd className="tabular-nums">{f.value(s.now)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t("change")}</dt>
          <dd className="tabular-nums">
            {f.signed(s.change)}
            {s.percent !== null && (
              <span className="whitespace-nowrap"> ({t("percent", { value: f.signed(s.percent) })})</span>
            )}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <MetricPointDialog code={code} id={m.id} name={name} />
        <MetricDialog code={code} suggested={suggested} metric={m} />
        <RemoveMetric code={code} metric={m} name={name} />
      </div>
      {points.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-medium">{t("table")}</summary>
          <ul className="mt-2 grid gap-1">
            {points.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="tabular-nums">{f.date(p.measuredAt)}</span> ·{" "}
                  <span className="font-medium tabular-nums">{f.value(p.value)}</span> ·{" "}
                  <span className="text-muted-foreground">{t(`sources.${p.source}`)}</span>
                  {p.note && <span className="text-muted-foreground"> · {p.note}</span>}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={action.isPending}
                  onClick={() => void removePoint(p.id)}
                  aria-label={t("staff.point.remove", { date: f.date(p.measuredAt), value: f.value(p.value) })}
                >
                  {t("staff.remove.open")}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

type Suggested = NonNullable<ReturnType<typeof useAdminMetrics>["data"]>["suggestedKinds"];

/**
 * The results board of the admin order sheet: the order's metrics with start, now and change as the client sees
 * them, a measurement added by hand or imported from a CSV, a metric added, edited or removed.
 */
export function OrderMetricsBoard({
  code,
  briefNumbers = [],
}: {
  code: string;
  briefNumbers?: readonly BriefNumber[];
}) {
  const { t } = useTranslation("results");
  const q = useAdminMetrics(code);
  const v = q.data;
  if (!v) return null;
  return (
    <section
      aria-labelledby="metrics-board-title"
      className="grid gap-3 rounded-xl border p-4"
      data-testid="metrics-board"
    >
      <h3 id="metrics-board-title" className="font-semibold">
        {t("title")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("staff.hint")}</p>
      {v.metrics.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("staff.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {v.metrics.map((m) => (
            <MetricRow key={m.id} code={code} metric={m} suggested={v.suggestedKinds} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <MetricDialog code={code} suggested={v.suggestedKinds} briefNumbers={briefNumbers} />
        {v.metrics.length > 0 && <MetricImportDialog code={code} keys={v.metrics.map((m) => m.csvKey)} />}
      </div>
    </section>
  );
}
