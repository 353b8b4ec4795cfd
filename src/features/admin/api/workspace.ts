import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderAssignmentInput } from "@common/workspace";
import { api, unwrap } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/use-auth";
import { adminKeys } from "./insights";

const keys = {
  messages: (code: string) => ["admin", "order-messages", code] as const,
  staff: ["admin", "staff"] as const,
  waiting: ["admin", "waiting"] as const,
};

/**
 * What waits on staff (sidebar badges, dashboard cards); asked again every minute. The sidebar stands outside the
 * admin guard, so it asks only once the visitor is an admin who may open the area (no 401/403 for anyone else).
 */
export function useWaiting() {
  const auth = useAuth();
  return useQuery({
    queryKey: keys.waiting,
    queryFn: async () => unwrap(await api.admin.waiting.$get()),
    refetchInterval: 60_000,
    enabled: auth.isAdmin === true && auth.user?.twoFactorEnabled === true,
  });
}

export const useStaff = () =>
  useQuery({ queryKey: keys.staff, queryFn: async () => (await unwrap(await api.admin.staff.$get())).staff });

/** Opening the thread marks the client's messages read: the unread badges are asked for again. */
export function useAdminMessages(code: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: keys.messages(code),
    queryFn: async () => {
      const { messages } = await unwrap(await api.admin.orders[":id"].messages.$get({ param: { id: code } }));
      void qc.invalidateQueries({ queryKey: keys.waiting });
      void qc.invalidateQueries({ queryKey: ["admin", "orders"] });
      return messages;
    },
    refetchInterval: 30_000,
  });
}

export function useSendAdminMessage(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(await api.admin.orders[":id"].messages.$post({ param: { id: code }, json: { body } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.messages(code) }),
  });
}

export function useAssignOrder(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderAssignmentInput) =>
      unwrap(await api.admin.orders[":id"].assignment.$put({ param: { id: code }, json: input })),
    onSuccess: (order) => {
      qc.setQueryData(["admin", "order", code], order);
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
