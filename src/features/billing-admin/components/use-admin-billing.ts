import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Invoice,
  InvoiceIssueInput,
  OrderBilling,
  PaymentRecordInput,
  Quote,
  QuoteInput,
  SellerSettings,
} from "@common/billing";
import { api, unwrap } from "@/lib/api-client";

/*
 * Staff billing calls through the typed client (server/routes/admin/billing.ts and payments.ts). The answers are
 * checked against the view types of ../types.ts at compile time, so a change of the server's shapes shows here.
 */
const seg = encodeURIComponent;

export const billingKeys = {
  order: (code: string) => ["admin", "order-billing", code] as const,
  settings: ["admin", "billing-settings"] as const,
  setup: ["admin", "billing-setup"] as const,
};

/** The staff download of an invoice's PDF (a plain link: the session cookie goes with it). */
export const invoicePdfUrl = (number: string) => `/api/admin/invoices/${seg(number)}/pdf`;

export const useOrderBilling = (code: string) =>
  useQuery({
    queryKey: billingKeys.order(code),
    queryFn: async (): Promise<OrderBilling> =>
      unwrap(await api.admin.orders[":code"].billing.$get({ param: { code } })),
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
    mutationFn: async (input: QuoteInput): Promise<{ quote: Quote }> =>
      unwrap(await api.admin.orders[":code"].quotes.$post({ param: { code }, json: input })),
    // Also after a refusal (409): what changed meanwhile (an acceptance, a payment) shows at once.
    onSettled: refresh,
  });
}

export function useIssueInvoice(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: async (input: InvoiceIssueInput): Promise<{ invoice: Invoice }> =>
      unwrap(await api.admin.orders[":code"].invoices.$post({ param: { code }, json: input })),
    // Also after a refusal (409): what changed meanwhile (an acceptance, a payment) shows at once.
    onSettled: refresh,
  });
}

export function useVoidInvoice(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    mutationFn: async ({ number, reason }: { number: string; reason: string }): Promise<{ invoice: Invoice }> =>
      unwrap(await api.admin.invoices[":number"].void.$post({ param: { number }, json: { reason } })),
    // Also after a refusal (409): what changed meanwhile (an acceptance, a payment) shows at once.
    onSettled: refresh,
  });
}

export function useRecordPayment(code: string) {
  const refresh = useRefresh(code);
  return useMutation({
    // The payments route (b-pay) types an invoice's status as a plain string; only "paid" is read from it here.
    mutationFn: async ({ number, ...input }: PaymentRecordInput & { number: string }) =>
      unwrap(await api.admin.invoices[":number"].payments.$post({ param: { number }, json: input })),
    // Also after a refusal (409): what changed meanwhile (an acceptance, a payment) shows at once.
    onSettled: refresh,
  });
}

export const useBillingSettings = () =>
  useQuery({
    queryKey: billingKeys.settings,
    queryFn: async (): Promise<SellerSettings> => unwrap(await api.admin.billing.settings.$get()),
  });

export function useSaveBillingSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SellerSettings): Promise<SellerSettings> =>
      unwrap(await api.admin.billing.settings.$put({ json: input })),
    onSuccess: (data) => {
      qc.setQueryData(billingKeys.settings, data);
      // The checklist follows the settings (name, address, tax id, methods with details).
      return qc.invalidateQueries({ queryKey: billingKeys.setup });
    },
  });
}
