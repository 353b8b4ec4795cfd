import { useQuery } from "@tanstack/react-query";
import type { OrderMetricsView } from "@common/order-metrics";
import { api, unwrap } from "@/lib/api-client";

/** The order's metrics as the client sees them (GET /api/orders/:code/metrics). */
export function useOrderResults(code: string) {
  return useQuery({
    queryKey: ["orders", "mine", code, "metrics"],
    queryFn: async () =>
      (await unwrap(await api.orders[":code"].metrics.$get({ param: { code } }))) as OrderMetricsView,
  });
}
