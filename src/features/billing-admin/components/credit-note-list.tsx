import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CreditNote, Refund } from "@common/billing";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { serverErrorText } from "./field-error";
import { useBillingFormat } from "./money";
import { RecordRefundDialog } from "./record-refund-dialog";
import { creditNotePdfUrl, useRetryRefund } from "./use-admin-refunds";

const STATUS_VARIANT = { pending: "yellow", succeeded: "green", failed: "red" } as const;
/** Paid out by staff by hand (and recorded here); card and wallet refunds go through their provider. */
const MANUAL = new Set<Refund["method"]>(["bank_transfer", "crypto"]);

function RetryRefundButton({ code, refund, currency }: { code: string; refund: Refund; currency: string }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const retry = useRetryRefund(code);
  const onClick = async () => {
    try {
      const res = await retry.mutateAsync(refund.id);
      const amount = f.money(refund.amountCents, currency);
      if (res.refund.status === "failed") toast.error(t("refund.retryFailed", { amount }));
      else toast.success(t("refund.retried", { amount }));
    } catch (err) {
      toast.error(serverErrorText(t, err));
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => void onClick()}>
      {retry.isPending ? t("refund.retrying") : t("refund.retry")}
    </Button>
  );
}

/** A refund pays out part of a credit note, in its currency. */
function RefundRow({
  code,
  refund,
  creditNote,
  currency,
}: {
  code: string;
  refund: Refund;
  creditNote: string;
  currency: string;
}) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          {t("refund.line", { method: t(`methods.${refund.method}`), amount: f.money(refund.amountCents, currency) })}
          <Badge variant={STATUS_VARIANT[refund.status]}>{t(`refundStatus.${refund.status}`)}</Badge>
        </span>
        {refund.refundedOn && (
          <span className="text-xs text-muted-foreground">
            {f.day(refund.refundedOn)}
            {refund.reference ? ` · ${refund.reference}` : ""}
          </span>
        )}
      </div>
      {refund.destination ? (
        <p className="text-xs break-all" data-refund-destination>
          {refund.destination.kind === "bank"
            ? t("refund.destinationBank", { holder: refund.destination.accountHolder, iban: refund.destination.iban })
            : t("refund.destinationCrypto", {
                network: t(`refund.networks.${refund.destination.network}`),
                address: refund.destination.address,
              })}
        </p>
      ) : (
        refund.needsDestination && <p className="text-xs text-muted-foreground">{t("refund.destinationMissing")}</p>
      )}
      {refund.status === "pending" && MANUAL.has(refund.method) && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-muted-foreground">{t("refund.pendingManual")}</p>
          <RecordRefundDialog code={code} refund={refund} creditNote={creditNote} currency={currency} />
        </div>
      )}
      {refund.status === "failed" && !MANUAL.has(refund.method) && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-muted-foreground">{t("refund.failedProvider")}</p>
          <RetryRefundButton code={code} refund={refund} currency={currency} />
        </div>
      )}
    </li>
  );
}

/** An invoice's credit notes (number, amount, reason, PDF) and the refunds that pay each out. */
export function CreditNoteList({ code, notes }: { code: string; notes: CreditNote[] }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h6 className="text-xs font-medium text-muted-foreground">{t("creditNote.title")}</h6>
      <ul className="grid gap-2">
        {notes.map((n) => (
          <li key={n.number} className="grid gap-2 rounded-md border border-dashed p-2.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-sm font-semibold">{n.number}</span>
              <span className="text-sm font-semibold tabular-nums">{f.money(-n.amountCents, n.currency)}</span>
            </div>
            <p className="text-xs text-muted-foreground">
              {t("creditNote.issuedOn", { date: f.day(n.issuedAt) })}
              {n.reason && (
                <>
                  {" · "}
                  <span className="whitespace-pre-wrap">{n.reason}</span>
                </>
              )}
            </p>
            {n.refunds.length > 0 && (
              <ul className="grid gap-2 text-sm" aria-label={t("creditNote.refundsOf", { number: n.number })}>
                {n.refunds.map((r) => (
                  <RefundRow key={r.id} code={code} refund={r} creditNote={n.number} currency={n.currency} />
                ))}
              </ul>
            )}
            <div>
              <a
                href={creditNotePdfUrl(n.number)}
                download
                className={buttonVariants({ variant: "outline", size: "sm" })}
                aria-label={t("creditNote.pdfFor", { number: n.number })}
              >
                <FileDown aria-hidden />
                {t("creditNote.pdf")}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
