import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { useOrderBilling } from "../api/order-billing";
import { useOrderCancellation } from "../api/order-cancellation";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { CancellationStatus } from "./cancellation-status";

/**
 * Cancelling an order on the client's order page: the state of a request, and "Cancel order" while one may
 * be made. Nothing is shown when there is neither (a completed order, a failed load: the rest of the page stands).
 */
export function OrderCancellation({ orderCode, orderStatus }: { orderCode: string; orderStatus: string }) {
  const { t } = useTranslation("billing");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const view = useOrderCancellation(orderCode);
  // Shares the billing section's query: the approved request links to its credit note.
  const billing = useOrderBilling(orderCode, { enabled: view.data?.request?.status === "approved" });

  if (!view.data) return null;
  const { request, canRequest } = view.data;
  if (!request && !canRequest) {
    // Cancelled at once (nothing paid): keep the heading for the focus that follows the dialog.
    if (orderStatus !== "cancelled") return null;
  }
  const creditNotes = billing.data?.invoices.flatMap((i) => i.creditNotes) ?? [];

  return (
    <Card>
      <CardContent className="px-4 pt-6 sm:px-6">
        <section aria-labelledby={headingId} className="grid gap-3" data-testid="order-cancellation">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold tracking-tight">
            {t("cancel.heading")}
          </h2>
          {request && <CancellationStatus request={request} currency={view.data.currency} creditNotes={creditNotes} />}
          {!request && !canRequest && <p className="text-sm">{t("cancel.status.cancelledAtOnce")}</p>}
          {canRequest && (
            <>
              <p className="text-sm text-muted-foreground">{t("cancel.intro")}</p>
              <CancelOrderDialog orderCode={orderCode} view={view.data} returnTo={heading} />
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
