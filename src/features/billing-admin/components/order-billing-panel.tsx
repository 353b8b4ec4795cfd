import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BillingLine, OrderBilling } from "@common/billing";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { IssueInvoiceForm } from "./issue-invoice-form";
import { OrderInvoiceList } from "./order-invoice-list";
import { PaymentIssuesList } from "./payment-issues-list";
import { QuoteEditor } from "./quote-editor";
import { QuoteHistory } from "./quote-history";
import { useBillingFormat } from "./money";
import { useFocusAfterClose } from "./use-focus-after-close";
import { useOrderBilling } from "./use-admin-billing";

/** What the order sheet knows of the order and the billing panel needs. */
export interface BillingOrder {
  id: string;
  serviceId: string;
  tierId: string;
  /** The list price taken when the order was placed (in its currency's minor unit); null for a custom quote. */
  amountCents: number | null;
  /** The order's currency (ISO 4217): a new quote defaults to it, a direct invoice is issued in it. */
  currency: string;
}

/**
 * The plan's price as the one line a first quote starts with: the price the order was placed at (the list staff set
 * then, in the order's currency; a later price change does not reach it); a custom-quote plan starts empty.
 */
export function planLines(order: BillingOrder, description: string): BillingLine[] {
  const cents = order.amountCents;
  return cents === null || cents <= 0 ? [] : [{ description, quantity: 1, unitPriceCents: cents }];
}

/** The lines a new quote or invoice starts with: the latest quote's, else the plan's. */
function startingLines(billing: OrderBilling, plan: BillingLine[]): BillingLine[] {
  return billing.quotes[0]?.lines ?? plan;
}

/** The order sheet's billing: the quote (history, open one, editor) and the invoices with their actions. */
export function OrderBillingPanel({ order }: { order: BillingOrder }) {
  const { t } = useTranslation("admin-billing");
  const { t: ta } = useTranslation("admin");
  const billing = useOrderBilling(order.id);
  const f = useBillingFormat();
  const [editing, setEditing] = useState<"quote" | "invoice" | null>(null);
  const { opener: quoteOpenerRef, heading: quoteHeadingRef } = useFocusAfterClose(editing === "quote");
  const { opener: invoiceOpenerRef, heading: invoiceHeadingRef } = useFocusAfterClose(editing === "invoice");
  const data = billing.data;
  const planName = `${ta(`serviceNames.${order.serviceId}`, { defaultValue: order.serviceId })} — ${ta(
    `tiers.${order.tierId}`,
    { defaultValue: order.tierId },
  )}`;
  const plan = planLines(order, planName);

  return (
    <section className="grid gap-4" aria-labelledby={`billing-${order.id}`}>
      <div>
        <h3 id={`billing-${order.id}`} className="text-sm font-semibold">
          {t("panel.title")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t("panel.description", { currency: f.currency(order.currency) })}
        </p>
      </div>
      {!data ? (
        billing.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p role="alert">{t("panel.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
              {t("actions.retry")}
            </Button>
          </div>
        ) : (
          <div aria-busy="true">
            <Skeleton className="h-32" />
            <span className="sr-only">{t("panel.loading")}</span>
          </div>
        )
      ) : (
        <>
          <div className="grid gap-3">
            <h4 ref={quoteHeadingRef} className="text-sm font-medium">
              {t("quote.title")}
            </h4>
            <QuoteHistory quotes={data.quotes} />
            {data.quotes.some((q) => q.status === "accepted") ? (
              <p className="text-xs text-muted-foreground">{t("quote.acceptedHint")}</p>
            ) : editing === "quote" ? (
              <QuoteEditor
                code={order.id}
                initialLines={startingLines(data, plan)}
                initialNote={data.quotes[0]?.note ?? ""}
                orderCurrency={order.currency}
                initialCurrency={data.quotes[0]?.currency ?? order.currency}
                revising={data.quotes.some((q) => q.status === "open")}
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div>
                <Button
                  ref={quoteOpenerRef}
                  variant="outline"
                  size="sm"
                  disabled={editing !== null}
                  onClick={() => setEditing("quote")}
                >
                  {data.quotes.some((q) => q.status === "open") ? t("quote.revise") : t("quote.new")}
                </Button>
              </div>
            )}
          </div>
          <div className="grid gap-3">
            <h4 ref={invoiceHeadingRef} className="text-sm font-medium">
              {t("invoice.title")}
            </h4>
            <PaymentIssuesList order={order.id} />
            <OrderInvoiceList code={order.id} invoices={data.invoices} />
            {editing === "invoice" ? (
              <IssueInvoiceForm
                code={order.id}
                initialLines={startingLines(data, plan)}
                currency={order.currency}
                onDone={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div>
                <Button
                  ref={invoiceOpenerRef}
                  variant="outline"
                  size="sm"
                  disabled={editing !== null}
                  onClick={() => setEditing("invoice")}
                >
                  {t("invoice.new")}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
