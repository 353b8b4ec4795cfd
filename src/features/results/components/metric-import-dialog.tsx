import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { METRIC_LIMITS, type CsvPreview } from "@common/order-metrics";
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useCsvPreview, useMetricAction } from "../api/staff-metrics";
import { errorText, serverErrors } from "./metric-errors";

/**
 * Import measurements from a CSV (date, metric, value): the server reads it and says row by row what it would
 * store; the import button appears only for a file without a problem, and the import stores every row or none.
 */
export function MetricImportDialog({ code, keys }: { code: string; keys: readonly string[] }) {
  const { t } = useTranslation("results");
  const preview = useCsvPreview(code);
  const action = useMetricAction(code);
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState("");
  const [checked, setChecked] = useState<{ csv: string; preview: CsvPreview }>();
  const [error, setError] = useState<string>();
  const busy = preview.isPending || action.isPending;
  const current = checked && checked.csv === csv ? checked.preview : undefined;
  const ready = current && !current.fileError && current.invalid === 0 && current.valid > 0;

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > METRIC_LIMITS.csvMaxChars * 4) return setError(t("metrics.errors.csvTooLong"));
    setError(undefined);
    setCsv(await file.text());
  };

  const check = async () => {
    setError(undefined);
    if (!csv.trim()) return setError(t("metrics.errors.csv"));
    try {
      setChecked({ csv, preview: await preview.mutateAsync(csv) });
    } catch (caught) {
      setError(errorText(t, Object.values(serverErrors(caught))[0]));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return void check();
    try {
      await action.mutateAsync({ kind: "import", csv });
      setOpen(false);
      toast.success(t("staff.import.imported", { count: current.valid }));
    } catch (caught) {
      setChecked(undefined);
      setError(errorText(t, Object.values(serverErrors(caught))[0]));
    }
  };

  const problems = current?.rows.filter((r) => r.error) ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          setCsv("");
          setChecked(undefined);
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline">
          {t("staff.import.open")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("staff.import.title")}</DialogTitle>
          <DialogDescription>{t("staff.import.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <p className="text-sm text-muted-foreground">
            {t("staff.import.keys")}{" "}
            {keys.map((k, i) => (
              <span key={k}>
                {i > 0 && ", "}
                <code className="rounded bg-muted px-1 font-mono text-xs">{k}</code>
              </span>
            ))}
          </p>
          <FormField label={t("staff.import.file")}>
            <Input type="file" accept=".csv,text/csv" onChange={(e) => void readFile(e)} disabled={busy} />
          </FormField>
          <FormField label={t("staff.import.text")} error={error}>
            <Textarea
              rows={6}
              className="font-mono"
              maxLength={METRIC_LIMITS.csvMaxChars}
              placeholder={"date,metric,value\n2026-11-01,followers:instagram,1200"}
              value={csv}
              onChange={(e) => setCsv(e.target.value)}
              disabled={busy}
            />
          </FormField>
          {current && (
            <div className="grid gap-2" role="status">
              {current.fileError ? (
                <p className="text-sm text-destructive">{errorText(t, `metrics.csvErrors.${current.fileError}`)}</p>
              ) : (
                <>
                  <p className="text-sm">{t("staff.import.ready", { count: current.valid })}</p>
                  {current.invalid > 0 && (
                    <p className="text-sm text-destructive">{t("staff.import.problems", { count: current.invalid })}</p>
                  )}
                </>
              )}
            </div>
          )}
          {problems.length > 0 && (
            <div className="max-h-64 overflow-auto rounded-lg border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("staff.import.line")}</TableHead>
                    <TableHead>{t("columns.date")}</TableHead>
                    <TableHead>{t("staff.import.metric")}</TableHead>
                    <TableHead>{t("columns.value")}</TableHead>
                    <TableHead>{t("staff.import.problem")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {problems.map((r) => (
                    <TableRow key={r.line}>
                      <TableCell className="tabular-nums">{r.line}</TableCell>
                      <TableCell className="break-all">{r.date}</TableCell>
                      <TableCell className="break-all">{r.metric}</TableCell>
                      <TableCell className="break-all">{r.value}</TableCell>
                      <TableCell>{errorText(t, `metrics.csvErrors.${r.error}`)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          <DialogFormFooter
            cancelLabel={t("staff.cancel")}
            onCancel={() => setOpen(false)}
            submitLabel={ready ? t("staff.import.submit", { count: current.valid }) : t("staff.import.check")}
            pendingLabel={action.isPending ? t("staff.import.importing") : t("staff.import.checking")}
            pending={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
