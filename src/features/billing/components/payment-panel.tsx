import { Check, Copy, CreditCard, Wallet } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Invoice, PaymentOptions } from "@common/billing";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiClientError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useInvoiceCheckout, type OnlineMethod } from "../api/order-billing";
import { useBillingFormat } from "../format";

const CHECKOUT_ERRORS = ["INVOICE_NOT_PAYABLE", "PAYMENT_METHOD_UNAVAILABLE", "PAYMENT_PROVIDER_ERROR"];

/** Instructions to copy (bank details, wallet addresses): kept as the seller typed them, wrapping in their box. */
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

/** The invoice number to quote with a transfer, and a button that copies it. */
function Reference({ number }: { number: string }) {
  const { t } = useTranslation("billing");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.error(t("pay.copyFailed"));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p>
        {t("pay.reference")} <strong className="font-mono font-semibold whitespace-nowrap">{number}</strong>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void copy()}
        aria-label={t("pay.copyLabel", { number })}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? t("pay.copied") : t("pay.copy")}
      </Button>
      <span className="sr-only" role="status">
        {copied ? t("pay.copiedStatus", { number }) : ""}
      </span>
    </div>
  );
}

/**
 * How to pay what is left on an issued invoice: exactly the methods the server offers — a card or PayPal
 * checkout, a bank transfer or crypto with the invoice number as the reference — or, when none is offered,
 * a way to reach us.
 */
export function PaymentPanel({ invoice, options }: { invoice: Invoice; options: PaymentOptions }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const checkout = useInvoiceCheckout();
  const headingId = useId();
  const [opening, setOpening] = useState<OnlineMethod | null>(null);
  const manual = Boolean(options.bankTransfer || options.crypto);
  const none = !manual && !options.card && !options.wallet;

  const pay = async (method: OnlineMethod) => {
    setOpening(method);
    try {
      const { url } = await checkout.mutateAsync({ number: invoice.number, method });
      // The browser leaves for the payment page: the button keeps saying so until it has gone.
      window.location.assign(url);
    } catch (err) {
      setOpening(null);
      const message =
        err instanceof ApiClientError && CHECKOUT_ERRORS.includes(err.code)
          ? t(`pay.errors.${err.code}`)
          : err instanceof ApiClientError && err.message && !err.message.startsWith("HTTP ")
            ? err.message
            : t("pay.errors.generic");
      toast.error(t("pay.failedTitle"), { description: message });
    }
  };

  const online = (method: OnlineMethod) => (
    <Button
      type="button"
      variant={method === "card" ? "gradient" : "secondary"}
      disabled={opening !== null}
      aria-busy={opening === method}
      onClick={() => void pay(method)}
    >
      {method === "card" ? <CreditCard aria-hidden /> : <Wallet aria-hidden />}
      {opening === method ? t("pay.redirecting") : t(method === "card" ? "pay.card" : "pay.wallet")}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg bg-muted/30 p-3 sm:p-4">
      <h5 id={headingId} className="font-semibold">
        {t("pay.title", { amount: f.money(invoice.balanceCents, invoice.currency) })}
      </h5>
      {none ? (
        <p className="text-sm">
          <Link to={paths.contact} className="font-medium text-primary underline underline-offset-4">
            {t("pay.contact")}
          </Link>
        </p>
      ) : (
        <>
          {(options.card || options.wallet) && (
            <div className="grid gap-1">
              <div className="flex flex-wrap gap-2">
                {options.card && online("card")}
                {options.wallet && online("wallet")}
              </div>
              <p className="text-xs text-muted-foreground">{t("pay.onlineHint")}</p>
            </div>
          )}
          {manual && <Reference number={invoice.number} />}
          {options.bankTransfer && <Instructions title={t("pay.bankTransfer")} text={options.bankTransfer} />}
          {options.crypto && <Instructions title={t("pay.crypto")} text={options.crypto} />}
          {manual && <p className="text-xs text-muted-foreground">{t("pay.manualHint")}</p>}
        </>
      )}
    </section>
  );
}
