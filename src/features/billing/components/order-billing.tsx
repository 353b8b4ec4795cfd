import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHashTarget } from "@/lib/use-hash-target";
import { useOrderBilling } from "../api/order-billing";
import { InvoiceCard, invoiceAnchor } from "./invoice-card";
import { OPEN_QUOTE_ANCHOR, OpenQuote } from "./open-quote";
import { PAYMENT_RETURNS, PaymentReturn } from "./payment-return";
import { QuoteHistory } from "./quote-history";

/** The places of the billing a link may point at: one invoice (e-mails, the dashboard) or the open quote. */
const billingAnchor = (id: string) => id.startsWith(invoiceAnchor("")) || id === OPEN_QUOTE_ANCHOR;

/**
 * The billing of one order on the client's order page: the open quote (accept or decline), earlier quote
 * versions, and the invoices with their PDF and the ways to pay them.
 */
export function OrderBilling({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation("billing");
  // A payment page sends the reader back with ?payment=done, cancelled or failed (a page, not a proof).
  const [params] = useSearchParams();
  const param = params.get("payment");
  const returned = PAYMENT_RETURNS.find((r) => r === param);
  const billing = useOrderBilling(orderCode, { awaitingPayment: returned === "done" });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useHashTarget(billing.isSuccess, billingAnchor);

  let body: React.ReactNode;
  if (billing.isPending) {
    body = (
      <div className="flex justify-center py-6 text-muted-foreground">
        <Spinner label={t("loading")} />
      </div>
    );
  } else if (billing.isError) {
    body = (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t("loadError")}
        <Button variant="link" size="inline" onClick={() => void billing.refetch()}>
          {t("retry")}
        </Button>
      </p>
    );
  } else {
    const { quotes, invoices, paymentOptions } = billing.data;
    const open = quotes.find((q) => q.status === "open");
    const earlier = quotes.filter((q) => q !== open);
    body =
      quotes.length === 0 && invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          {(open || earlier.length > 0) && (
            <div className="grid min-w-0 gap-3">
              <h3 className="font-semibold">{t("quote.title")}</h3>
              {open ? (
                <OpenQuote orderCode={orderCode} quote={open} terms={billing.data.terms} returnTo={heading} />
              ) : (
                <p className="text-sm text-muted-foreground">{t("quote.noOpen")}</p>
              )}
              {earlier.length > 0 && (
                <div className="grid min-w-0 gap-2">
                  <h4 className="text-sm font-medium text-muted-foreground">{t("quote.history")}</h4>
                  <QuoteHistory quotes={earlier} />
                </div>
              )}
            </div>
          )}
          <div className="grid min-w-0 gap-3">
            <h3 className="font-semibold">{t("invoice.title")}</h3>
            {invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("invoice.empty")}</p>
            ) : (
              <ul className="grid min-w-0 gap-4">
                {invoices.map((inv) => (
                  <InvoiceCard key={inv.number} invoice={inv} options={paymentOptions} />
                ))}
              </ul>
            )}
          </div>
        </>
      );
  }

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-5" data-testid="order-billing">
      <div>
        <h2 id={headingId} ref={heading} className="text-sm font-semibold">
          {t("title")}
        </h2>
        <p className="text-xs text-muted-foreground">{t("intro")}</p>
      </div>
      {returned && <PaymentReturn kind={returned} billing={billing.data} />}
      {body}
    </section>
  );
}
