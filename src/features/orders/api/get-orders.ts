import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type ClientOrder = InferResponseType<typeof api.orders.$get, 200>["orders"][number];

export async function getMyOrders() {
  return (await unwrap(await api.orders.$get())).orders;
}

export const myOrdersQueryOptions = () => queryOptions({ queryKey: ["orders", "mine"], queryFn: getMyOrders });

export function useMyOrders(enabled: boolean) {
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
