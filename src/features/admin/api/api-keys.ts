import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateApiKeyInput } from "@common/api-keys";
import { api, unwrap } from "@/lib/api-client";

export const apiKeysKey = ["admin", "api-keys"] as const;

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKey,
    queryFn: async () => unwrap(await api.admin["api-keys"].$get()),
  });
export const useApiKeys = () => useQuery(apiKeysQuery());

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: CreateApiKeyInput) => unwrap(await api.admin["api-keys"].$post({ json })),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.admin["api-keys"][":id"].revoke.$post({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
