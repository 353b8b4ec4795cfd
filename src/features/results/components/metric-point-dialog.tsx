import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { METRIC_LIMITS, metricPointInputSchema } from "@common/order-metrics";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useMetricAction } from "../api/staff-metrics";
import { parseDecimal } from "./metric-dialog";
import { errorText, issuesToFields, serverErrors, type MetricFieldErrors } from "./metric-errors";

/** Today in the reader's calendar, as the date field writes it. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Staff record one measurement of a metric: its value, the day it was measured, a note and a link as evidence. */
export function MetricPointDialog({ code, id, name }: { code: string; id: number; name: string }) {
  const { t } = useTranslation("results");
  const action = useMetricAction(code);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [measuredAt, setMeasuredAt] = useState(today);
  const [note, setNote] = useState("");
  const [evidenceUrl, setEvidenceUrl] = useState("");
  const [errors, setErrors] = useState<MetricFieldErrors>({});
  const err = (key: string) => errorText(t, errors[key]);
  const other = Object.keys(errors).find((k) => !["value", "measuredAt", "note", "evidenceUrl"].includes(k));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = metricPointInputSchema.safeParse({
      value: parseDecimal(value) ?? Number.NaN,
      measuredAt,
      note,
      evidenceUrl,
    });
    if (!checked.success) return setErrors(issuesToFields(checked.error.issues));
    setErrors({});
    try {
      await action.mutateAsync({ kind: "addPoint", id, input: checked.data });
      setOpen(false);
      toast.success(t("staff.point.added"));
    } catch (caught) {
      setErrors(serverErrors(caught));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (next) {
          setValue("");
          setMeasuredAt(today());
          setNote("");
          setEvidenceUrl("");
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`${t("staff.point.open")} · ${name}`}>
          {t("staff.point.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("staff.point.title", { name })}</DialogTitle>
          <DialogDescription>{t("staff.point.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
            <FormField label={t("staff.point.value")} error={err("value")}>
              <Input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
            </FormField>
            <FormField label={t("staff.point.measuredAt")} error={err("measuredAt")}>
              <Input type="date" value={measuredAt} onChange={(e) => setMeasuredAt(e.target.value)} />
            </FormField>
          </div>
          <FormField label={t("staff.point.note")} error={err("note")}>
            <Textarea
              rows={2}
              maxLength={METRIC_LIMITS.noteMax}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          <FormField
            label={t("staff.point.evidenceUrl")}
            hint={t("staff.point.evidenceHint")}
            error={err("evidenceUrl")}
          >
            <Input
              type="url"
              inputMode="url"
              maxLength={METRIC_LIMITS.urlMax}
              value={evidenceUrl}
              onChange={(e) => setEvidenceUrl(e.target.value)}
            />
          </FormField>
          {other && (
            <p role="alert" className="text-sm text-destructive">
              {err(other)}
            </p>
          )}
          <DialogFormFooter
            cancelLabel={t("staff.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={t("staff.point.submit")}
            pendingLabel={t("staff.saving")}
            pending={action.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
