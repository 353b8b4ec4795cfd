import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { REPORT_LIMITS, reportSummarySchema, type ReportListItem } from "@common/results-report";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { reportPdfUrl, useReportAction, useReports } from "../api/reports";
import { errorText, issuesToFields, serverErrors, type MetricFieldErrors } from "./metric-errors";
import { useMetricFormat } from "./metric-name";
import { useHashTarget } from "@/lib/use-hash-target";

const isReports = (id: string) => id === "reports";

/** "November 2026" in the reader's language. */
function useMonthName() {
  const { i18n } = useTranslation();
  const fmt = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long", timeZone: "UTC" });
  return (month: string) => {
    const [y, m] = month.split("-").map(Number) as [number, number];
    return fmt.format(new Date(Date.UTC(y, m - 1, 15)));
  };
}

/** The client's monthly reports on the order page: each month's PDF, as it was e-mailed. Nothing before the first. */
export function OrderReports({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation("results");
  const q = useReports("client", orderCode);
  const month = useMonthName();
  const f = useMetricFormat("");
  // The report's e-mail links to #reports, which exists once the reports are read.
  useHashTarget(!!q.data?.length, isReports);
  if (!q.data?.length) return null;
  return (
    <section
      id="reports"
      tabIndex={-1}
      aria-labelledby="reports-title"
      className="grid scroll-mt-24 gap-3 rounded-xl border p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-6"
    >
      <h2 id="reports-title" className="text-xl font-semibold">
        {t("reports.title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("reports.hint")}</p>
      <ul className="grid gap-2">
        {q.data.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <div>
              <p className="font-medium">{month(r.month)}</p>
              {r.sentAt && (
                <p className="text-xs text-muted-foreground">{t("reports.sent", { date: f.date(r.sentAt) })}</p>
              )}
            </div>
            <a
              href={reportPdfUrl("client", orderCode, r.id)}
              download
              className="text-sm font-medium underline underline-offset-4"
              aria-label={t("reports.downloadOf", { month: month(r.month) })}
            >
              {t("reports.download")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DraftEditor({ code, report }: { code: string; report: ReportListItem }) {
  const { t } = useTranslation("results");
  const action = useReportAction(code);
  const [summary, setSummary] = useState(report.summary);
  const [errors, setErrors] = useState<MetricFieldErrors>({});
  useEffect(() => setSummary(report.summary), [report.summary]);
  const run = async (kind: "summary" | "send") => {
    const checked = reportSummarySchema.safeParse({ summary });
    if (!checked.success) return setErrors(issuesToFields(checked.error.issues));
    setErrors({});
    try {
      // Sending saves the summary first: what staff see in the box is what goes out.
      if (kind === "send" || summary !== report.summary) {
        await action.mutateAsync({ kind: "summary", id: report.id, summary: checked.data.summary });
      }
      if (kind === "send") {
        await action.mutateAsync({ kind: "send", id: report.id });
        toast.success(t("reports.staff.sentToast"));
      } else {
        toast.success(t("reports.staff.saved"));
      }
    } catch (caught) {
      setErrors(serverErrors(caught));
    }
  };
  const other = Object.keys(errors).find((k) => k !== "summary");
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <FormField
        label={t("reports.staff.summary")}
        hint={t("reports.staff.summaryHint")}
        error={errorText(t, errors.summary)}
      >
        <Textarea
          rows={3}
          maxLength={REPORT_LIMITS.summaryMax}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
      </FormField>
      {other && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, errors[other])}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={action.isPending}
          onClick={() => void run("summary")}
        >
          {action.isPending ? t("staff.saving") : t("reports.staff.save")}
        </Button>
        <Button type="button" size="sm" disabled={action.isPending} onClick={() => void run("send")}>
          {t("reports.staff.send")}
        </Button>
      </div>
    </div>
  );
}

/**
 * Staff's monthly reports of an order on the admin sheet: the draft of last month (made on the 1st) with its summary
 * to write, its PDF to preview and a button to send it now; the sent ones with their PDF.
 */
export function OrderReportsBoard({ code }: { code: string }) {
  const { t } = useTranslation("results");
  const q = useReports("staff", code);
  const month = useMonthName();
  const f = useMetricFormat("");
  if (!q.data) return null;
  return (
    <section
      aria-labelledby="reports-board-title"
      className="grid gap-3 rounded-xl border p-4"
      data-testid="reports-board"
    >
      <h3 id="reports-board-title" className="font-semibold">
        {t("reports.title")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("reports.staff.hint")}</p>
      {q.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("reports.staff.empty")}</p>
      ) : (
        <ul className="grid gap-3">
          {q.data.map((r) => (
            <li key={r.id} className="grid gap-2 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{month(r.month)}</span>
                  {r.status === "draft" ? (
                    <Badge variant="yellow">
                      {t("reports.staff.draft", { date: f.date(`${r.sendsOn}T00:00:00Z`) })}
                    </Badge>
                  ) : (
                    <Badge variant="green">{t("reports.sent", { date: f.date(r.sentAt!) })}</Badge>
                  )}
                </div>
                <a
                  href={reportPdfUrl("staff", code, r.id)}
                  download
                  className="text-sm font-medium underline underline-offset-4"
                  aria-label={t("reports.downloadOf", { month: month(r.month) })}
                >
                  {r.status === "draft" ? t("reports.staff.preview") : t("reports.download")}
                </a>
              </div>
              {r.status === "draft" ? (
                <DraftEditor code={code} report={r} />
              ) : (
                r.summary && <p className="whitespace-pre-line text-muted-foreground">{r.summary}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
