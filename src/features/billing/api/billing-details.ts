import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingDetailsInput } from "@common/billing";
import { api, unwrap } from "@/lib/api-client";

export const billingDetailsQueryKey = ["billing", "details"] as const;

/** My billing details (company, address, tax id), printed on my invoices. */
export function useBillingDetails(enabled = true) {
  return useQuery({
    queryKey: billingDetailsQueryKey,
    queryFn: async (): Promise<BillingDetailsInput> => unwrap(await api.profile.billing.$get()),
    enabled,
  });
}

export function useSaveBillingDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: BillingDetailsInput): Promise<BillingDetailsInput> =>
      unwrap(await api.profile.billing.$put({ json })),
    onSuccess: (saved) => qc.setQueryData(billingDetailsQueryKey, saved),
  });
}
