import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api-client";

const key = (code: string) => ["orders", "messages", code] as const;

export async function getOrderMessages(code: string) {
  return (await unwrap(await api.orders[":id"].messages.$get({ param: { id: code } }))).messages;
}

/** Reading the thread marks it read on the server: the dashboard's unread counts are refreshed after. */
export const orderMessagesQueryOptions = (code: string) =>
  queryOptions({ queryKey: key(code), queryFn: () => getOrderMessages(code), refetchInterval: 30_000 });

export function useOrderMessages(code: string, enabled: boolean) {
  const qc = useQueryClient();
  const query = useQuery({ ...orderMessagesQueryOptions(code), enabled });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void qc.invalidateQueries({ queryKey: ["orders", "mine"], exact: true });
  }, [loadedAt, qc]);
  return query;
}

export function useSendOrderMessage(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(await api.orders[":id"].messages.$post({ param: { id: code }, json: { body } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(code) }),
  });
}
