import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundDestinationInput } from "@common/account";
import { api, unwrap } from "@/lib/api-client";
import { orderBillingQueryKey } from "./order-billing";

/** Says where a bank or crypto refund of my order goes (the server validates the IBAN or address again). */
export function useRefundDestination(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, json }: { id: number; json: RefundDestinationInput }) =>
      unwrap(await api.orders[":code"].refunds[":id"].destination.$put({ param: { code, id: String(id) }, json })),
    onSettled: () => qc.invalidateQueries({ queryKey: orderBillingQueryKey(code) }),
  });
}
