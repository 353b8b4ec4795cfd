import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Invoice, OrderBilling, Quote, QuoteDecisionInput } from "@common/billing";
import { api, unwrap } from "@/lib/api-client";

export const orderBillingQueryKey = (code: string) => ["billing", "order", code] as const;

/** Quotes (newest first), invoices (newest first) and the payment methods offered, for one of my orders. */
export async function getOrderBilling(code: string): Promise<OrderBilling> {
  return unwrap(await api.orders[":code"].billing.$get({ param: { code } }));
}

/** How long, back from a payment page, the billing is asked for again until the webhook has marked it paid. */
export const AWAIT_PAYMENT_MS = 60_000;
const AWAIT_PAYMENT_EVERY_MS = 4000;

/**
 * `awaitingPayment`: the reader is back from a payment page. Only the provider's signed webhook marks the
 * invoice paid, a moment later: until then (for a minute at most) the billing is asked for again.
 */
export function useOrderBilling(code: string, { enabled = true, awaitingPayment = false } = {}) {
  const [since] = useState(() => Date.now());
  return useQuery({
    queryKey: orderBillingQueryKey(code),
    queryFn: () => getOrderBilling(code),
    enabled,
    retry: false,
    refetchInterval: (query) =>
      awaitingPayment &&
      Date.now() - since < AWAIT_PAYMENT_MS &&
      query.state.data?.invoices.some((i) => i.status === "issued")
        ? AWAIT_PAYMENT_EVERY_MS
        : false,
  });
}

/** Accept or decline the open quote. Acceptance issues an invoice and sets the order's price. */
export function useQuoteDecision(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, ...json }: QuoteDecisionInput & { version: number }) => {
      const res = await api.orders[":code"].quotes[":version"].decision.$post({
        param: { code, version: String(version) },
        json,
      });
      const decided: { quote: Quote; invoice: Invoice | null } = await unwrap(res);
      return decided;
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: orderBillingQueryKey(code) }),
        qc.invalidateQueries({ queryKey: ["orders", "mine"] }),
      ]);
    },
  });
}

export type OnlineMethod = "card" | "wallet";

/** Opens a checkout (card, or the PayPal wallet) for an issued invoice: the answer is the payment page's address. */
export function useInvoiceCheckout() {
  return useMutation({
    mutationFn: async ({ number, method }: { number: string; method: OnlineMethod }) => {
      // A variable, not a literal: it type-checks before and after the route declares its { method } body.
      const args = { param: { number }, json: { method } };
      return unwrap(await api.invoices[":number"].checkout.$post(args));
    },
  });
}

/** The PDF of an invoice (served as an attachment to its owner). */
export const invoicePdfHref = (number: string) => `/api/invoices/${encodeURIComponent(number)}/pdf`;

/** The PDF of a credit note (served as an attachment to its owner). */
export const creditNotePdfHref = (number: string) => `/api/credit-notes/${encodeURIComponent(number)}/pdf`;
