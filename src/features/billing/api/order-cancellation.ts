import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancellationView } from "@common/refund-policy";
import { api, unwrap } from "@/lib/api-client";
import { orderBillingQueryKey } from "./order-billing";

export const orderCancellationQueryKey = (code: string) => ["billing", "cancellation", code] as const;

/** What cancelling the order now would give back under the Refund Policy, and the open or last request. */
export async function getOrderCancellation(code: string): Promise<CancellationView> {
  return unwrap(await api.orders[":code"].cancellation.$get({ param: { code } }));
}

export const orderCancellationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: orderCancellationQueryKey(code),
    queryFn: () => getOrderCancellation(code),
    retry: false,
  });

export function useOrderCancellation(code: string, enabled = true) {
  return useQuery({ ...orderCancellationQueryOptions(code), enabled });
}

/**
 * Asks to cancel the order (an optional reason). When nothing was paid or invoiced the order is cancelled at
 * once; otherwise a request waits for staff. Either way the order, its list and its billing change.
 */
export function useRequestCancellation(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const res = await api.orders[":code"].cancellation.$post({
        param: { code },
        json: reason ? { reason } : {},
      });
      const body: { cancellation: CancellationView } = await unwrap(res);
      return body.cancellation;
    },
    onSuccess: (view) => qc.setQueryData(orderCancellationQueryKey(code), view),
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: orderCancellationQueryKey(code) }),
        qc.invalidateQueries({ queryKey: orderBillingQueryKey(code) }),
        qc.invalidateQueries({ queryKey: ["orders", "mine"] }),
      ]);
    },
  });
}
