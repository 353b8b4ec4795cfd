import { useTranslation } from "react-i18next";
import type { RetainerView } from "@common/retainers";
import { Badge } from "@/components/ui/badge";
import { day, money } from "./retainer-texts";

const BADGE: Record<RetainerView["status"], string> = {
  pending: "border-yellow-500/40 text-yellow-300",
  active: "border-emerald-500/40 text-emerald-300",
  paused: "border-sky-500/40 text-sky-300",
  cancelling: "border-orange-500/40 text-orange-300",
  cancelled: "border-muted-foreground/40 text-muted-foreground",
};

/** What client and staff both see: status, the price and cadence, the current period's usage, the next invoice. */
export function RetainerSummary({ r }: { r: RetainerView }) {
  const { t, i18n } = useTranslation("retainers");
  const lng = i18n.language;
  const cadence = r.everyMonths === 1 ? t("perMonth") : t("everyMonths", { n: r.everyMonths });
  const c = r.current;
  const cells = c
    ? ([
        ["included", c.included],
        ["rolledOver", c.rolledOver],
        ["used", c.used],
        ["left", c.left],
      ] as const)
    : [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className={BADGE[r.status]} data-testid="retainer-status">
          {t(`badge.${r.status}`)}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {t("cadence", { cadence, amount: money(r.amountCents, r.currency, lng) })}
        </span>
      </div>
      {/* The badge says "Active"; the other states say what comes next. */}
      {r.status !== "active" && (
        <p className="text-sm">
          {r.status === "cancelling" && r.endsOn
            ? t("status.cancelling", { date: day(r.endsOn, lng) })
            : r.status === "paused" && r.resumesOn
              ? t("resumesOn", { date: day(r.resumesOn, lng) })
              : t(`status.${r.status}`, { date: "" })}
        </p>
      )}
      {c && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t("period", { from: day(c.startsOn, lng), to: day(c.endsOn, lng) })}</p>
          {r.quota ? (
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {cells.map(([k, n]) => (
                <div key={k} className="rounded-lg border bg-background/40 p-2">
                  <dt className="text-xs text-muted-foreground">{t(k)}</dt>
                  <dd className="text-lg font-semibold tabular-nums">
                    {n} <span className="text-xs font-normal text-muted-foreground">{r.quota!.unit}</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noQuota")}</p>
          )}
        </div>
      )}
      {r.status !== "pending" && (
        <p className="text-sm" data-testid="retainer-next-invoice">
          {r.nextInvoice
            ? t("nextInvoice", {
                date: day(r.nextInvoice.issueOn, lng),
                amount: money(r.nextInvoice.amountCents, r.nextInvoice.currency, lng),
                start: day(r.nextInvoice.periodStartsOn, lng),
              })
            : t("noNextInvoice")}
        </p>
      )}
      {r.priceChange && (
        <p className="text-sm" data-testid="retainer-price-change">
          {t("priceChange", {
            amount: money(r.priceChange.amountCents, r.currency, lng),
            date: day(r.priceChange.from, lng),
            noticed: day(r.priceChange.noticedOn, lng),
          })}
        </p>
      )}
      {r.nextInvoice && r.pendingAdjustments.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground" data-testid="retainer-adjustments">
          {r.pendingAdjustments.map((a, i) => (
            <li key={i}>
              {t(a.amountCents < 0 ? "adjustmentCredit" : "adjustmentOwed", {
                amount: money(Math.abs(a.amountCents), r.currency, lng),
                what: a.description,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
