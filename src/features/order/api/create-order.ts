import { useMutation } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER, type OrderInput } from "@common/order";
import { api, unwrap } from "@/lib/api-client";
import { powHeader } from "@/lib/pow/pow-header";

export async function createOrder(input: OrderInput, idempotencyKey: string) {
  const args = { json: input };
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(await powHeader()) };
  return unwrap(await api.orders.$post(args, { headers }));
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) =>
      createOrder(input, idempotencyKey),
  });
}
