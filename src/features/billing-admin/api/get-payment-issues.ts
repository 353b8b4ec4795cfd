import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

/** Under ["admin"], so that anything recorded in the admin refreshes them too. */
export const paymentIssueKeys = {
  list: (order?: string) => ["admin", "payment-issues", order ?? "all"] as const,
};

/** Providers' events that were kept for staff instead of applied (server/routes/admin/payments.ts). */
export const getPaymentIssues = async (order?: string) =>
  unwrap(await api.admin["payment-issues"].$get({ query: order ? { order } : {} }));

export const getPaymentIssuesQueryOptions = (order?: string) =>
  queryOptions({ queryKey: paymentIssueKeys.list(order), queryFn: () => getPaymentIssues(order) });

export const usePaymentIssues = (order?: string) => useQuery(getPaymentIssuesQueryOptions(order));
