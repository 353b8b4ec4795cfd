import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export const mailQueueKey = ["admin", "mail"] as const;

export const mailQueueQuery = () =>
  queryOptions({
    queryKey: mailQueueKey,
    queryFn: async () => unwrap(await api.admin.mail.$get()),
  });
export const useMailQueue = () => useQuery(mailQueueQuery());

export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await api.admin.mail[":id"].retry.$post({ param: { id: String(id) } })),
    onSettled: () => qc.invalidateQueries({ queryKey: mailQueueKey }),
  });
}
