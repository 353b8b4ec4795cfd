import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Invoice, PaymentOptions } from "@common/billing";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { invoicePdfHref } from "../api/order-billing";
import { useBillingFormat } from "../format";
import { totalRows } from "./document-totals";
import { CreditNotes } from "./credit-notes";
import { LinesTable } from "./lines-table";
import { PaymentPanel } from "./payment-panel";

type DisplayStatus = "issued" | "paid" | "void" | "overdue";
const VARIANT = { issued: "blue", paid: "green", void: "secondary", overdue: "red" } as const;

export const displayStatus = (invoice: Invoice): DisplayStatus =>
  invoice.status === "issued" && invoice.overdue ? "overdue" : invoice.status;

export function InvoiceStatusBadge({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("billing");
  const status = displayStatus(invoice);
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(`invoice.status.${status}`)}
    </Badge>
  );
}

/** Total, paid, refunded (when any) and what is left: the same four figures on every invoice. */
function Amounts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const cur = invoice.currency;
  const rows: [string, number, boolean][] = [
    [t("amounts.total"), invoice.totalCents, false],
    [t("amounts.paid"), invoice.paidCents, false],
    ...(invoice.refundedCents > 0
      ? [[t("amounts.refunded"), invoice.refundedCents, false] as [string, number, boolean]]
      : []),
    [t("amounts.balance"), invoice.balanceCents, true],
  ];
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md border border-border p-3 text-sm sm:max-w-xs sm:justify-self-end"
      data-testid="invoice-amounts"
    >
      {rows.map(([label, cents, strong]) => (
        <div key={label} className={`contents ${strong ? "font-semibold" : ""}`}>
          <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
          <dd className="text-right tabular-nums">{f.money(cents, cur)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The element id of an invoice's card: e-mails link to the order page with #invoice-INV-2026-0001. */
export const invoiceAnchor = (number: string) => `invoice-${number}`;

/**
 * One invoice: number, status, lines and totals, due date, payments, what is paid, refunded and left, its
 * credit notes, the PDF, and how to pay it. The card takes focus when an e-mail's link points at it.
 */
export function InvoiceCard({ invoice, options }: { invoice: Invoice; options: PaymentOptions }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const status = displayStatus(invoice);
  const cur = invoice.currency;
  const totals = totalRows(invoice, t, f.percent);
  return (
    <li
      id={invoiceAnchor(invoice.number)}
      tabIndex={-1}
      className="grid min-w-0 scroll-mt-24 gap-3 rounded-lg border border-border p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4"
      data-invoice={invoice.number}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h4 className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="font-mono">{invoice.number}</span>
          <InvoiceStatusBadge invoice={invoice} />
        </h4>
        <Button asChild variant="outline" size="sm">
          {/* A plain link: the browser saves the attachment with the session cookie. */}
          <a
            href={invoicePdfHref(invoice.number)}
            download={`${invoice.number}.pdf`}
            aria-label={t("invoice.downloadLabel", { number: invoice.number })}
          >
            <Download aria-hidden />
            {t("invoice.download")}
          </a>
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("invoice.issued")}</dt>
        <dd>{f.moment(invoice.issuedAt)}</dd>
        {invoice.status !== "void" && (
          <>
            <dt className="text-muted-foreground">{t("invoice.due")}</dt>
            <dd className={status === "overdue" ? "font-medium text-destructive" : undefined}>
              {f.day(invoice.dueDate)}
            </dd>
          </>
        )}
        {invoice.paidAt && (
          <>
            <dt className="text-muted-foreground">{t("invoice.paidOn")}</dt>
            <dd>{f.moment(invoice.paidAt)}</dd>
          </>
        )}
        {invoice.voidedAt && (
          <>
            <dt className="text-muted-foreground">{t("invoice.voidedOn")}</dt>
            <dd>{f.moment(invoice.voidedAt)}</dd>
          </>
        )}
        {invoice.voidReason && (
          <>
            <dt className="text-muted-foreground">{t("invoice.voidReason")}</dt>
            <dd className="whitespace-pre-line">{invoice.voidReason}</dd>
          </>
        )}
        {invoice.replacesNumber && (
          <>
            <dt className="text-muted-foreground">{t("invoice.replaces")}</dt>
            <dd className="font-mono">{invoice.replacesNumber}</dd>
          </>
        )}
      </dl>
      <LinesTable
        lines={invoice.lines}
        currency={cur}
        caption={t("invoice.linesCaption", { number: invoice.number })}
        totals={totals}
      />
      {invoice.payments.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{t("invoice.payments")}</p>
          <ul className="grid gap-1 text-muted-foreground">
            {invoice.payments.map((p, i) => (
              <li key={i}>
                {t("invoice.payment", {
                  amount: f.money(p.amountCents, cur),
                  method: t(`method.${p.method}`),
                  date: f.day(p.receivedOn),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Amounts invoice={invoice} />
      {invoice.creditNotes.length > 0 && <CreditNotes code={invoice.orderCode} notes={invoice.creditNotes} />}
      {invoice.status === "issued" && invoice.balanceCents > 0 && <PaymentPanel invoice={invoice} options={options} />}
    </li>
  );
}
