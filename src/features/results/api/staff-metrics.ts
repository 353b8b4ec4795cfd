import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CsvPreview, MetricInput, MetricPointInput, OrderMetricsView } from "@common/order-metrics";
import { api, unwrap } from "@/lib/api-client";

const staffKey = (code: string) => ["admin", "orders", code, "metrics"] as const;

/** Staff's view of an order's metrics: every metric with its points and their sources. */
export function useAdminMetrics(code: string) {
  return useQuery({
    queryKey: staffKey(code),
    queryFn: async (): Promise<OrderMetricsView> =>
      unwrap(await api.admin.orders[":code"].metrics.$get({ param: { code } })),
  });
}

export type MetricAction =
  | { kind: "add"; input: MetricInput }
  | { kind: "edit"; id: number; input: MetricInput }
  | { kind: "remove"; id: number }
  | { kind: "addPoint"; id: number; input: MetricPointInput }
  | { kind: "removePoint"; id: number; pointId: number }
  | { kind: "import"; csv: string };

/** A change to an order's metrics; the answer is the new view, which both sides' caches take at once. */
export function useMetricAction(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (a: MetricAction): Promise<OrderMetricsView> => {
      const m = api.admin.orders[":code"].metrics;
      const param = { code };
      switch (a.kind) {
        case "add":
          return unwrap(await m.$post({ param, json: a.input }));
        case "edit":
          return unwrap(await m[":id"].$put({ param: { code, id: String(a.id) }, json: a.input }));
        case "remove":
          return unwrap(await m[":id"].$delete({ param: { code, id: String(a.id) } }));
        case "addPoint":
          return unwrap(await m[":id"].points.$post({ param: { code, id: String(a.id) }, json: a.input }));
        case "removePoint":
          return unwrap(
            await m[":id"].points[":pointId"].$delete({
              param: { code, id: String(a.id), pointId: String(a.pointId) },
            }),
          );
        case "import":
          return unwrap(await m.import.$post({ param, json: { csv: a.csv } }));
      }
    },
    onSuccess: async (view) => {
      qc.setQueryData(staffKey(code), view);
      await qc.invalidateQueries({ queryKey: ["orders", "mine", code, "metrics"] });
    },
  });
}

/** What importing a CSV would store, row by row (nothing is written). */
export function useCsvPreview(code: string) {
  return useMutation({
    mutationFn: async (csv: string): Promise<CsvPreview> =>
      unwrap(await api.admin.orders[":code"].metrics.import.preview.$post({ param: { code }, json: { csv } })),
  });
}
