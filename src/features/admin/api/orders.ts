import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DateRange } from "@common/admin";
import type { OrderStatus } from "@common/catalog";
import { api, unwrap } from "@/lib/api-client";
import { adminKeys } from "./insights";
import { tzOffset } from "./tz";

export interface OrderListFilters {
  /** "attention": what waits on the agency, longest wait first (the other filters do not apply). */
  view: "all" | "attention";
  status: "all" | OrderStatus;
  range: DateRange;
  q: string;
  page: number;
}

const orderKeys = {
  list: (f: OrderListFilters) => ["admin", "orders", f] as const,
  detail: (id: string) => ["admin", "order", id] as const,
};

export const useAdminOrders = (f: OrderListFilters) =>
  useQuery({
    queryKey: orderKeys.list(f),
    queryFn: async () =>
      unwrap(
        await api.admin.orders.$get({
          query: { view: f.view, status: f.status, range: f.range, q: f.q, page: String(f.page), tz: tzOffset() },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV of what the filters select (a plain download; the session cookie goes with it). */
export function ordersCsvUrl(f: Omit<OrderListFilters, "page" | "view">) {
  const q = new URLSearchParams({ status: f.status, range: f.range, q: f.q, tz: tzOffset() });
  return `/api/admin/orders.csv?${q}`;
}

export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? ""),
    queryFn: async () => unwrap(await api.admin.orders[":id"].$get({ param: { id: id! } })),
    enabled: !!id,
  });

export function useChangeOrderStatus(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { status: OrderStatus; note?: string }) =>
      unwrap(await api.admin.orders[":id"].$patch({ param: { id }, json: input })),
    onSuccess: (order) => {
      qc.setQueryData(orderKeys.detail(id), order);
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useAddOrderNote(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(await api.admin.orders[":id"].notes.$post({ param: { id }, json: { body } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  });
}

/** Staff record the share of the work done; the order (and what cancelling would refund) follow it. */
export function useSaveProgress(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { percent: number; note: string }) =>
      unwrap(await api.admin.orders[":code"].progress.$put({ param: { code: id }, json: input })),
    onSuccess: (progress) => {
      qc.setQueryData(orderKeys.detail(id), (order: object | undefined) => order && { ...order, ...progress });
      return Promise.all([
        qc.invalidateQueries({ queryKey: orderKeys.detail(id) }),
        qc.invalidateQueries({ queryKey: ["admin", "order-cancellation", id] }),
      ]);
    },
  });
}
