import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api-client";

export interface PageQuery {
  q: string;
  page: number;
}

export const useAdminUsers = (f: PageQuery) =>
  useQuery({
    queryKey: ["admin", "users", f],
    queryFn: async () => unwrap(await api.admin.users.$get({ query: { q: f.q, page: String(f.page) } })),
    placeholderData: keepPreviousData,
  });

export function useSetAdminRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; admin: boolean }) =>
      unwrap(await api.admin.users[":id"].admin.$put({ param: { id: input.id }, json: { admin: input.admin } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

export const useMessages = (f: PageQuery) =>
  useQuery({
    queryKey: ["admin", "messages", f],
    queryFn: async () => unwrap(await api.admin.messages.$get({ query: { q: f.q, page: String(f.page) } })),
    placeholderData: keepPreviousData,
  });

export function useSetMessageHandled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; handled: boolean }) =>
      unwrap(
        await api.admin.messages[":id"].$patch({ param: { id: String(input.id) }, json: { handled: input.handled } }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin", "messages"] }),
  });
}

export const useSubscribers = (f: PageQuery) =>
  useQuery({
    queryKey: ["admin", "subscribers", f],
    queryFn: async () => unwrap(await api.admin.subscribers.$get({ query: { q: f.q, page: String(f.page) } })),
    placeholderData: keepPreviousData,
  });

export const SUBSCRIBERS_CSV_URL = "/api/admin/subscribers.csv";
