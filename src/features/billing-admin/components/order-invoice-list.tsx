import { FileDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "@common/billing";
import { rescueFocus } from "@/lib/focus";
import { buttonVariants } from "@/components/ui/button";
import { InvoiceStatusBadge } from "./billing-status";
import { CreditNoteList } from "./credit-note-list";
import { useBillingFormat } from "./money";
import { LinesTable } from "./quote-history";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { invoicePdfUrl } from "./use-admin-billing";
import { VoidInvoiceDialog } from "./void-invoice-dialog";

function Figure({ label, children, strong }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? "text-sm font-semibold" : "text-sm"}>{children}</dd>
    </div>
  );
}

function InvoiceCard({ code, invoice }: { code: string; invoice: Invoice }) {
  const { t } = useTranslation("admin-billing");
  const f = useBillingFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const remaining = invoice.balanceCents;
  // Voiding or paying in full removes the buttons that opened the dialog: focus then goes to this invoice.
  const status = useRef(invoice.status);
  useEffect(() => {
    if (status.current === "issued" && invoice.status !== "issued")
      requestAnimationFrame(() => rescueFocus(heading.current));
    status.current = invoice.status;
  }, [invoice.status]);

  return (
    <article className="grid gap-3 rounded-lg border bg-background/40 p-3" aria-labelledby={`inv-${invoice.number}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h5 id={`inv-${invoice.number}`} ref={heading} className="font-mono text-sm font-semibold">
          {invoice.number}
        </h5>
        <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t("invoice.total")} strong>
          {f.money(invoice.totalCents, invoice.currency)}
        </Figure>
        <Figure label={t("invoice.paid")}>{f.money(invoice.paidCents, invoice.currency)}</Figure>
        <Figure label={t("invoice.refunded")}>{f.money(invoice.refundedCents, invoice.currency)}</Figure>
        <Figure label={t("invoice.balance")} strong>
          {f.money(invoice.balanceCents, invoice.currency)}
        </Figure>
        <Figure label={t("invoice.issuedOn")}>{f.day(invoice.issuedAt)}</Figure>
        <Figure label={t("invoice.due")}>{f.day(invoice.dueDate)}</Figure>
      </dl>
      {invoice.taxCents > 0 && (
        <p className="text-xs text-muted-foreground">
          {t("invoice.taxLine", {
            subtotal: f.money(invoice.subtotalCents, invoice.currency),
            rate: f.rate(invoice.taxRateBp),
            tax: f.money(invoice.taxCents, invoice.currency),
          })}
        </p>
      )}
      {invoice.replacesNumber && (
        <p className="text-xs text-muted-foreground">{t("invoice.replaces", { number: invoice.replacesNumber })}</p>
      )}
      {invoice.status === "void" && (
        <p className="text-sm">
          <span className="text-muted-foreground">
            {invoice.voidedAt ? t("invoice.voidedOn", { date: f.dateTime(invoice.voidedAt) }) : t("invoiceStatus.void")}
          </span>{" "}
          <span className="whitespace-pre-wrap">{invoice.voidReason}</span>
        </p>
      )}
      <details>
        <summary className="cursor-pointer text-sm">{t("invoice.showLines")}</summary>
        <div className="mt-2">
          <LinesTable
            lines={invoice.lines}
            caption={t("invoice.linesCaption", { number: invoice.number })}
            currency={invoice.currency}
          />
        </div>
      </details>
      {invoice.payments.length > 0 && (
        <div className="grid gap-1">
          <h6 className="text-xs font-medium text-muted-foreground">{t("invoice.payments")}</h6>
          <ul className="grid gap-1 text-sm">
            {invoice.payments.map((p, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-x-2">
                <span>
                  {f.day(p.receivedOn)} · {t(`methods.${p.method}`)}
                  {p.reference ? ` · ${p.reference}` : ""}
                </span>
                <span>{f.money(p.amountCents, invoice.currency)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={invoicePdfUrl(invoice.number)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={t("invoice.pdfFor", { number: invoice.number })}
        >
          <FileDown aria-hidden />
          {t("invoice.pdf")}
        </a>
        {invoice.status === "issued" && (
          <>
            <RecordPaymentDialog
              code={code}
              number={invoice.number}
              remainingCents={remaining}
              currency={invoice.currency}
            />
            <VoidInvoiceDialog code={code} number={invoice.number} />
          </>
        )}
      </div>
      <CreditNoteList code={code} notes={invoice.creditNotes} />
    </article>
  );
}

/** The order's invoices, newest first: figures, payments, the PDF, and the staff actions on an issued one. */
export function OrderInvoiceList({ code, invoices }: { code: string; invoices: Invoice[] }) {
  const { t } = useTranslation("admin-billing");
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">{t("invoice.none")}</p>;
  return (
    <ul className="grid gap-3">
      {invoices.map((inv) => (
        <li key={inv.number}>
          <InvoiceCard code={code} invoice={inv} />
        </li>
      ))}
    </ul>
  );
}
