import { CreditCard, Download } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { invoicePdfHref, useInvoiceCheckout } from "../api/order-billing";
import { useBillingFormat } from "../format";
import type { Invoice, PaymentOptions } from "../types";
import { LinesTable } from "./lines-table";

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

/** Instructions to copy (bank details, wallet addresses): kept as typed, wrapping inside its box. */
function Instructions({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid min-w-0 gap-1">
      <h6 className="text-sm font-medium">{title}</h6>
      <pre className="min-w-0 rounded-md border border-border bg-muted/40 p-3 font-mono text-xs break-all whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  );
}

/** How to pay an issued invoice: the methods the settings enable, with the invoice number as the reference. */
function PaymentPanel({ invoice, options }: { invoice: Invoice; options: PaymentOptions }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const checkout = useInvoiceCheckout();
  const headingId = useId();
  const due = Math.max(0, invoice.totalCents - invoice.paidCents);
  const none = !options.bankTransfer && !options.crypto && !options.card;

  const payByCard = async () => {
    try {
      const { url } = await checkout.mutateAsync(invoice.number);
      window.location.assign(url);
    } catch (err) {
      const code =
        err instanceof ApiClientError &&
        ["INVOICE_NOT_PAYABLE", "PAYMENT_METHOD_UNAVAILABLE", "PAYMENT_PROVIDER_ERROR"].includes(err.code)
          ? err.code
          : "generic";
      toast.error(t("pay.failedTitle"), { description: t(`pay.errors.${code}`) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg bg-muted/30 p-4">
      <h5 id={headingId} className="font-semibold">
        {t("pay.title", { amount: f.money(due, invoice.currency) })}
      </h5>
      {none ? (
        <p className="text-sm text-muted-foreground">{t("pay.none")}</p>
      ) : (
        <>
          {options.card && (
            <div className="grid gap-1">
              <Button
                type="button"
                variant="gradient"
                className="justify-self-start"
                disabled={checkout.isPending || checkout.isSuccess}
                onClick={() => void payByCard()}
              >
                <CreditCard aria-hidden />
                {checkout.isPending || checkout.isSuccess ? t("pay.redirecting") : t("pay.card")}
              </Button>
              <p className="text-xs text-muted-foreground">{t("pay.cardHint")}</p>
            </div>
          )}
          {(options.bankTransfer || options.crypto) && (
            <p className="text-sm">
              {t("pay.reference")}{" "}
              <strong className="font-mono font-semibold whitespace-nowrap">{invoice.number}</strong>
            </p>
          )}
          {options.bankTransfer && <Instructions title={t("pay.bankTransfer")} text={options.bankTransfer} />}
          {options.crypto && <Instructions title={t("pay.crypto")} text={options.crypto} />}
          {(options.bankTransfer || options.crypto) && (
            <p className="text-xs text-muted-foreground">{t("pay.manualHint")}</p>
          )}
        </>
      )}
    </section>
  );
}

/** One invoice: number, status, lines and totals, due date, payments, the PDF, and how to pay it. */
export function InvoiceCard({ invoice, options }: { invoice: Invoice; options: PaymentOptions }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const status = displayStatus(invoice);
  const cur = invoice.currency;
  const totals: [string, number][] =
    invoice.taxRateBp > 0 || invoice.taxCents > 0
      ? [
          [t("totals.subtotal"), invoice.subtotalCents],
          [t("totals.tax", { rate: f.percent(invoice.taxRateBp) }), invoice.taxCents],
          [t("totals.total"), invoice.totalCents],
        ]
      : [[t("totals.total"), invoice.totalCents]];
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-border p-3 sm:p-4" data-invoice={invoice.number}>
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
          {invoice.status === "issued" && invoice.paidCents > 0 && (
            <p>{t("invoice.remaining", { amount: f.money(invoice.totalCents - invoice.paidCents, cur) })}</p>
          )}
        </div>
      )}
      {invoice.status === "issued" && <PaymentPanel invoice={invoice} options={options} />}
    </li>
  );
}
