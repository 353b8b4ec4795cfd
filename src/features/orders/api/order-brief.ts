import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnswerValue } from "@common/intake";
import { api, unwrap } from "@/lib/api-client";

const key = (code: string) => ["orders", "brief", code] as const;

/**
 * The order's brief (null when its service has no questionnaire, or when it comes once the first invoice is paid:
 * `opensOnPayment`).
 */
export async function getOrderBrief(code: string) {
  return unwrap(await api.orders[":code"].brief.$get({ param: { code } }));
}

export const orderBriefQueryOptions = (code: string) =>
  queryOptions({ queryKey: key(code), queryFn: () => getOrderBrief(code) });

export const useOrderBrief = (code: string) => useQuery(orderBriefQueryOptions(code));

export function useSaveBriefDraft(code: string) {
  return useMutation({
    mutationFn: async (answers: Record<string, AnswerValue>) =>
      unwrap(await api.orders[":code"].brief.$put({ param: { code }, json: { answers } })),
  });
}

export function useSubmitBrief(code: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.orders[":code"].brief.submit.$post({ param: { code } })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: key(code) }),
        qc.invalidateQueries({ queryKey: ["orders", "mine"] }),
      ]),
  });
}
