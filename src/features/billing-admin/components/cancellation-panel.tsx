import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ADMIN_FEE_BP, EARLY_REFUND_BP, EARLY_WINDOW_MS, NO_REFUND_FROM_PERCENT } from "@common/refund-policy";
import type { RefundTier } from "@common/refund-policy";
import { cn } from "@/lib/cn";
import { CancellationDecisionDialog } from "./cancellation-decision-dialog";
import { isoDay, useBillingFormat } from "./money";
import { useOrderBilling } from "./use-admin-billing";
import { useOrderCancellation } from "./use-admin-refunds";

/** The numbers of the Refund Policy page, for the tier sentences. */
export const TIER_VALUES = {
  fee: ADMIN_FEE_BP / 100,
  share: EARLY_REFUND_BP / 100,
  hours: EARLY_WINDOW_MS / 3_600_000,
  cutoff: NO_REFUND_FROM_PERCENT,
};

/** A dt/dd pair in a div straight under the dl (the only wrapper HTML allows there). */
function Row({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 grid gap-0.5" : "grid gap-0.5"}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** "Due today" or "Overdue" (in words, not colour alone) when the answer's last day has come. */
function dueState(dueOn: string, today = isoDay()): "overdue" | "today" | null {
  return dueOn < today ? "overdue" : dueOn === today ? "today" : null;
}

/**
 * A client's cancellation request in the order sheet: when it was made and must be answered, the client's reason,
 * what the policy gives back and why, and the three answers. Once decided, what was decided and its credit notes.
 */
export function CancellationPanel({ code }: { code: string }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const view = useOrderCancellation(code).data;
  const billing = useOrderBilling(code).data;
  const request = view?.request;
  if (!view || !request) return null;

  const tier = t(`tiers.${request.tier as RefundTier}`, TIER_VALUES);
  if (request.status !== "pending") {
    const notes = (billing?.invoices ?? []).flatMap((i) => i.creditNotes.map((n) => n.number));
    return (
      <section className="grid gap-1 rounded-xl border bg-background/40 p-4 text-sm" aria-labelledby={`cxl-${code}`}>
        <h3 id={`cxl-${code}`} className="text-sm font-semibold">
          {t("cancellation.title")}
        </h3>
        <p>
          {request.status === "approved"
            ? t("cancellation.approvedOn", {
                date: request.decidedAt ? f.day(request.decidedAt) : "",
                amount: f.money(request.approvedCents ?? 0, view.currency),
              })
            : t("cancellation.declinedOn", { date: request.decidedAt ? f.day(request.decidedAt) : "" })}
        </p>
        {request.decisionReason && (
          <p className="whitespace-pre-wrap text-muted-foreground">
            {t("cancellation.decisionReason", { reason: request.decisionReason })}
          </p>
        )}
        {request.status === "approved" && notes.length > 0 && (
          <p>{t("cancellation.creditNotes", { numbers: notes.join(", ") })}</p>
        )}
      </section>
    );
  }

  const due = dueState(request.dueOn);
  return (
    <section
      className={cn(
        "grid gap-4 rounded-xl border p-4",
        due ? "border-amber-500/60 bg-amber-500/10" : "border-primary/40 bg-background/40",
      )}
      aria-labelledby={`cxl-${code}`}
    >
      <div>
        <h3 id={`cxl-${code}`} className="text-sm font-semibold">
          {t("cancellation.pendingTitle")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("cancellation.pendingDescription")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Row label={t("cancellation.requestedOn")}>{f.dateTime(request.requestedAt)}</Row>
        <Row label={t("cancellation.dueOn")}>
          <span className={cn("inline-flex flex-wrap items-center gap-1.5", due && "font-semibold text-amber-200")}>
            {due && <CalendarClock aria-hidden className="size-4" />}
            {f.day(request.dueOn)}
            {due && <span>({t(`cancellation.${due}`)})</span>}
          </span>
        </Row>
        <Row wide label={t("cancellation.clientReason")}>
          {request.reason ? (
            <span className="whitespace-pre-wrap">{request.reason}</span>
          ) : (
            <span className="text-muted-foreground">{t("cancellation.noReason")}</span>
          )}
        </Row>
        <Row wide label={t("cancellation.policy")}>
          {tier}
        </Row>
        <Row label={t("cancellation.paid")}>{f.money(request.paidCents, view.currency)}</Row>
        <Row label={t("cancellation.computed")}>
          {request.computedCents === null
            ? t("cancellation.staffDecide")
            : f.money(request.computedCents, view.currency)}
        </Row>
      </dl>
      <div className="flex flex-wrap gap-2">
        {(["approve", "approve_other", "decline"] as const).map((kind) => (
          <CancellationDecisionDialog
            key={kind}
            code={code}
            kind={kind}
            computedCents={request.computedCents}
            paidCents={request.paidCents}
            currency={view.currency}
          />
        ))}
      </div>
    </section>
  );
}
