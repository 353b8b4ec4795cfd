import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";

export type ClientDashboard = InferResponseType<typeof api.dashboard.$get, 200>;
export type DashboardOrder = ClientDashboard["orders"][number];

export async function getDashboard() {
  return unwrap(await api.dashboard.$get());
}

/** Under ["orders", "mine"]: a quote decision (and anything else that refreshes my orders) refreshes it too. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ["orders", "mine", "dashboard"], queryFn: getDashboard });

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(), enabled });
}
