import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { RetainerView } from "@common/retainers";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { useRetainer, useRetainerAction, type RetainerSide } from "../api/retainers";
import { RetainerCancelDialog } from "./retainer-cancel-dialog";
import { RetainerPauseDialog } from "./retainer-pause-dialog";
import { RetainerPlanDialog } from "./retainer-plan-dialog";
import { RetainerPriceDialog } from "./retainer-price-dialog";
import { RetainerSummary } from "./retainer-summary";
import { retainerErrorText } from "./retainer-texts";

/** Staff record what the current period used. */
function UsageForm({ code, r }: { code: string; r: RetainerView }) {
  const { t } = useTranslation("retainers");
  const action = useRetainerAction("staff", code);
  const [value, setValue] = useState(String(r.current?.used ?? 0));
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!/^\d{1,6}$/.test(value.trim())) return setError(t("errors.number"));
    try {
      await action.mutateAsync({ kind: "usage", used: Number(value) });
      toast.success(t("usageSaved"));
    } catch (err) {
      setError(retainerErrorText(t, err));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <FormField label={t("usageLabel")} error={error}>
        <Input inputMode="numeric" className="max-w-28" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <Button type="submit" size="sm" variant="outline" disabled={action.isPending}>
        {t("saveUsage")}
      </Button>
    </form>
  );
}

function Actions({ side, code, r }: { side: RetainerSide; code: string; r: RetainerView }) {
  const { t } = useTranslation("retainers");
  const action = useRetainerAction(side, code);
  const run = async (kind: "resume" | "start", done: string) => {
    try {
      await action.mutateAsync({ kind });
      toast.success(done);
    } catch (err) {
      toast.error(t("failed"), { description: retainerErrorText(t, err) });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {side === "staff" && r.status === "pending" && (
        <Button
          type="button"
          variant="gradient"
          disabled={action.isPending}
          onClick={() => void run("start", t("started"))}
        >
          {t("start")}
        </Button>
      )}
      {r.status === "active" && r.planOptions.length > 0 && <RetainerPlanDialog side={side} code={code} r={r} />}
      {r.status === "active" && <RetainerPauseDialog side={side} code={code} max={r.maxPausePeriods} />}
      {r.status === "paused" && (
        <Button
          type="button"
          variant="outline"
          disabled={action.isPending}
          onClick={() => void run("resume", t("resumed"))}
        >
          {t("resume")}
        </Button>
      )}
      {side === "staff" && r.listPrice && <RetainerPriceDialog code={code} r={r} listPrice={r.listPrice} />}
      {r.status !== "cancelled" && r.cancelQuotes.length > 0 && <RetainerCancelDialog side={side} code={code} r={r} />}
    </div>
  );
}

/**
 * An order's retainer (issue 42) on the client's order page and the staff order sheet: status, the current
 * period's usage, the next invoice's date and amount, and pause, resume, cancel (staff also start it and record
 * usage). Nothing for a one-off order.
 */
export function OrderRetainer({ side, code }: { side: RetainerSide; code: string }) {
  const { t } = useTranslation("retainers");
  const q = useRetainer(side, code);
  const r = q.data;
  if (!r) return null;
  const body = (
    <section aria-labelledby={`retainer-title-${side}`} className="grid gap-4" data-testid="order-retainer">
      <h2 id={`retainer-title-${side}`} className="text-lg font-semibold tracking-tight">
        {t("title")}
      </h2>
      <RetainerSummary r={r} />
      {side === "staff" && r.current && r.quota && r.status !== "cancelled" && (
        <UsageForm key={r.current.slot} code={code} r={r} />
      )}
      <Actions side={side} code={code} r={r} />
    </section>
  );
  if (side === "staff") return <div className="rounded-xl border p-4">{body}</div>;
  return (
    <Card id="retainer">
      <CardContent className="px-4 pt-6 sm:px-6">{body}</CardContent>
    </Card>
  );
}
