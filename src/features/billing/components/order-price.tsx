import { useTranslation } from "react-i18next";
import type { Invoice, OrderBilling, Quote } from "@common/billing";
import { useOrderBilling } from "../api/order-billing";
import { useBillingFormat } from "../format";

/**
 * What the order costs, as its documents say: the accepted quote (whose invoice carries the same figures), else the
 * open quote, else its latest invoice that is not void; null before any of them (the list price then stands).
 */
export function priceDocument(billing: OrderBilling | undefined): Quote | Invoice | null {
  if (!billing) return null;
  return (
    billing.quotes.find((q) => q.status === "accepted") ??
    billing.quotes.find((q) => q.status === "open") ??
    billing.invoices.find((i) => i.status !== "void") ??
    null
  );
}

/**
 * The order header's price: net, tax and the gross total the invoice carries once a quote or an invoice exists
 * (the same figures as the acceptance dialog and the invoice), else `fallback` (the plan's list price).
 */
export function OrderPrice({ orderCode, fallback }: { orderCode: string; fallback: string }) {
  const { t } = useTranslation("billing");
  const f = useBillingFormat();
  const billing = useOrderBilling(orderCode);
  const doc = priceDocument(billing.data);
  if (!doc) return <span>{fallback}</span>;
  const money = (minor: number) => f.money(minor, doc.currency);
  return (
    <span data-testid="order-price">
      {doc.taxRateBp > 0 || doc.taxCents > 0
        ? t("price.withTax", {
            net: money(doc.subtotalCents),
            rate: f.percent(doc.taxRateBp),
            tax: money(doc.taxCents),
            total: money(doc.totalCents),
          })
        : t("price.noTax", { total: money(doc.totalCents) })}
    </span>
  );
}
