import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CreditNote, Refund } from "@common/billing";
import { Button } from "@/components/ui/button";
import { creditNotePdfHref } from "../api/order-billing";
import { useBillingFormat } from "../format";
import { RefundDestinationForm } from "./refund-destination-form";

const REFUND_TONE = {
  pending: "text-muted-foreground",
  succeeded: "text-green-300",
  failed: "text-red-300",
} as const;

function RefundLine({ code, refund, currency }: { code: string; refund: Refund; currency: string }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const [editing, setEditing] = useState(false);
  const d = refund.destination;
  const status =
    refund.status === "succeeded"
      ? refund.refundedOn
        ? t("creditNote.refund.succeeded", { date: f.day(refund.refundedOn) })
        : t("creditNote.refund.succeededUndated")
      : t(`creditNote.refund.${refund.status}`);
  return (
    <li className="flex flex-wrap gap-x-2">
      <span className="font-medium tabular-nums">{f.money(refund.amountCents, currency)}</span>
      <span className={REFUND_TONE[refund.status]} data-refund-status={refund.status}>
        {status}
      </span>
      {d && (
        <span className="w-full text-muted-foreground" data-refund-destination>
          {d.kind === "bank"
            ? t("refundDestination.toBank", { holder: d.accountHolder, iban: d.iban })
            : t("refundDestination.toCrypto", {
                network: t(`refundDestination.networks.${d.network}`),
                address: d.address,
              })}{" "}
          {refund.status !== "succeeded" && !editing && (
            <Button variant="link" size="inline" onClick={() => setEditing(true)}>
              {t("refundDestination.change")}
            </Button>
          )}
        </span>
      )}
      {(refund.needsDestination || editing) && (
        <div className="w-full">
          <RefundDestinationForm code={code} refund={refund} onDone={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}

/** The credit notes of one invoice: what was credited and why, the PDF, and where each refund stands. */
export function CreditNotes({ code, notes }: { code: string; notes: CreditNote[] }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  return (
    <div className="grid min-w-0 gap-2">
      <h5 className="text-sm font-semibold">{t("creditNote.title")}</h5>
      <ul className="grid min-w-0 gap-2">
        {notes.map((note) => (
          <li
            key={note.number}
            className="grid min-w-0 gap-2 rounded-md border border-border p-3 text-sm"
            data-credit-note={note.number}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-mono font-semibold">{note.number}</span>
                <span className="text-muted-foreground">{f.moment(note.issuedAt)}</span>
              </p>
              <Button asChild variant="outline" size="sm">
                <a
                  href={creditNotePdfHref(note.number)}
                  download={`${note.number}.pdf`}
                  aria-label={t("creditNote.downloadLabel", { number: note.number })}
                >
                  <Download aria-hidden />
                  {t("creditNote.download")}
                </a>
              </Button>
            </div>
            <p>
              <span className="text-muted-foreground">{t("creditNote.amount")}</span>{" "}
              <span className="font-medium tabular-nums">{f.money(note.amountCents, note.currency)}</span>
            </p>
            {note.reason && <p className="whitespace-pre-line text-muted-foreground">{note.reason}</p>}
            {note.refunds.length > 0 && (
              <ul className="grid gap-1" aria-label={t("creditNote.refundsLabel", { number: note.number })}>
                {note.refunds.map((r) => (
                  <RefundLine key={r.id} code={code} refund={r} currency={note.currency} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
