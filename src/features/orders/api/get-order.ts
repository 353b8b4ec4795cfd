import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type ClientOrderDetail = InferResponseType<(typeof api.orders)[":id"]["$get"], 200>["order"];

export async function getMyOrder(code: string) {
  return (await unwrap(await api.orders[":id"].$get({ param: { id: code } }))).order;
}

export const myOrderQueryOptions = (code: string) =>
  queryOptions({ queryKey: ["orders", "mine", code], queryFn: () => getMyOrder(code), retry: false });

export function useMyOrder(code: string, enabled: boolean) {
  return useQuery({ ...myOrderQueryOptions(code), enabled });
}
