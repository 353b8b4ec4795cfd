import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { QuoteDecisionInput } from "@common/billing";
import { api, unwrap } from "@/lib/api-client";
import type { Invoice, OrderBilling, Quote } from "../types";
import { billingRequest } from "./request";

const enc = encodeURIComponent;

export const orderBillingQueryKey = (code: string) => ["billing", "order", code] as const;

/** Quotes (newest first), invoices (newest first) and the payment methods offered, for one of my orders. */
export async function getOrderBilling(code: string): Promise<OrderBilling> {
  return unwrap(await api.orders[":code"].billing.$get({ param: { code } }));
}

export function useOrderBilling(code: string, enabled = true) {
  return useQuery({
    queryKey: orderBillingQueryKey(code),
    queryFn: () => getOrderBilling(code),
    enabled,
    retry: false,
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

/** Opens a card checkout for an issued invoice: the answer is the payment page's address. */
export function useInvoiceCheckout() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (number: string) =>
      billingRequest<{ url: string }>(`/invoices/${enc(number)}/checkout`, {
        method: "POST",
        language: i18n.language,
      }),
  });
}

/** The PDF of an invoice (served as an attachment to its owner). */
export const invoicePdfHref = (number: string) => `/api/invoices/${enc(number)}/pdf`;
