import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InvoiceIssueInput, PaymentRecordInput, QuoteInput, SellerSettings } from "@common/billing";
import { unwrap } from "@/lib/api-client";
import type { Invoice, OrderBilling, Quote } from "../types";

/*
 * Staff billing calls. The paths are the billing contract's; until the typed Hono routes are merged into this
 * branch they go through fetch with the same error handling as the typed client (unwrap).
 */
const json = (method: string, body?: unknown): RequestInit => ({
  method,
  credentials: "same-origin",
  headers: body === undefined ? {} : { "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, init ?? { credentials: "same-origin" });
  return unwrap<T>(res as { ok: boolean; status: number; json(): Promise<T> });
}

const seg = encodeURIComponent;

export const billingKeys = {
  order: (code: string) => ["admin", "order-billing", code] as const,
  settings: ["admin", "billing-settings"] as const,
};

/** The staff download of an invoice's PDF (a plain link: the session cookie goes with it). */
export const invoicePdfUrl = (number: string) => `/api/admin/invoices/${seg(number)}/pdf`;

export const useOrderBilling = (code: string) =>
  useQuery({
    queryKey: billingKeys.order(code),
    queryFn: () => call<OrderBilling>(`/admin/orders/${seg(code)}/billing`),
  });

/** After any change: this order's billing, the order itself (amount, payment method, status) and the figures. */
function useRefresh(code: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: billingKeys.order(code) }),
      qc.invalidateQueries({ queryKey: ["admin", "order", code] }),
      qc.invalidateQueries({ queryKey: ["admin", "stats"] }),
      qc.invalidateQueries({ queryKey: ["admin", "invoices"] }),
    ]);
}

export function useSendQuote(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: (input: QuoteInput) => call<{ quote: Quote }>(`/admin/orders/${seg(code)}/quotes`, json("POST", input)),
    onSuccess: refresh,
  });
}

export function useIssueInvoice(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: (input: InvoiceIssueInput) =>
      call<{ invoice: Invoice }>(`/admin/orders/${seg(code)}/invoices`, json("POST", input)),
    onSuccess: refresh,
  });
}

export function useVoidInvoice(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: ({ number, reason }: { number: string; reason: string }) =>
      call<{ invoice: Invoice }>(`/admin/invoices/${seg(number)}/void`, json("POST", { reason })),
    onSuccess: refresh,
  });
}

export function useRecordPayment(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: ({ number, ...input }: PaymentRecordInput & { number: string }) =>
      call<{ invoice: Invoice }>(`/admin/invoices/${seg(number)}/payments`, json("POST", input)),
    onSuccess: refresh,
  });
}

export const useBillingSettings = () =>
  useQuery({ queryKey: billingKeys.settings, queryFn: () => call<SellerSettings>("/admin/billing/settings") });

export function useSaveBillingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SellerSettings) => call<SellerSettings>("/admin/billing/settings", json("PUT", input)),
    onSuccess: (data) => qc.setQueryData(billingKeys.settings, data),
  });
}
