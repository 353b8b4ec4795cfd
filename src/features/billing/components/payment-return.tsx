import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderBilling } from "@common/billing";
import { Alert } from "@/components/ui/alert";
import { AWAIT_PAYMENT_MS } from "../api/order-billing";

export const PAYMENT_RETURNS = ["done", "cancelled", "failed"] as const;
export type PaymentReturnKind = (typeof PAYMENT_RETURNS)[number];

type Shown = PaymentReturnKind | "confirmed" | "slow";
const VARIANT = {
  done: "default",
  confirmed: "success",
  slow: "default",
  cancelled: "default",
  failed: "destructive",
} as const;

/**
 * The status line after a payment page sent the reader back. "done" is a page, not a proof: the line says the
 * payment is being confirmed until the provider's webhook has marked the invoice paid (the billing is asked
 * for again meanwhile), and says so if that takes longer than the wait.
 */
export function PaymentReturn({ kind, billing }: { kind: PaymentReturnKind; billing: OrderBilling | undefined }) {
  const { t } = useTranslation("billing");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (kind !== "done") return;
    const timer = window.setTimeout(() => setSlow(true), AWAIT_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [kind]);

  let shown: Shown = kind;
  if (kind === "done" && billing) {
    if (!billing.invoices.some((i) => i.status === "issued")) shown = "confirmed";
    else if (slow) shown = "slow";
  }
  return (
    <Alert variant={VARIANT[shown]} role="status" data-testid="payment-return" data-state={shown}>
      {t(`pay.return.${shown}`)}
    </Alert>
  );
}
