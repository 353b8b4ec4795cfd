import { useTranslation } from "react-i18next";
import type { Quote } from "@common/billing";
import { QuoteStatusBadge } from "./billing-status";
import { useBillingFormat } from "./money";

/** The lines of a quote or an invoice as a small read-only table. */
export function LinesTable({ lines, caption, currency }: { lines: Quote["lines"]; caption: string; currency: string }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-2 text-left font-medium">
              {t("lines.description")}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t("lines.quantity")}
            </th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">
              {t("lines.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-t">
              <td className="py-1 pr-2 break-words">{l.description}</td>
              <td className="px-2 py-1 text-right whitespace-nowrap">
                {l.quantity} × {f.money(l.unitPriceCents, currency)}
              </td>
              <td className="py-1 pl-2 text-right whitespace-nowrap">
                {f.money(l.quantity * l.unitPriceCents, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QuoteSummary({ quote }: { quote: Quote }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("quote.version", { version: quote.version })}</span>
        <QuoteStatusBadge status={quote.status} />
        <span className="ml-auto font-semibold">{f.money(quote.totalCents, quote.currency)}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("quote.sentOn", { date: f.dateTime(quote.createdAt) })}
        {" · "}
        {t("quote.validUntilOn", { date: f.day(quote.validUntil) })}
        {quote.decidedAt && (
          <>
            {" · "}
            {t(quote.status === "accepted" ? "quote.acceptedOn" : "quote.declinedOn", {
              date: f.dateTime(quote.decidedAt),
            })}
          </>
        )}
      </p>
      {quote.declineReason && (
        <p className="text-sm">
          <span className="text-muted-foreground">{t("quote.declineReason")} </span>
          <span className="whitespace-pre-wrap">{quote.declineReason}</span>
        </p>
      )}
      <LinesTable
        lines={quote.lines}
        caption={t("quote.linesCaption", { version: quote.version })}
        currency={quote.currency}
      />
      {quote.note && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{quote.note}</p>}
    </div>
  );
}

/** The current quote (open or accepted) in full, and the earlier versions folded below it. */
export function QuoteHistory({ quotes }: { quotes: Quote[] }) {
  const { t } = useTranslation("admin-billing");
  if (quotes.length === 0) return <p className="text-sm text-muted-foreground">{t("quote.none")}</p>;
  const [latest, ...older] = quotes;
  return (
    <div className="grid gap-3">
      <div className="rounded-lg border bg-background/40 p-3">
        <QuoteSummary quote={latest!} />
      </div>
      {older.length > 0 && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            {t("quote.history", { count: older.length })}
          </summary>
          <ul className="mt-3 grid gap-3">
            {older.map((q) => (
              <li key={q.id} className="border-t pt-3 first:border-t-0 first:pt-0">
                <QuoteSummary quote={q} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
