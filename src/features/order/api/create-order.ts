import { useMutation } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY_HEADER, type OrderInput } from "@common/order";
import { api, unwrap } from "@/lib/api-client";

export async function createOrder(input: OrderInput, idempotencyKey: string) {
  const args = { json: input };
  return unwrap(await api.orders.$post(args, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }));
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderInput; idempotencyKey: string }) =>
      createOrder(input, idempotencyKey),
  });
}
