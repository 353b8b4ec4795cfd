import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreditNote } from "@common/billing";
import type { Cancellation } from "@common/refund-policy";
import { Alert } from "@/components/ui/alert";
import { creditNotePdfHref } from "../api/order-billing";
import { useBillingFormat } from "../format";

/**
 * Where the client's cancellation request stands: asked (with the policy's amount and the day we answer by),
 * approved (with the refund and its credit note) or declined (with our reason).
 */
export function CancellationStatus({
  request,
  currency,
  creditNotes,
}: {
  request: Cancellation;
  currency: string;
  creditNotes: CreditNote[];
}) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();

  if (request.status === "pending") {
    const amount =
      request.tier === "nothing_paid"
        ? t("cancel.status.nothingToRefund")
        : request.computedCents === null
          ? t("cancel.status.staffDecides")
          : t("cancel.status.computed", { amount: f.money(request.computedCents, currency) });
    return (
      <Alert variant="warning" role="status" data-testid="cancellation-status" data-status="pending">
        <p>{t("cancel.status.pending", { date: f.moment(request.requestedAt), dueOn: f.day(request.dueOn) })}</p>
        <p className="mt-1">{amount}</p>
      </Alert>
    );
  }
  if (request.status === "declined") {
    return (
      <Alert variant="default" role="status" data-testid="cancellation-status" data-status="declined">
        <p className="whitespace-pre-line">
          {t("cancel.status.declined", { reason: request.decisionReason || t("cancel.status.noReason") })}
        </p>
      </Alert>
    );
  }
  // The credit notes issued for this cancellation: those dated from the request on.
  const notes = creditNotes.filter((n) => n.issuedAt >= request.requestedAt);
  return (
    <Alert variant="success" role="status" data-testid="cancellation-status" data-status="approved">
      <p className="font-medium">
        {t("cancel.status.approved", { amount: f.money(request.approvedCents ?? 0, currency) })}
      </p>
      {request.decisionReason && <p className="mt-1 whitespace-pre-line">{request.decisionReason}</p>}
      {notes.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {notes.map((n) => (
            <li key={n.number}>
              <a
                href={creditNotePdfHref(n.number)}
                download={`${n.number}.pdf`}
                className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
              >
                <FileText aria-hidden className="size-4" />
                {t("cancel.status.creditNote", { number: n.number })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
