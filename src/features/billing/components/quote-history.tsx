import { useTranslation } from "react-i18next";
import type { Quote } from "@common/billing";
import { Badge } from "@/components/ui/badge";
import { useBillingFormat } from "../format";
import { totalRows } from "./document-totals";
import { LinesTable } from "./lines-table";

const VARIANT = { open: "blue", accepted: "green", declined: "red", superseded: "secondary" } as const;

export function QuoteStatusBadge({ status }: { status: Quote["status"] }) {
  const { t } = useTranslation("billing");
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(`quote.status.${status}`)}
    </Badge>
  );
}

/** Earlier versions of the quote (superseded, declined, accepted), newest first, each one folded. */
export function QuoteHistory({ quotes }: { quotes: Quote[] }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  return (
    <ul className="grid gap-2">
      {quotes.map((q) => (
        <li key={q.id} className="min-w-0 rounded-lg border border-border">
          <details className="group">
            <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring">
              <span className="font-medium">{t("quote.version", { version: q.version })}</span>
              <QuoteStatusBadge status={q.status} />
              <span className="tabular-nums">{f.money(q.totalCents, q.currency)}</span>
              <span className="text-muted-foreground">
                {q.decidedAt
                  ? t(`quote.decidedOn.${q.status === "accepted" ? "accepted" : "declined"}`, {
                      date: f.moment(q.decidedAt),
                    })
                  : t("quote.sentOn", { date: f.moment(q.createdAt) })}
              </span>
            </summary>
            <div className="grid min-w-0 gap-3 px-3 pb-3">
              <LinesTable
                lines={q.lines}
                currency={q.currency}
                caption={t("quote.linesCaption", { version: q.version })}
                totals={totalRows(q, t, f.percent)}
              />
              {q.note && <p className="text-sm whitespace-pre-line text-muted-foreground">{q.note}</p>}
              {q.declineReason && (
                <p className="text-sm">
                  <span className="font-medium">{t("quote.declineReason")}</span>{" "}
                  <span className="whitespace-pre-line text-muted-foreground">{q.declineReason}</span>
                </p>
              )}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
